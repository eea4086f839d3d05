/// Finds schema.org `Recipe` nodes in a page's JSON-LD, wherever the page
/// puts them: a top-level object, a list of objects, an `@graph`, a
/// `mainEntity` of a `WebPage`, an `ItemList`, several `<script>` blocks.
enum LinkedDataRecipeFinder {
    /// The parsed contents of every `<script type="application/ld+json">` (and
    /// of the rare `<meta name="application/ld+json" content="…">`), in page order.
    static func scriptValues(in tokens: [MarkupToken]) -> [LinkedDataValue] {
        var values: [LinkedDataValue] = []
        var inLinkedDataScript = false
        for token in tokens {
            switch token {
            case .startTag("script", let attributes, _):
                inLinkedDataScript = attributes.value(named: "type")?.lowercased().contains("ld+json") ?? false
            case .rawText(let text) where inLinkedDataScript:
                values.append(contentsOf: LinkedDataJSONReader.values(in: text))
                inLinkedDataScript = false
            case .startTag("meta", let attributes, _):
                // Some frameworks put the JSON-LD in <meta name="application/ld+json" content="…">.
                inLinkedDataScript = false
                if attributes.value(named: "name")?.lowercased().contains("ld+json") == true,
                    let content = attributes.value(named: "content")
                {
                    values.append(contentsOf: LinkedDataJSONReader.values(in: content))
                }
            default:
                inLinkedDataScript = false
            }
        }
        return values
    }

    /// Every object typed `Recipe` (alone or among other types), in page order.
    static func recipes(in values: [LinkedDataValue]) -> [LinkedDataObject] {
        var recipes: [LinkedDataObject] = []
        for value in values { collect(value, into: &recipes, depth: 0) }
        return recipes
    }

    /// The recipe the page is about: among those found, the first with the
    /// most substance (ingredients, then steps, then a name), with the
    /// properties of any other node describing the same recipe (same `@id`
    /// or name) filled in where it has none.
    static func mainRecipe(among recipes: [LinkedDataObject]) -> LinkedDataObject? {
        func substance(_ recipe: LinkedDataObject) -> Int {
            (recipe.first("recipeIngredient", "ingredients") != nil ? 4 : 0)
                + (recipe.first("recipeInstructions") != nil ? 2 : 0) + (recipe.first("name") != nil ? 1 : 0)
        }
        guard let bestScore = recipes.map(substance).max(),
            var main = recipes.first(where: { substance($0) == bestScore })
        else { return nil }
        for other in recipes where other != main && describesSameRecipe(main, other) {
            for key in other.keys where main[key] == nil { main[key] = other[key] }
        }
        return main
    }

    /// Every node with an `@id` and more than a reference's worth of
    /// properties, so that `{"@id": "#author"}` elsewhere can be followed.
    static func nodesByID(in values: [LinkedDataValue]) -> [String: LinkedDataObject] {
        var nodes: [String: LinkedDataObject] = [:]
        func visit(_ value: LinkedDataValue, depth: Int) {
            guard depth < maximumDepth else { return }
            switch value {
            case .array(let values): values.forEach { visit($0, depth: depth + 1) }
            case .object(let object):
                if let id = object["@id"]?.scalarText, object.keys.contains(where: { $0 != "@id" && $0 != "@type" }),
                    object.keys.count > (nodes[id]?.keys.count ?? 0)
                {
                    nodes[id] = object
                }
                for key in object.keys { if let child = object[key] { visit(child, depth: depth + 1) } }
            default: break
            }
        }
        values.forEach { visit($0, depth: 0) }
        return nodes
    }

    private static let maximumDepth = 24

    private static func collect(_ value: LinkedDataValue, into recipes: inout [LinkedDataObject], depth: Int) {
        guard depth < maximumDepth else { return }
        switch value {
        case .array(let values):
            for element in values { collect(element, into: &recipes, depth: depth + 1) }
        case .object(let object):
            if object.hasType("Recipe") {
                recipes.append(object)
                return
            }
            for key in object.keys {
                if let child = object[key] { collect(child, into: &recipes, depth: depth + 1) }
            }
        default:
            break
        }
    }

    private static func describesSameRecipe(_ one: LinkedDataObject, _ other: LinkedDataObject) -> Bool {
        for key in ["@id", "name"] {
            if let mine = one[key]?.scalarText, let theirs = other[key]?.scalarText, !mine.isEmpty, mine == theirs {
                return true
            }
        }
        return false
    }
}
