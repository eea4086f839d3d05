import Fluent
import Foundation
import LarderCore
import SQLKit

/// Collections of recipes: each person's own, named and ordered, and the public ones admins
/// curate. Someone else's private collection is "not found" however it is asked for; a recipe
/// in a collection that its reader may no longer see is left out, never an error.
struct CollectionService {
    let db: any Database

    /// A collection as one reader sees it.
    struct Summary: Sendable {
        var collection: RecipeCollection
        var ownerName: String?
        /// The recipes in it this reader may see.
        var recipeCount: Int
        var mine: Bool
        var bookmarked: Bool
    }

    /// What an edit changes; nil leaves a field as it is.
    struct Changes: Sendable {
        var name: String?
        var description: String?
        var isPublic: Bool?
    }

    // MARK: Reading

    /// The viewer's own collections, by name.
    func mine(for viewer: RecipeViewer) async throws -> [Summary] {
        let collections = try await RecipeCollection.query(on: db).filter(\.$ownerID == viewer.requireUserID()).all()
        return try await summaries(of: collections, for: viewer)
            .sorted { $0.collection.name.localizedStandardCompare($1.collection.name) == .orderedAscending }
    }

    /// A collection's name, for a list to choose from.
    struct Choice: Sendable, Equatable {
        var id: UUID
        var name: String
    }

