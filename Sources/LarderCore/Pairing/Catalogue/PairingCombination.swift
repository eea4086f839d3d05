/// A main product with the partners picked for it: "pork with buckwheat, dill and kvass".
public struct PairingCombination: Hashable, Sendable, Codable {
    public var main: String
    public var partners: [String]

    public init(main: String, partners: [String]) {
        self.main = main
        self.partners = partners
    }
}

/// Why a combination cannot be made, naming the part: `field` is "main" or "partners[i]".
public struct PairingCombinationProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case unknownMain
        case notAMain(category: String)
        case noPartners
        case unknownPartner
        case duplicatePartner
        case partnerIsMain
        case categoryNotAllowed(category: String)
    }

    public var field: String
    /// The product id the problem is about.
    public var product: String
    public var reason: Reason

    public var description: String {
        switch reason {
        case .unknownMain: "\(field): no product \(product)"
        case .notAMain(let category): "\(field): \(product) is in \(category), not a main category"
        case .noPartners: "\(field): pick at least one partner for \(product)"
        case .unknownPartner: "\(field): no product \(product)"
        case .duplicatePartner: "\(field): \(product) is already a partner"
        case .partnerIsMain: "\(field): \(product) is the main product"
        case .categoryNotAllowed(let category): "\(field): \(product) is in \(category), which does not pair with the main product"
        }
    }
}

extension PairingCatalogue {
    /// Everything wrong with a combination; empty when it can be saved. Partners must exist, be
    /// distinct and not the main, and be in categories the main's category pairs with (any such
    /// product, not only those the table lists: the engine fills in).
    public func problems(in combination: PairingCombination) -> [PairingCombinationProblem] {
        guard let main = product(combination.main) else {
            return [PairingCombinationProblem(field: "main", product: combination.main, reason: .unknownMain)]
        }
        guard let category = category(of: main), category.isMain else {
            return [PairingCombinationProblem(field: "main", product: main.id, reason: .notAMain(category: main.category))]
        }
        guard !combination.partners.isEmpty else {
            return [PairingCombinationProblem(field: "partners", product: main.id, reason: .noPartners)]
        }
        var problems: [PairingCombinationProblem] = []
        var seen = Set<String>()
        for (offset, id) in combination.partners.enumerated() {
            let field = "partners[\(offset)]"
            if !seen.insert(id).inserted {
                problems.append(PairingCombinationProblem(field: field, product: id, reason: .duplicatePartner))
            } else if id == main.id {
                problems.append(PairingCombinationProblem(field: field, product: id, reason: .partnerIsMain))
            } else if let partner = product(id) {
                if !category.pairsWith.contains(partner.category) {
                    problems.append(
                        PairingCombinationProblem(field: field, product: id, reason: .categoryNotAllowed(category: partner.category)))
                }
            } else {
                problems.append(PairingCombinationProblem(field: field, product: id, reason: .unknownPartner))
            }
        }
        return problems
    }
}

extension PairingCatalogue {
    /// Every product of a combination, the main one first, then the partners in the order picked:
    /// what goes on a shopping list made from it (each product's `food` links it to the food table).
    /// Ids the catalogue does not know are left out.
    public func products(of combination: PairingCombination) -> [PairingProduct] {
        Self.distinct([combination.main] + combination.partners).compactMap(product)
    }
}
