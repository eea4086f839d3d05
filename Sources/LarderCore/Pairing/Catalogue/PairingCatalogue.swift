/// The hand-made pairing table of the original app: categories, products, and which products go
/// with each main product (directed: main → partners). Values only; the server stores them.
public struct PairingCatalogue: Hashable, Sendable, Codable {
    public var categories: [PairingCategory]
    public var products: [PairingProduct]
    /// One entry per main product that has partners.
    public var pairings: [PairingLink]

    public init(categories: [PairingCategory] = [], products: [PairingProduct] = [], pairings: [PairingLink] = []) {
        self.categories = categories
        self.products = products
        self.pairings = pairings
    }

    public func category(_ id: String) -> PairingCategory? {
        categories.first { $0.id == id }
    }

    public func product(_ id: String) -> PairingProduct? {
        products.first { $0.id == id }
    }

    /// The category of a product.
    public func category(of product: PairingProduct) -> PairingCategory? {
        category(product.category)
    }

    /// Whether the product is in a main category, so a pairing can start from it.
    public func isMain(_ product: PairingProduct) -> Bool {
        category(of: product)?.isMain == true
    }

    /// The partner ids the catalogue lists for a main product, in its order.
    public func partners(of main: String) -> [String] {
        pairings.first { $0.main == main }?.partners ?? []
    }

    /// The main products, in catalogue order.
    public var mainProducts: [PairingProduct] {
        products.filter(isMain)
    }
}
