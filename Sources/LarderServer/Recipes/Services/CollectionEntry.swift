import Foundation

/// A collection as the pages show it: plain values, read once from what the service returns.
struct CollectionEntry: Sendable {
    var id: UUID
    var name: String
    var description: String?
    var isPublic: Bool
    var ownerName: String?
    /// The recipes in it this reader may see.
    var recipeCount: Int
    var mine: Bool
    var bookmarked: Bool

    init(_ summary: CollectionService.Summary) throws {
        let collection = summary.collection
        id = try collection.requireID()
        name = collection.name
        description = collection.description
        isPublic = collection.isPublic
        ownerName = summary.ownerName
        recipeCount = summary.recipeCount
        mine = summary.mine
        bookmarked = summary.bookmarked
    }
}
