/// Something wrong in a pairing catalogue, naming the part.
public enum PairingCatalogueProblem: Hashable, Sendable, CustomStringConvertible {
    case duplicateCategory(id: String)
    case duplicateProduct(id: String)
    case emptyName(id: String)
    case unknownCategory(product: String, category: String)
    case unknownPairedCategory(category: String, pairedCategory: String)
    /// A secondary category lists categories to pair with; only main ones start a pairing.
    case secondaryPairsWith(category: String)
    case unknownMain(main: String)
    case notAMain(product: String)
    case duplicatePairing(main: String)
    case unknownPartner(main: String, partner: String)
    case duplicatePartner(main: String, partner: String)
    case pairedWithItself(main: String)
    /// The partner's category is not one the main's category pairs with.
    case partnerCategoryNotAllowed(main: String, partner: String, category: String)
    /// An edit names a product or category the catalogue does not have.
    case noSuchProduct(id: String)
    case noSuchCategory(id: String)

    public var description: String {
        switch self {
        case .duplicateCategory(let id): "category \(id) appears more than once"
        case .duplicateProduct(let id): "product \(id) appears more than once"
        case .emptyName(let id): "\(id) has an empty name"
        case .unknownCategory(let product, let category): "product \(product) is in unknown category \(category)"
        case .unknownPairedCategory(let category, let paired): "category \(category) pairs with unknown category \(paired)"
        case .secondaryPairsWith(let category): "secondary category \(category) lists categories to pair with"
        case .unknownMain(let main): "pairings of unknown product \(main)"
        case .notAMain(let product): "product \(product) has partners but is not in a main category"
        case .duplicatePairing(let main): "product \(main) has more than one list of partners"
        case .unknownPartner(let main, let partner): "product \(main) pairs with unknown product \(partner)"
        case .duplicatePartner(let main, let partner): "product \(main) lists partner \(partner) more than once"
        case .pairedWithItself(let main): "product \(main) is paired with itself"
        case .partnerCategoryNotAllowed(let main, let partner, let category):
            "partner \(partner) of \(main) is in category \(category), which \(main)'s category does not pair with"
        case .noSuchProduct(let id): "there is no product \(id)"
        case .noSuchCategory(let id): "there is no category \(id)"
        }
    }
}

extension PairingCatalogue {
    /// Every problem of the catalogue; empty when it is sound.
    public func problems() -> [PairingCatalogueProblem] {
        var problems: [PairingCatalogueProblem] = []
        var categoryIDs = Set<String>()
        for category in categories {
            if !categoryIDs.insert(category.id).inserted { problems.append(.duplicateCategory(id: category.id)) }
            if Self.hasEmptyName(category.names) { problems.append(.emptyName(id: category.id)) }
        }
        for category in categories {
            if !category.isMain, !category.pairsWith.isEmpty { problems.append(.secondaryPairsWith(category: category.id)) }
            for paired in category.pairsWith where !categoryIDs.contains(paired) {
                problems.append(.unknownPairedCategory(category: category.id, pairedCategory: paired))
            }
        }
        var productIDs = Set<String>()
        for product in products {
            if !productIDs.insert(product.id).inserted { problems.append(.duplicateProduct(id: product.id)) }
            if Self.hasEmptyName(product.names) { problems.append(.emptyName(id: product.id)) }
            if !categoryIDs.contains(product.category) {
                problems.append(.unknownCategory(product: product.id, category: product.category))
            }
        }
        var mains = Set<String>()
        for link in pairings {
            guard let main = product(link.main) else {
                problems.append(.unknownMain(main: link.main))
                continue
            }
            if !mains.insert(link.main).inserted { problems.append(.duplicatePairing(main: link.main)) }
            problems += partnerProblems(link.partners, of: main)
        }
        return problems
    }

    /// What is wrong with pairing `partners` with `main`, in the order of `partners`.
    func partnerProblems(_ partners: [String], of main: PairingProduct) -> [PairingCatalogueProblem] {
        guard let category = category(of: main), category.isMain else { return [.notAMain(product: main.id)] }
        var problems: [PairingCatalogueProblem] = []
        var seen = Set<String>()
        for id in partners {
            if !seen.insert(id).inserted {
                problems.append(.duplicatePartner(main: main.id, partner: id))
            } else if id == main.id {
                problems.append(.pairedWithItself(main: main.id))
            } else if let partner = product(id) {
                if !category.pairsWith.contains(partner.category) {
                    problems.append(.partnerCategoryNotAllowed(main: main.id, partner: id, category: partner.category))
                }
            } else {
                problems.append(.unknownPartner(main: main.id, partner: id))
            }
        }
        return problems
    }

    static func hasEmptyName(_ names: PairingNames) -> Bool {
        [names.en, names.uk, names.ru].contains { $0.trimmingSpaces().isEmpty }
    }
}
