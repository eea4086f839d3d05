import Foundation

/// What an admin writes about a chef credited on public recipes.
public struct ChefProfile: Hashable, Sendable, Codable {
    public var name: String
    public var bio: String?
    /// Web addresses: the chef's site, books, channels.
    public var links: [String]

    public init(name: String, bio: String? = nil, links: [String] = []) {
        self.name = name
        self.bio = bio
        self.links = links
    }

    public enum Limits {
        public static let name = 100
        public static let bio = 2_000
        public static let links = 10
        public static let link = 2_000
    }

    /// The profile with text tidied, blank links dropped and repeated ones removed — or the
    /// first problem found.
    public func validated() throws(RecipeProblem) -> ChefProfile {
        var profile = self
        profile.name = RecipeDraft.clean(name)
        guard !profile.name.isEmpty else { throw RecipeProblem(field: "name", reason: .required) }
        guard profile.name.count <= Limits.name else { throw RecipeProblem(field: "name", reason: .tooLong(max: Limits.name)) }

        profile.bio = bio.map(RecipeDraft.cleanParagraphs).flatMap { $0.isEmpty ? nil : $0 }
        if let text = profile.bio, text.count > Limits.bio { throw RecipeProblem(field: "bio", reason: .tooLong(max: Limits.bio)) }

        guard links.count <= Limits.links else { throw RecipeProblem(field: "links", reason: .tooMany(max: Limits.links)) }
        profile.links = RecipeDraft.unique(links.map(RecipeDraft.clean).filter { !$0.isEmpty })
        guard profile.links.count <= Limits.links else { throw RecipeProblem(field: "links", reason: .tooMany(max: Limits.links)) }
        for link in profile.links {
            guard link.count <= Limits.link else { throw RecipeProblem(field: "links", reason: .tooLong(max: Limits.link)) }
            guard RecipeDraft.isWebAddress(link) else { throw RecipeProblem(field: "links", reason: .notAWebAddress) }
        }
        return profile
    }
}
