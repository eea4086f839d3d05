/// The texts of the flavour-network files, read by the caller (Core does no I/O).
public struct FlavorNetworkFiles: Sendable {
    /// `ingr_info.tsv`: `id<TAB>name<TAB>category`, a `#` header.
    public var ingredients: String
    /// `comp_info.tsv`: `id<TAB>name<TAB>CAS number`, a `#` header.
    public var compounds: String
    /// `ingr_comp.tsv`: `ingredient id<TAB>compound id`, a `#` header.
    public var ingredientCompounds: String
    /// `allr_recipes.txt`, `epic_recipes.txt`, `menu_recipes.txt`: `cuisine<TAB>ingredient<TAB>…` per line.
    public var recipes: [String]
    /// `map.txt`: `cuisine<TAB>region`, the region empty for cuisines left out.
    public var regionMap: String

    /// The recipe files in the order the paper lists them.
    public static let recipeFileNames = ["allr_recipes.txt", "epic_recipes.txt", "menu_recipes.txt"]
    public static let fileNames = ["ingr_info.tsv", "comp_info.tsv", "ingr_comp.tsv", "map.txt"] + recipeFileNames

    public init(ingredients: String, compounds: String, ingredientCompounds: String, recipes: [String], regionMap: String) {
        self.ingredients = ingredients
        self.compounds = compounds
        self.ingredientCompounds = ingredientCompounds
        self.recipes = recipes
        self.regionMap = regionMap
    }
}

/// Why the flavour-network files could not be read.
public enum FlavorNetworkError: Error, Equatable, Sendable {
    /// A table that must have rows has none: the wrong file, or an empty one.
    case noRows(file: String)
}

extension FlavorNetwork {
    /// Reads the files' texts. Lines that do not have the expected fields (a truncated download)
    /// are skipped; a table without any row throws, since no model can be learnt from it.
    public init(parsing files: FlavorNetworkFiles) throws(FlavorNetworkError) {
        var compoundsByIngredient: [Int: [Int]] = [:]
        for fields in Self.rows(files.ingredientCompounds) where fields.count >= 2 {
            guard let ingredient = Int(fields[0]), let compound = Int(fields[1]) else { continue }
            compoundsByIngredient[ingredient, default: []].append(compound)
        }
        let ingredients = Self.rows(files.ingredients).compactMap { fields -> FlavorIngredient? in
            guard fields.count >= 3, let id = Int(fields[0]), !fields[1].isEmpty else { return nil }
            let compounds = Array(Set(compoundsByIngredient[id] ?? [])).sorted()
            return FlavorIngredient(id: id, name: fields[1], category: fields[2], compoundIDs: compounds)
        }
        guard !ingredients.isEmpty else { throw .noRows(file: "ingr_info.tsv") }
        let compounds = Self.rows(files.compounds).compactMap { fields -> FlavorCompound? in
            guard fields.count >= 2, let id = Int(fields[0]) else { return nil }
            return FlavorCompound(id: id, name: fields[1], casNumber: fields.count > 2 ? fields[2] : "")
        }
        guard !compounds.isEmpty else { throw .noRows(file: "comp_info.tsv") }
        var regions: [String: String] = [:]
        for fields in Self.rows(files.regionMap) where fields.count >= 2 && !fields[1].isEmpty {
            regions[fields[0]] = fields[1]
        }
        let recipes = files.recipes.flatMap { text in
            Self.rows(text).compactMap { fields -> FlavorRecipe? in
                let names = fields.dropFirst().filter { !$0.isEmpty }
                return names.isEmpty ? nil : FlavorRecipe(cuisine: fields[0], ingredients: Array(names))
            }
        }
        guard !recipes.isEmpty else { throw .noRows(file: FlavorNetworkFiles.recipeFileNames.joined(separator: ", ")) }
        self.init(ingredients: ingredients, compounds: compounds, recipes: recipes, regionOfCuisine: regions)
    }

    /// Tab-separated fields of each line that is neither blank nor a `#` comment, trimmed. Works
    /// on UTF-8 bytes: the recipe files are megabytes, and tabs and line ends are ASCII.
    static func rows(_ text: String) -> [[String]] {
        let tab = UInt8(ascii: "\t")
        return text.utf8.split(omittingEmptySubsequences: true) { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
            .compactMap { line -> [String]? in
                let fields = line.split(separator: tab, omittingEmptySubsequences: false).map { bytes in
                    var field = bytes.drop { $0 == UInt8(ascii: " ") }
                    while field.last == UInt8(ascii: " ") { field = field.dropLast() }
                    // A byte-order mark at the start of a file.
                    if field.starts(with: [0xEF, 0xBB, 0xBF]) { field = field.dropFirst(3) }
                    return String(decoding: field, as: UTF8.self)
                }
                guard let first = fields.first, !(fields.count == 1 && first.isEmpty), !first.hasPrefix("#") else { return nil }
                return fields
            }
    }
}
