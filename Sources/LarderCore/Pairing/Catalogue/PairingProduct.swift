/// A product of the pairing catalogue: pork, carp, rice, dill, red wine…
public struct PairingProduct: Hashable, Sendable, Codable, Identifiable {
    public var id: String
    public var names: PairingNames
    /// The id of its category.
    public var category: String
    /// The name of its picture among the app's images, if it has one.
    public var picture: String?
    /// The food of the food table it stands for, as an English food name the server links with
    /// `FoodMatcher` ("pork", "Fish, carp, raw"), so a combination can go to the shopping list,
    /// the pantry and nutrition.
    public var food: String
    /// The flavour network's name for it ("pork", "olive_oil"), so the pairing engine can score
    /// it; nil when the network has none.
    public var flavorName: String?

    public init(
        id: String, names: PairingNames, category: String, picture: String? = nil, food: String, flavorName: String? = nil
    ) {
        self.id = id
        self.names = names
        self.category = category
        self.picture = picture
        self.food = food
        self.flavorName = flavorName
    }
}

/// The partners a main product pairs with, in the order the catalogue lists them.
public struct PairingLink: Hashable, Sendable, Codable {
    /// The main product's id.
    public var main: String
    /// Partner product ids.
    public var partners: [String]

    public init(main: String, partners: [String]) {
        self.main = main
        self.partners = partners
    }
}
