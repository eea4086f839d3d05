import Foundation

// Stored and sent by their raw values, so a stored value that is not one of the cases fails to
// decode instead of quietly becoming a default.
extension Sex: Codable {}
extension ActivityLevel: Codable {}
extension WeightGoal: Codable {}
extension EnergyFormula: Codable {}
extension Meal: Codable {}
extension WeightUnit: Codable {}
extension HeightUnit: Codable {}

/// A day is written "YYYY-MM-DD", which also sorts as the days do.
extension CalendarDay: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "“\(text)” is not a YYYY-MM-DD day")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
