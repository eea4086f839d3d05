/// Why an edit of the catalogue was refused; nothing was changed.
public struct PairingCatalogueEditError: Error, Hashable, Sendable {
    public var problems: [PairingCatalogueProblem]
}

extension PairingCatalogue {
    /// The catalogue with a new product and its partners. A main product's partners are products
    /// it goes with; a secondary product's are the main products it goes with (the pairing is kept
    /// as main → it, since pairings start from main products).
    public func adding(_ product: PairingProduct, partners: [String] = []) throws(PairingCatalogueEditError) -> PairingCatalogue {
        var edited = self
        edited.products.append(product)
        var problems: [PairingCatalogueProblem] = []
        if self.product(product.id) != nil { problems.append(.duplicateProduct(id: product.id)) }
        if Self.hasEmptyName(product.names) { problems.append(.emptyName(id: product.id)) }
        if category(product.category) == nil {
            problems.append(.unknownCategory(product: product.id, category: product.category))
        }
        guard problems.isEmpty else { throw PairingCatalogueEditError(problems: problems) }
        return try edited.addingPartners(partners, to: product.id)
    }

    /// The catalogue with more partners for a product (see `adding(_:partners:)` for which way
    /// they go). Partners it already has are kept once.
    public func addingPartners(_ partners: [String], to productID: String) throws(PairingCatalogueEditError) -> PairingCatalogue {
        guard let product = product(productID) else { throw PairingCatalogueEditError(problems: [.unknownMain(main: productID)]) }
        guard !partners.isEmpty else { return self }
        var edited = self
        if isMain(product) {
            let new = Self.distinct(partners).filter { !self.partners(of: productID).contains($0) }
            let problems = partnerProblems(new, of: product)
            guard problems.isEmpty else { throw PairingCatalogueEditError(problems: problems) }
            edited.appendPartners(new, to: productID)
            return edited
        }
        var problems: [PairingCatalogueProblem] = []
        for mainID in Self.distinct(partners) {
            guard let main = self.product(mainID) else {
                problems.append(.unknownPartner(main: productID, partner: mainID))
                continue
            }
            guard !self.partners(of: mainID).contains(productID) else { continue }
            let found = partnerProblems([productID], of: main)
            if found.isEmpty { edited.appendPartners([productID], to: mainID) } else { problems += found }
        }
        guard problems.isEmpty else { throw PairingCatalogueEditError(problems: problems) }
        return edited
    }

    private mutating func appendPartners(_ partners: [String], to main: String) {
        if let index = pairings.firstIndex(where: { $0.main == main }) {
            pairings[index].partners += partners
        } else {
            pairings.append(PairingLink(main: main, partners: partners))
        }
    }

    static func distinct(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }
    }
}

extension PairingCatalogue {
    /// The catalogue with a product changed in place (names, category, picture, food). Refused
    /// when the change breaks the catalogue — a problem it did not have before, such as a
    /// partner now in a category its main product does not pair with.
    public func replacing(_ product: PairingProduct) throws(PairingCatalogueEditError) -> PairingCatalogue {
        guard let index = products.firstIndex(where: { $0.id == product.id }) else {
            throw PairingCatalogueEditError(problems: [.noSuchProduct(id: product.id)])
        }
        var edited = self
        edited.products[index] = product
        return try edited.keepingSound(comparedWith: self)
    }

    /// The catalogue with a category changed in place (names, role, the categories it pairs
    /// with), refused like `replacing(_:)` for a product when it breaks what was sound.
    public func replacing(_ category: PairingCategory) throws(PairingCatalogueEditError) -> PairingCatalogue {
        guard let index = categories.firstIndex(where: { $0.id == category.id }) else {
            throw PairingCatalogueEditError(problems: [.noSuchCategory(id: category.id)])
        }
        var edited = self
        edited.categories[index] = category
        return try edited.keepingSound(comparedWith: self)
    }

    /// Self, unless it has problems `original` did not.
    private func keepingSound(comparedWith original: PairingCatalogue) throws(PairingCatalogueEditError) -> PairingCatalogue {
        let before = Set(original.problems())
        let introduced = problems().filter { !before.contains($0) }
        guard introduced.isEmpty else { throw PairingCatalogueEditError(problems: introduced) }
        return self
    }
}