    /// The viewer's own collections to choose from, by name: what a recipe page offers to add to,
    /// so only the two columns it shows, without the counts and bookmarks a summary carries.
    func choices(for viewer: RecipeViewer) async throws -> [Choice] {
        let rows = try await db.sql().select().column("id").column("name").from(RecipeCollection.schema)
            .where("owner_id", .equal, viewer.requireUserID()).all()
        return try rows.map { Choice(id: try $0.decode(column: "id", as: UUID.self), name: try $0.decode(column: "name", as: String.self)) }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    /// One page of the public collections, by name.
    func publicCollections(page: Int, per: Int, for viewer: RecipeViewer) async throws -> (items: [Summary], total: Int) {
        let query = RecipeCollection.query(on: db).filter(\.$isPublic == true)
        let total = try await query.count()
        let collections = try await RecipeCollection.query(on: db).filter(\.$isPublic == true)
            .sort(\.$name).sort(\.$id).range((page - 1) * per..<page * per).all()
        return (try await summaries(of: collections, for: viewer), total)
    }

    /// The collections the viewer bookmarked and may still open, latest bookmark first.
    func bookmarked(for viewer: RecipeViewer) async throws -> [Summary] {
        let userID = try viewer.requireUserID()
        let bookmarks = try await RecipeCollectionBookmark.query(on: db).filter(\.$userID == userID)
            .with(\.$collection).sort(\.$createdAt, .descending).all()
        let collections = bookmarks.map(\.collection).filter { $0.isPublic || $0.ownerID == userID }
        return try await summaries(of: collections, for: viewer)
    }

    func summary(_ id: UUID, for viewer: RecipeViewer) async throws -> Summary {
        try await summary(of: readable(id, for: viewer), for: viewer)
    }

    // MARK: Writing

    func create(_ draft: CollectionDraft, isPublic: Bool, by user: Person) async throws -> Summary {
        let draft = try Self.validate(draft)
        if isPublic, !user.isAdmin { throw AppError.forbidden(.errorAdminsOnly) }
        let viewer = try await RecipeViewer.of(user, on: db)
        let collection = RecipeCollection(
            ownerID: try viewer.requireUserID(), name: draft.name, description: draft.description, isPublic: isPublic)
        try await collection.create(on: db)
        return try await summary(of: collection, for: viewer)
    }

    func update(_ id: UUID, _ changes: Changes, by user: Person) async throws -> Summary {
        let viewer = try await RecipeViewer.of(user, on: db)
        let collection = try await editable(id, for: viewer)
        let draft = try Self.validate(
            CollectionDraft(name: changes.name ?? collection.name, description: changes.description ?? collection.description))
        if let isPublic = changes.isPublic {
            // Publishing is curation, an admin's job; anyone may take their own collection private.
            if isPublic, !collection.isPublic, !user.isAdmin { throw AppError.forbidden(.errorAdminsOnly) }
            collection.isPublic = isPublic
        }
        collection.name = draft.name
        collection.description = draft.description
        try await collection.save(on: db)
        return try await summary(of: collection, for: viewer)
    }

    func delete(_ id: UUID, by user: Person) async throws {
        let viewer = try await RecipeViewer.of(user, on: db)
        try await editable(id, for: viewer).delete(on: db)
    }

    /// Bookmarks a public collection, or removes the viewer's bookmark. Repeating either is harmless.
    func setBookmark(_ id: UUID, _ bookmarked: Bool, by user: Person) async throws {
        let viewer = try await RecipeViewer.of(user, on: db)
        let userID = try viewer.requireUserID()
        let existing = try await RecipeCollectionBookmark.query(on: db)
            .filter(\.$collection.$id == id).filter(\.$userID == userID).first()
        if !bookmarked, let existing {
            // A collection made private since keeps no hold on its bookmarks.
            try await existing.delete(on: db)
            return
        }
        let collection = try await readable(id, for: viewer)
        guard bookmarked, existing == nil else { return }
        guard collection.isPublic else { throw AppError.conflict(.errorCollectionNotPublic, field: "collectionId") }
        do {
            try await RecipeCollectionBookmark(collectionID: id, userID: userID).create(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // A second tap that raced the first: the bookmark exists, which is what was asked.
        }
    }

    // MARK: Access

    /// The collection if the viewer may open it: their own, or a public one.
    func readable(_ id: UUID, for viewer: RecipeViewer) async throws -> RecipeCollection {
        guard let collection = try await RecipeCollection.find(id, on: db),
            collection.isPublic || collection.ownerID == viewer.userID
        else { throw AppError.notFound(.errorCollectionNotFound, field: "collectionId") }
        return collection
    }

    /// The collection if the viewer owns it; 404 when they may not see it, 403 when they only may read it.
    func editable(_ id: UUID, for viewer: RecipeViewer) async throws -> RecipeCollection {
        let collection = try await readable(id, for: viewer)
        guard collection.ownerID == viewer.userID else { throw AppError.forbidden(.errorCollectionEditForbidden) }
        return collection
    }

    /// Which of a collection's recipes the viewer sees: its owner every one they may read,
    /// anyone else the public ones.
    static func shownRecipes(of collection: RecipeCollection, to viewer: RecipeViewer) -> SQLQueryString {
        collection.ownerID == viewer.userID ? viewer.readableCondition : RecipeViewer.publicCondition
    }

    // MARK: Summaries

    func summary(of collection: RecipeCollection, for viewer: RecipeViewer, recipeCount: Int? = nil) async throws -> Summary {
        guard let summary = try await summaries(of: [collection], for: viewer, knownCount: recipeCount).first else {
            throw AppError.notFound(.errorCollectionNotFound, field: "collectionId")
        }
        return summary
    }

    /// The collections with their owners' names, the recipes each shows the viewer and whether
    /// the viewer bookmarked them, in a fixed number of queries however many there are.
    private func summaries(of collections: [RecipeCollection], for viewer: RecipeViewer, knownCount: Int? = nil) async throws -> [Summary] {
        guard !collections.isEmpty else { return [] }
        let ids = try collections.map { try $0.requireID() }
        let names = try await db.people.names(of: Set(collections.map(\.ownerID)))
        var counts: [UUID: Int] = [:]
        if knownCount == nil {
            let own = collections.filter { $0.ownerID == viewer.userID }.compactMap(\.id)
            let others = collections.filter { $0.ownerID != viewer.userID }.compactMap(\.id)
            counts.merge(try await recipeCounts(own, shown: viewer.readableCondition)) { $1 }
            counts.merge(try await recipeCounts(others, shown: RecipeViewer.publicCondition)) { $1 }
        }
        var bookmarked: Set<UUID> = []
        if let userID = viewer.userID {
            let bookmarks = try await RecipeCollectionBookmark.query(on: db).filter(\.$userID == userID).filter(\.$collection.$id ~~ ids)
                .all()
            bookmarked = Set(bookmarks.map { $0.$collection.id })
        }
        return zip(collections, ids).map { collection, id in
            Summary(
                collection: collection, ownerName: names[collection.ownerID], recipeCount: knownCount ?? counts[id] ?? 0,
                mine: collection.ownerID == viewer.userID, bookmarked: bookmarked.contains(id))
        }
    }

    private func recipeCounts(_ ids: [UUID], shown: SQLQueryString) async throws -> [UUID: Int] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await db.sql().raw(
            "SELECT i.collection_id AS id, COUNT(*) AS total FROM recipe_collection_items AS i"
                + " JOIN recipes AS r ON r.id = i.recipe_id WHERE i.collection_id IN (\(binds: ids)) AND " + shown
                + " GROUP BY i.collection_id"
        ).all()
        var counts: [UUID: Int] = [:]
        for row in rows {
            counts[try row.decode(column: "id", as: UUID.self)] = try row.decode(column: "total", as: Int.self)
        }
        return counts
    }

    static func validate(_ draft: CollectionDraft) throws -> CollectionDraft {
        do {
            return try draft.validated()
        } catch {
            throw AppError(recipeProblem: error)
        }
    }
}
