/// Why an item is in its aisle.
public enum AisleReason: String, CaseIterable, Hashable, Sendable, Codable {
    /// Someone in the household put an item of this name there.
    case correction
    /// The name says where it is kept ("frozen peas").
    case name
    /// The linked food's group.
    case food
    /// The classifier's guess from the name.
    case classifier
    /// Set by hand on this item.
    case manual
}

/// Picks an item's aisle: the household's own correction for the name first, then what the
/// name says outright ("frozen …"), then the linked food's group, then the classifier.
public struct AisleAssigner: Sendable {
    public let classifier: AisleClassifier

    public init(classifier: AisleClassifier) {
        self.classifier = classifier
    }

    public func assign(name: String, foodGroup: String?, correction: Aisle? = nil) -> (aisle: Aisle, reason: AisleReason) {
        if let correction { return (correction, .correction) }
        if let said = Self.aisleNamed(in: name) { return (said, .name) }
        if let foodGroup, let aisle = Aisle(foodGroup: foodGroup) { return (aisle, .food) }
        return (classifier.aisle(for: name), .classifier)
    }

    /// Frozen food is kept in the freezers whatever its food group: "frozen peas", "ice cream".
    static func aisleNamed(in name: String) -> Aisle? {
        let words = FoodText.words(name)
        let joined = " " + words.joined(separator: " ") + " "
        let frozen = [
            "frozen", "заморожений", "заморожена", "заморожені", "заморожене", "замороженный", "замороженная",
            "замороженные", "замороженное", "морожене", "мороженое",
        ]
        if words.contains(where: frozen.contains) || joined.contains(" ice cream ") { return .frozen }
        return nil
    }
}

/// The form of an item's name that decides "the same name": lowercase, singular words, accents
/// folded ("Tomatoes" and "tomato" are one name), so a correction for one holds for the other.
public enum ShoppingName {
    public static func key(_ name: String) -> String {
        FoodText.tokens(name).joined(separator: " ")
    }
}
