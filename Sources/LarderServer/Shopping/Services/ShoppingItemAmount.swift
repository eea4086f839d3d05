import Foundation
import LarderCore

/// An item's summed amount as stored in its row (JSON; JSONB on PostgreSQL): the parts of its
/// `ShoppingTotal`, so lists are shown without reading every addition again.
struct ShoppingItemAmount: Codable, Sendable, Equatable {
    struct Part: Codable, Sendable, Equatable {
        var quantity: Double
        var quantityMax: Double?
        var unit: String?
        var mixed: Bool?
    }

    /// An item with no addition yet has no parts.
    var parts: [Part] = []
    var unmeasured: Bool?

    init() {}

    init(_ total: ShoppingTotal) {
        parts = total.parts.map { part in
            Part(
                quantity: part.measure.quantity.low.doubleValue, quantityMax: part.measure.quantity.high?.doubleValue,
                unit: part.measure.unit?.name, mixed: part.isMixed ? true : nil)
        }
        unmeasured = total.hasUnmeasured ? true : nil
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        parts = try container.decodeIfPresent([Part].self, forKey: .parts) ?? []
        unmeasured = try container.decodeIfPresent(Bool.self, forKey: .unmeasured)
    }

    var total: ShoppingTotal {
        var total = ShoppingTotal()
        total.hasUnmeasured = unmeasured ?? false
        total.parts = parts.map { part in
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
