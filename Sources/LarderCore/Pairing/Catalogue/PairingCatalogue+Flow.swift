/// The partners of one allowed category in the flow: main product → partners by category.
public struct PartnerGroup: Hashable, Sendable {
    public var category: PairingCategory
    public var partners: [PartnerEntry]
}

/// A partner offered in the flow: listed by the hand-made table, suggested by the engine, or both.
public struct PartnerEntry: Hashable, Sendable {
    public var product: PairingProduct
    /// The catalogue lists it as a partner of the main product.
    public var listed: Bool
    /// What the engine says about it, when it scored it.
    public var suggestion: PairingSuggestion?
}

extension PairingCatalogue {
    /// The categories a pairing starts from, in catalogue order.
    public var mainCategories: [PairingCategory] {
        categories.filter(\.isMain)
    }

    /// The products of a category, in catalogue order.
    public func products(in category: String) -> [PairingProduct] {
        products.filter { $0.category == category }
    }

    /// The partners of a main product grouped by the categories its category pairs with, in the
    /// order that category lists them; groups without partners are left out. Within a group the
    /// listed partners come first in the table's order, then, with a model, up to
    /// `suggestionsPerGroup` more products of that category the engine ranks best for the main
    /// product and the partners `picked` so far. Nil when `main` is not a main product.
    public func partnerGroups(
        of main: String, picked: [String] = [], model: PairingModel? = nil, suggestionsPerGroup: Int = 5
    ) -> [PartnerGroup]? {
        guard let product = product(main), let category = category(of: product), category.isMain else { return nil }
        let listed = partners(of: main)
        let suggestions = model.map { engineSuggestions(for: product, picked: picked, allowed: category.pairsWith, model: $0) } ?? [:]
        func suggestion(_ partner: PairingProduct) -> PairingSuggestion? {
            model.flatMap { $0.engineName(of: partner) }.flatMap { suggestions[$0] }
        }
        return category.pairsWith.compactMap { groupID -> PartnerGroup? in
            guard let group = self.category(groupID) else { return nil }
            let inGroup = products(in: groupID)
            var entries = listed.compactMap { id in inGroup.first { $0.id == id } }.map { partner in
                PartnerEntry(product: partner, listed: true, suggestion: suggestion(partner))
            }
            let more = inGroup.compactMap { partner -> (PairingProduct, PairingSuggestion)? in
                guard partner.id != main, !listed.contains(partner.id), let found = suggestion(partner) else { return nil }
                return (partner, found)
            }
            .sorted { a, b in a.1.score != b.1.score ? a.1.score > b.1.score : a.0.id < b.0.id }
            entries += more.prefix(max(0, suggestionsPerGroup)).map { PartnerEntry(product: $0.0, listed: false, suggestion: $0.1) }
            return entries.isEmpty ? nil : PartnerGroup(category: group, partners: entries)
        }
    }

    /// The engine's suggestions among the allowed categories' products, by the engine's names.
    private func engineSuggestions(
        for main: PairingProduct, picked: [String], allowed: [String], model: PairingModel
    ) -> [String: PairingSuggestion] {
        let query = ([main] + picked.compactMap(product)).compactMap(model.engineName)
        guard !query.isEmpty else { return [:] }
        let names = products.filter { allowed.contains($0.category) }.compactMap(model.engineName)
        let result = model.suggest(PairingQuery(query, among: names, limit: nil))
        return Dictionary(result.suggestions.map { ($0.ingredient, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension PairingModel {
    /// The engine's name for a catalogue product: the one the catalogue gives, else its food's
    /// or English name as the engine reads them — so products members add are scored too.
    public func engineName(of product: PairingProduct) -> String? {
        product.flavorName ?? resolve(product.food) ?? resolve(product.names.en)
    }
}
