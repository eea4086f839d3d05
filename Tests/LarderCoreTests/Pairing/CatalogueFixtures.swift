@testable import LarderCore

/// A small catalogue in the original's shape: meat and sides start pairings; spices and drinks
/// only partner them.
enum CatalogueFixtures {
    static func product(_ id: String, _ category: String, flavor: String? = nil) -> PairingProduct {
        PairingProduct(id: id, names: PairingNames(id.capitalized), category: category, food: id, flavorName: flavor)
    }

    static let catalogue = PairingCatalogue(
        categories: [
            PairingCategory(id: "meat", names: PairingNames("Meat"), role: .main, pairsWith: ["spices", "sides", "drinks"]),
            PairingCategory(id: "sides", names: PairingNames("Sides"), role: .main, pairsWith: ["spices"]),
            PairingCategory(id: "spices", names: PairingNames("Spices"), role: .secondary),
            PairingCategory(id: "drinks", names: PairingNames("Drinks"), role: .secondary),
            PairingCategory(id: "desserts", names: PairingNames("Desserts"), role: .secondary),
        ],
        products: [
            product("pork", "meat", flavor: "salmon"), product("rice", "sides"), product("potato", "sides", flavor: "potato"),
            product("dill", "spices", flavor: "dill"), product("pepper", "spices"), product("ginger", "spices", flavor: "ginger"),
            product("beer", "drinks"), product("cake", "desserts"), product("lemon", "spices", flavor: "lemon"),
        ],
        pairings: [PairingLink(main: "pork", partners: ["beer", "rice", "dill", "pepper"])])
}
