import Foundation

/// A chef's profile as the pages show it: plain values, read once from the stored profile.
struct ChefEntry: Sendable {
    var id: UUID
    var name: String
    var bio: String?
    var links: [String]
    /// The stored photo's name, when there is one.
    var photo: String?

    init(_ chef: Chef) throws {
        id = try chef.requireID()
        name = chef.name
        bio = chef.bio
        links = chef.links
        photo = chef.photo
    }
}

extension ChefService {
    /// One page of chefs, by name, as the pages show them.
    func entries(page: Int, per: Int) async throws -> (items: [ChefEntry], total: Int) {
        let found = try await list(page: page, per: per)
        return (try found.items.map(ChefEntry.init), found.total)
    }

    /// One chef as the pages show them.
    func entry(_ id: UUID) async throws -> ChefEntry {
        try ChefEntry(try await chef(id))
    }
}
