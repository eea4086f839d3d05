import LarderCore

/// A flavour network small enough to reason about by hand, for the pairing tests that run a
/// server, its pages or a browser.
public enum SalmonFlavorNetwork {
    /// Salmon goes with dill and lemon in Scandinavian recipes and with soy sauce and ginger in
    /// Japanese ones; potatoes and butter go with dill.
    public static let network: FlavorNetwork = {
        let ingredients = [
            FlavorIngredient(id: 0, name: "salmon", category: "fish/seafood", compoundIDs: [1, 2, 3]),
            FlavorIngredient(id: 1, name: "dill", category: "herb", compoundIDs: [2, 3, 4]),
            FlavorIngredient(id: 2, name: "lemon", category: "fruit", compoundIDs: [3, 5]),
            FlavorIngredient(id: 3, name: "potato", category: "vegetable", compoundIDs: [6]),
            FlavorIngredient(id: 4, name: "butter", category: "dairy", compoundIDs: [7]),
            FlavorIngredient(id: 5, name: "soy_sauce", category: "plant derivative", compoundIDs: [8]),
            FlavorIngredient(id: 6, name: "ginger", category: "spice", compoundIDs: [8, 9]),
            FlavorIngredient(id: 7, name: "parsley", category: "herb", compoundIDs: [4]),
        ]
        func recipes(_ count: Int, _ cuisine: String, _ names: String) -> [FlavorRecipe] {
            Array(repeating: FlavorRecipe(cuisine: cuisine, ingredients: names.split(separator: " ").map(String.init)), count: count)
        }
        let all =
            recipes(3, "Scandinavian", "salmon dill lemon") + recipes(2, "Scandinavian", "salmon dill potato butter")
            + recipes(1, "Scandinavian", "potato parsley butter") + recipes(3, "Japanese", "salmon soy_sauce ginger")
            + recipes(1, "Japanese", "soy_sauce ginger")
        return FlavorNetwork(
            ingredients: ingredients,
            compounds: (1...9).map { FlavorCompound(id: $0, name: "compound \($0)", casNumber: "") },
            recipes: all, regionOfCuisine: ["Scandinavian": "NorthernEuropean", "Japanese": "EastAsian"])
    }()
}
