/// What a recipe asks to be done the day before it is cooked: defrosting, or soaking (beans,
/// chickpeas). Read from its ingredient lines and steps in English, Ukrainian or Russian, so the
/// planner can offer a reminder the evening before a planned meal.
public enum AdvancePreparation: String, CaseIterable, Codable, Sendable, Hashable {
    case defrost
    case soak

    /// Word stems that ask for it, lowercased; a stem matches anywhere in a word.
    var stems: [String] {
        switch self {
        case .defrost: ["defrost", "thaw", "розмороз", "размороз", "відтан", "оттаи", "оттая"]
        case .soak: ["soak", "замоч", "замач"]
        }
    }

    /// Each preparation any of the texts asks for, in declaration order.
    public static func needed(in texts: [String]) -> [AdvancePreparation] {
        let lowered = texts.map { $0.lowercased() }
        return allCases.filter { preparation in
            lowered.contains { text in preparation.stems.contains { text.contains($0) } }
        }
    }
}
