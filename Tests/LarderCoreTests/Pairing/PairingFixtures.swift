@testable import LarderCore

/// A flavour network small enough to reason about by hand: salmon goes with dill and lemon in
/// Scandinavian recipes and with soy sauce and ginger in Japanese ones; magnolia is in no recipe.
enum PairingFixtures {
    static let compounds = [
        FlavorCompound(id: 1, name: "fishy", casNumber: ""), FlavorCompound(id: 2, name: "zingerone", casNumber: ""),
        FlavorCompound(id: 3, name: "acetaldehyde", casNumber: ""), FlavorCompound(id: 4, name: "anethole", casNumber: ""),
        FlavorCompound(id: 5, name: "citral", casNumber: ""), FlavorCompound(id: 6, name: "earthy", casNumber: ""),
        FlavorCompound(id: 7, name: "diacetyl", casNumber: ""), FlavorCompound(id: 8, name: "umami", casNumber: ""),
        FlavorCompound(id: 9, name: "gingerol", casNumber: ""), FlavorCompound(id: 10, name: "theobromine", casNumber: ""),
    ]

    static let ingredients = [
        FlavorIngredient(id: 0, name: "salmon", category: "fish/seafood", compoundIDs: [1, 2, 3]),
        FlavorIngredient(id: 1, name: "dill", category: "herb", compoundIDs: [2, 3, 4]),
        FlavorIngredient(id: 2, name: "lemon", category: "fruit", compoundIDs: [3, 5]),
        FlavorIngredient(id: 3, name: "potato", category: "vegetable", compoundIDs: [6]),
        FlavorIngredient(id: 4, name: "butter", category: "dairy", compoundIDs: [7]),
        FlavorIngredient(id: 5, name: "soy_sauce", category: "plant derivative", compoundIDs: [8]),
        FlavorIngredient(id: 6, name: "ginger", category: "spice", compoundIDs: [8, 9]),
        FlavorIngredient(id: 7, name: "magnolia", category: "flower", compoundIDs: [4, 5]),
        FlavorIngredient(id: 8, name: "chocolate", category: "plant derivative", compoundIDs: [10]),
        FlavorIngredient(id: 9, name: "olive_oil", category: "plant derivative", compoundIDs: []),
        FlavorIngredient(id: 10, name: "chicken", category: "meat", compoundIDs: [1]),
    ]

    static func recipes(_ count: Int, _ cuisine: String, _ ingredients: String) -> [FlavorRecipe] {
        Array(repeating: FlavorRecipe(cuisine: cuisine, ingredients: ingredients.split(separator: " ").map(String.init)), count: count)
    }

    static let allRecipes =
        recipes(3, "Scandinavian", "salmon dill lemon") + recipes(2, "Scandinavian", "salmon dill potato butter")
        + recipes(1, "Scandinavian", "potato dill butter") + recipes(3, "Japanese", "salmon soy_sauce ginger")
        + recipes(1, "Japanese", "soy_sauce ginger") + recipes(3, "American", "chocolate butter")

    static let network = FlavorNetwork(
        ingredients: ingredients, compounds: compounds, recipes: allRecipes,
        regionOfCuisine: ["Scandinavian": "NorthernEuropean", "Japanese": "EastAsian", "American": "NorthAmerican"])

    static let model = PairingModel(network: network)

    static func names(_ result: PairingResult) -> [String] {
        result.suggestions.map(\.ingredient)
    }
}
