/// Heights and weights in the units people give them: centimetres or feet and inches,
/// kilograms or pounds. Stored and computed in metric; the others are exact definitions
/// (1 in = 2.54 cm, 1 lb = 0.45359237 kg).
public enum BodyUnits {
    public static let centimetersPerInch = 2.54
    public static let kilogramsPerPound = 0.45359237

    /// "5 ft 11 in" → 180.34 cm.
    public static func centimeters(feet: Double, inches: Double) -> Double {
        (feet * 12 + inches) * centimetersPerInch
    }

    /// 180 cm → 5 ft 10.9 in; inches to one decimal, carried into feet at 12.
    public static func feetAndInches(centimeters: Double) -> (feet: Int, inches: Double) {
        let totalInches = ((centimeters / centimetersPerInch) * 10).rounded() / 10
        var feet = Int(totalInches / 12)
        var inches = ((totalInches - Double(feet) * 12) * 10).rounded() / 10
        if inches >= 12 {
            feet += 1
            inches -= 12
        }
        return (feet, inches)
    }

    public static func kilograms(pounds: Double) -> Double {
        pounds * kilogramsPerPound
    }

    public static func pounds(kilograms: Double) -> Double {
        kilograms / kilogramsPerPound
    }
}

/// How a person gives their weight.
public enum WeightUnit: String, CaseIterable, Hashable, Sendable {
    case kg, lb

    /// `value` in this unit, as kilograms.
    public func kilograms(_ value: Double) -> Double {
        self == .kg ? value : BodyUnits.kilograms(pounds: value)
    }

    /// `kilograms` in this unit.
    public func value(ofKilograms kilograms: Double) -> Double {
        self == .kg ? kilograms : BodyUnits.pounds(kilograms: kilograms)
    }
}

/// How a person gives their height.
public enum HeightUnit: String, CaseIterable, Hashable, Sendable {
    case cm
    case ftIn = "ft-in"
}
