import Foundation

/// Every page address of the pairing flow. Most pages work for one household, named by the
/// `household` query (`PairingRoute.in(_:_:)`).
enum PairingRoute: SiteRoute {
    case home
    case category(Parameter<String>)
    case products
    case newProduct
    case product(Parameter<String>)
    case productEdit(Parameter<String>)
    case productPartners(Parameter<String>)
    case suggest
    case `import`
    case food(Parameter<UUID>)
    case combinations
    case combinationShoppingList(Parameter<UUID>)
    case combinationDeletion(Parameter<UUID>)

    var segments: [RouteSegment] {
        switch self {
        case .home: ["pairing"]
        case .category(let id): ["pairing", "categories", .param(.category, id)]
        case .products: ["pairing", "products"]
        case .newProduct: ["pairing", "products", "new"]
        case .product(let id): ["pairing", "products", .param(.product, id)]
        case .productEdit(let id): ["pairing", "products", .param(.product, id), "edit"]
        case .productPartners(let id): ["pairing", "products", .param(.product, id), "partners"]
        case .suggest: ["pairing", "suggest"]
        case .import: ["pairing", "import"]
        case .food(let id): ["pairing", "food", .param(.food, id)]
        case .combinations: ["pairing", "combinations"]
        case .combinationShoppingList(let id): ["pairing", "combinations", .param(.combination, id), "shopping-list"]
        case .combinationDeletion(let id): ["pairing", "combinations", .param(.combination, id), "delete"]
        }
    }

    /// The page for one household: `…?household=<id>`.
    func `in`(_ household: UUID) -> String {
        path(query: ["household": household.uuidString])
    }

    /// The page for one household: `…?household=<id>`, the id as the page has it.
    func `in`(_ household: String) -> String {
        path(query: ["household": household])
    }
}
