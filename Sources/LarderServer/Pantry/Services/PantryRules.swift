import Foundation
import LarderCore

/// The limits on what people and devices write into the pantry, each broken limit a 400 that
/// names the field. The same limits are in openapi.yaml.
enum PantryRules {
    static let maximumAmount = 1_000_000.0
    static let nameLength = 100
    static let locationLength = 50
    static let noteLength = 1000
    static let barcodeLength = 64

    static func name(_ raw: String?, field: String = "name") throws -> String {
        let name = (raw ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw AppError.invalid(field, .errorFieldRequired, [field]) }
        guard name.count <= nameLength else { throw AppError.invalid(field, .errorFieldTooLong, [field, String(nameLength)]) }
        return name
    }

    /// An amount above zero (or from zero, when `allowsZero`) and at most a million.
    static func amount(_ value: Double, field: String = "amount", allowsZero: Bool = false) throws -> Double {
        guard value.isFinite, allowsZero ? value >= 0 : value > 0, value <= maximumAmount else {
            throw AppError.invalid(field, .pantryErrorAmountInvalid, [field, allowsZero ? "0" : ">0", "1000000"])
        }
        return StockNumber.clean(value)
    }

    static func unit(_ raw: String?, field: String = "unit") throws -> StockUnit {
        guard let raw else { return .each }
        guard raw.count <= 30, let unit = StockUnit(parsing: raw) else {
            throw AppError.invalid(field, .pantryErrorUnitUnknown, [String(raw.prefix(30))])
        }
        return unit
    }

    /// A place: the built-in ones by their key whatever the case, a household's own as written.
    static func location(_ raw: String?, field: String = "location") throws -> String {
        guard let raw else { return PantryLocation.pantry.rawValue }
        let location = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !location.isEmpty else { throw AppError.invalid(field, .errorFieldRequired, [field]) }
        guard location.count <= locationLength else {
            throw AppError.invalid(field, .errorFieldTooLong, [field, String(locationLength)])
        }
        return PantryLocation.builtIn(location)?.rawValue ?? location
    }

    /// A day as "YYYY-MM-DD"; nil or "" is no date.
    static func date(_ raw: String?, field: String) throws -> String? {
        guard let raw = raw?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        guard let date = PantryDate(raw) else { throw AppError.invalid(field, .pantryErrorDateInvalid, [field]) }
        return date.text
    }

    static func barcode(_ raw: String?, field: String = "barcode") throws -> String? {
        guard let raw = raw?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        guard raw.count <= barcodeLength, raw.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }) else {
            throw AppError.invalid(field, .pantryErrorBarcodeInvalid, [field, String(barcodeLength)])
        }
        return raw
    }

    static func note(_ raw: String?, field: String = "note") throws -> String? {
        guard let note = raw?.trimmingCharacters(in: .whitespacesAndNewlines), !note.isEmpty else { return nil }
        guard note.count <= noteLength else { throw AppError.invalid(field, .errorFieldTooLong, [field, String(noteLength)]) }
        return note
    }

    /// `amount` of `unit` in the item's unit, or 400 when the food's measures cannot say.
    static func converted(
        _ amount: Double, _ unit: StockUnit, to target: StockUnit, measures: FoodMeasures?, field: String = "unit"
    ) throws -> Double {
        guard let converted = unit.convert(amount, to: target, using: measures) else {
            throw AppError.invalid(field, .pantryErrorUnitNotConvertible, [unit.description, target.description])
        }
        return converted
    }
}
