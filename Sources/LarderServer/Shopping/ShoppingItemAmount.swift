import Foundation
import LarderCore

/// An item's summed amount as stored in its row: the parts of its `ShoppingTotal`, so lists
/// are shown without reading every addition again.
enum ShoppingItemAmount {
    private struct Stored: Codable {
        struct Part: Codable {
            var quantity: Double
            var quantityMax: Double?
            var unit: String?
            var mixed: Bool?
        }

        var parts: [Part] = []
        var unmeasured: Bool?
    }

    static func encode(_ total: ShoppingTotal) -> String {
        let stored = Stored(
            parts: total.parts.map { part in
                Stored.Part(
                    quantity: part.measure.quantity.low.doubleValue, quantityMax: part.measure.quantity.high?.doubleValue,
                    unit: part.measure.unit?.name, mixed: part.isMixed ? true : nil)
            },
            unmeasured: total.hasUnmeasured ? true : nil)
        let data = (try? JSONEncoder().encode(stored)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func decode(_ text: String) -> ShoppingTotal {
        var total = ShoppingTotal()
        guard let stored = try? JSONDecoder().decode(Stored.self, from: Data(text.utf8)) else { return total }
        total.hasUnmeasured = stored.unmeasured ?? false
        total.parts = stored.parts.map { part in
            let quantity = Quantity.between(
                Rational(approximating: part.quantity), Rational(approximating: part.quantityMax ?? part.quantity))
            return ShoppingTotal.Part(measure: Measure(quantity, part.unit.flatMap(Unit.named)), isMixed: part.mixed ?? false)
        }
        return total
    }
}

extension ShoppingContribution {
    /// The addition's amount, for summing.
    var amount: ShoppingAmount {
        guard let quantity else { return ShoppingAmount(nil) }
        let low = Rational(approximating: quantity)
        let measured = Quantity.between(low, quantityMax.map { Rational(approximating: $0) } ?? low)
        return ShoppingAmount(Measure(measured, unit.flatMap(Unit.named)), size: size)
    }
}
