import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func listMyCollections(_ input: Operations.listMyCollections.Input) async throws -> Operations.listMyCollections.Output {
        let (request, viewer) = try await signedInViewer()
        let mine = try await request.collections.mine(for: viewer)
        return .ok(.init(body: .json(mine.map(Components.Schemas.RecipeCollection.init))))
    }

    func createCollection(_ input: Operations.createCollection.Input) async throws -> Operations.createCollection.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let created = try await request.collections.create(
            CollectionDraft(name: body.name, description: body.description), isPublic: body.isPublic ?? false, by: request.requireUser())
        return .created(.init(body: .json(.init(created))))
    }

    func listPublicCollections(_ input: Operations.listPublicCollections.Input) async throws -> Operations.listPublicCollections.Output {
        let request = try self.request
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let viewer = try await RecipeViewer.of(request.optionalUser(), on: request.db)
        let found = try await request.collections.publicCollections(page: page, per: per, for: viewer)
        return .ok(
            .init(
                body: .json(
                    .init(
                        items: found.items.map(Components.Schemas.RecipeCollection.init), page: page, per: per, total: found.total))))
    }

    func listBookmarkedCollections(_ input: Operations.listBookmarkedCollections.Input) async throws
        -> Operations.listBookmarkedCollections.Output
    {
        let (request, viewer) = try await signedInViewer()
        let bookmarked = try await request.collections.bookmarked(for: viewer)
        return .ok(.init(body: .json(bookmarked.map(Components.Schemas.RecipeCollection.init))))
    }

    func getCollection(_ input: Operations.getCollection.Input) async throws -> Operations.getCollection.Output {
        let request = try self.request
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let viewer = try await RecipeViewer.of(request.optionalUser(), on: request.db)
        let found = try await request.collections.recipes(
            in: uuid(input.path.collectionId, field: "collectionId"), page: page, per: per, for: viewer)
        return .ok(
            .init(
                body: .json(
                    .init(
                        collection: .init(found.summary),
                        recipes: .init(
                            items: found.items.map(Components.Schemas.RecipeSummary.init), page: page, per: per, total: found.total)))))
    }

    func updateCollection(_ input: Operations.updateCollection.Input) async throws -> Operations.updateCollection.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let updated = try await request.collections.update(
            uuid(input.path.collectionId, field: "collectionId"),
            .init(name: body.name, description: body.description, isPublic: body.isPublic), by: request.requireUser())
        return .ok(.init(body: .json(.init(updated))))
    }

    func deleteCollection(_ input: Operations.deleteCollection.Input) async throws -> Operations.deleteCollection.Output {
        let request = try self.request
        try await request.collections.delete(uuid(input.path.collectionId, field: "collectionId"), by: request.requireUser())
        return .noContent(.init())
    }

    func addRecipeToCollection(_ input: Operations.addRecipeToCollection.Input) async throws -> Operations.addRecipeToCollection.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try request.requireUser()
        let collection = try await request.collections.add(
            uuid(body.recipeId, field: "recipeId"), to: uuid(input.path.collectionId, field: "collectionId"), by: user)
        return .ok(.init(body: .json(.init(collection))))
    }

    func removeRecipeFromCollection(_ input: Operations.removeRecipeFromCollection.Input) async throws
        -> Operations.removeRecipeFromCollection.Output
    {
        let request = try self.request
        let user = try request.requireUser()
        try await request.collections.remove(
            uuid(input.path.recipeId, field: "recipeId"), from: uuid(input.path.collectionId, field: "collectionId"), by: user)
        return .noContent(.init())
    }

    func reorderCollection(_ input: Operations.reorderCollection.Input) async throws -> Operations.reorderCollection.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try request.requireUser()
        guard body.recipeIds.count <= CollectionDraft.Limits.recipes else {
            throw AppError.invalid("recipeIds", .errorFieldTooMany, ["recipeIds", String(CollectionDraft.Limits.recipes)])
        }
        let recipeIDs = try body.recipeIds.map { try uuid($0, field: "recipeIds") }
        let collection = try await request.collections.reorder(
            uuid(input.path.collectionId, field: "collectionId"), first: recipeIDs, by: user)
        return .ok(.init(body: .json(.init(collection))))
    }

    func bookmarkCollection(_ input: Operations.bookmarkCollection.Input) async throws -> Operations.bookmarkCollection.Output {
        let request = try self.request
        try await request.collections.setBookmark(uuid(input.path.collectionId, field: "collectionId"), true, by: request.requireUser())
        return .noContent(.init())
    }

    func unbookmarkCollection(_ input: Operations.unbookmarkCollection.Input) async throws -> Operations.unbookmarkCollection.Output {
        let request = try self.request
        try await request.collections.setBookmark(uuid(input.path.collectionId, field: "collectionId"), false, by: request.requireUser())
        return .noContent(.init())
    }

    /// The request and its signed-in person as a recipe viewer, or 401.
    private func signedInViewer() async throws -> (Request, RecipeViewer) {
        let request = try self.request
        return (request, try await RecipeViewer.of(request.requireUser(), on: request.db))
    }
}

extension Components.Schemas.RecipeCollection {
    init(_ summary: CollectionService.Summary) {
        let collection = summary.collection
        self.init(
            id: collection.id?.uuidString ?? "", name: collection.name, description: collection.description,
            isPublic: collection.isPublic, ownerName: summary.ownerName, recipeCount: summary.recipeCount, mine: summary.mine,
            bookmarked: summary.bookmarked, createdAt: collection.createdAt ?? Date(timeIntervalSince1970: 0),
            updatedAt: collection.updatedAt)
    }
}
