/// A category of the pairing catalogue: meat, sides, spices, drinks…
public struct PairingCategory: Hashable, Sendable, Codable, Identifiable {
    /// Where a category stands in the flow.
    public enum Role: String, Hashable, Sendable, Codable {
        /// A pairing starts from its products (meat, fish, sides); its products can also be
        /// partners of other main products (rice beside pork).
        case main
        /// Its products only appear as partners (spices, drinks, desserts).
        case secondary
    }

    public var id: String
    public var names: PairingNames
    public var role: Role
    /// For a main category, the categories its products pair with, in the order the flow shows
    /// them; empty for a secondary one.
    public var pairsWith: [String]

    public init(id: String, names: PairingNames, role: Role, pairsWith: [String] = []) {
        self.id = id
        self.names = names
        self.role = role
        self.pairsWith = pairsWith
    }

    public var isMain: Bool { role == .main }
}
