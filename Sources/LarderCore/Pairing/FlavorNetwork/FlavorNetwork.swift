/// The flavour network of Ahn, Ahnert, Bagrow and Barabási ("Flavor network and the principles of
/// food pairing", Scientific Reports 1:196, 2011): ingredients with their categories, the flavour
/// compounds each holds, and real recipes as ingredient lists with their cuisine.
///
/// Larder does not ship it (its licence is non-commercial); an importer reads the files a user
/// downloads into these values (`FlavorNetwork(parsing:)`), and the pairing engine learns from them.
public struct FlavorNetwork: Sendable {
    /// Every ingredient of `ingr_info.tsv`, in file order.
    public var ingredients: [FlavorIngredient]
    /// Every compound of `comp_info.tsv`, in file order.
    public var compounds: [FlavorCompound]
    /// The recipes of all recipe files, in file order.
    public var recipes: [FlavorRecipe]
    /// Cuisine as the recipe files write it ("Italy", "korean") → the paper's region ("SouthernEuropean").
    /// Cuisines the map leaves without a region ("Asian") are absent.
    public var regionOfCuisine: [String: String]

    public init(
        ingredients: [FlavorIngredient], compounds: [FlavorCompound], recipes: [FlavorRecipe],
        regionOfCuisine: [String: String]
    ) {
        self.ingredients = ingredients
        self.compounds = compounds
        self.recipes = recipes
        self.regionOfCuisine = regionOfCuisine
    }

    /// The region a recipe belongs to, or nil when its cuisine has none.
    public func region(of recipe: FlavorRecipe) -> String? {
        regionOfCuisine[recipe.cuisine]
    }

    /// The regions of the map, in a stable (alphabetical) order.
    public var regions: [String] {
        Set(regionOfCuisine.values).sorted()
    }
}

/// One ingredient of the flavour network.
public struct FlavorIngredient: Hashable, Sendable {
    /// The id the compound table uses.
    public var id: Int
    /// The name as the recipes write it: "olive_oil", "black_pepper".
    public var name: String
    /// The network's category: "meat", "herb", "plant derivative", "alcoholic beverage", …
    public var category: String
    /// Ids of the flavour compounds it holds; empty when the network measured none.
    public var compoundIDs: [Int]

    public init(id: Int, name: String, category: String, compoundIDs: [Int] = []) {
        self.id = id
        self.name = name
        self.category = category
        self.compoundIDs = compoundIDs
    }
}

/// One flavour compound: "jasmone", CAS 488-10-8.
public struct FlavorCompound: Hashable, Sendable {
    public var id: Int
    /// The name with underscores, as the file writes it: "5-methylhexanoic_acid".
    public var name: String
    public var casNumber: String

    public init(id: Int, name: String, casNumber: String) {
        self.id = id
        self.name = name
        self.casNumber = casNumber
    }
}

/// A recipe reduced to its cuisine and its ingredients, each named once.
public struct FlavorRecipe: Hashable, Sendable {
    /// As the recipe file writes it: "Italy", "korean", "American".
    public var cuisine: String
    public var ingredients: [String]

    /// Repeated ingredients are kept once, in order of first mention.
    public init(cuisine: String, ingredients: [String]) {
        self.cuisine = cuisine
        var seen = Set<String>()
        self.ingredients = ingredients.filter { seen.insert($0).inserted }
    }
}
