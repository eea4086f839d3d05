import Foundation
import LarderCore
import Vapor

/// Collections on the web: one's own (made, renamed, deleted, recipes added, removed and moved
/// up or down), the public ones admins curate (open to guests, bookmarked by people), and
/// "add to collection" on a recipe. Someone else's private collection is not found.
struct RecipeCollectionPages: RouteCollection {
    static let perPage = 50

    func boot(routes: any RoutesBuilder) throws {
        routes.get(CollectionRoute.mine, use: mine)
        routes.post(RecipeRoute.collect(.key), use: collect)
        routes.get(CollectionRoute.list, use: publicList)
        routes.post(CollectionRoute.list, use: create)
        routes.get(CollectionRoute.detail(.key), use: show)
        routes.post(CollectionRoute.edit(.key), use: edit)
        routes.get(CollectionRoute.deletion(.key), use: confirmDelete)
        routes.post(CollectionRoute.deletion(.key), use: delete)
        routes.post(CollectionRoute.recipes(.key), use: add)
        routes.post(CollectionRoute.recipeRemoval(.key, recipe: .key), use: remove)
        routes.post(CollectionRoute.recipeMove(.key, recipe: .key), use: move)
        routes.post(CollectionRoute.bookmark(.key), use: bookmark)
    }

    @Sendable
    func mine(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        return try await myCollections(request, user: user, input: CollectionInput(), state: FormState())
    }

    @Sendable
    func publicList(request: Request) async throws -> Response {
        let page = request.pageNumber
        let viewer = try await RecipeViewer.of(request.web.user, on: request.db)
        let found = try await request.collections.publicCollections(page: page, per: Self.perPage, for: viewer)
        let model = PublicCollectionsPage.Model(
            items: try found.items.map(CollectionEntry.init), total: found.total, page: page, per: Self.perPage)
        return PublicCollectionsPage.View(context: request.web, model: model).response()
    }

    /// Makes a collection; an admin may make it public. Back to where the form was, or to the new collection.
    @Sendable
    func create(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let input = try request.content.decode(CollectionInput.self)
        let text = request.web.text
        do {
            let created = try await request.collections.create(input.draft, isPublic: input.isPublic == "on", by: user)
            request.setFlash(.success, text.text(.recipeCollectionCreated, [created.collection.name]))
            return request.redirect(to: CollectionRoute.detail(.value(try created.collection.requireID())))
        } catch let error as AppError where error.kind == .invalidInput {
            let labelled = error.labelled(CollectionInput.labels(text))
            if let next = input.next {
                request.setFlash(.error, text.sentence(for: labelled))
                return request.redirect(to: request.localReturnPath(next))
            }
            let state = FormState(values: [:], error: labelled, text: text, fields: ["name", "description"])
            return try await myCollections(request, user: user, input: input, state: state, status: .badRequest)
        }
    }

    @Sendable
    func show(request: Request) async throws -> Response {
        let id = try collectionID(request)
        let viewer = try await RecipeViewer.of(request.web.user, on: request.db)
        let page = request.pageNumber
        let found = try await request.collections.recipes(in: id, page: page, per: Self.perPage, for: viewer)
        var candidates: [RecipeSummary]?
        let search = String(((try? request.query.get(String.self, at: "q")) ?? "").prefix(200))
        if found.summary.mine, !search.trimmingCharacters(in: .whitespaces).isEmpty {
            var query = RecipeQuery()
            query.text = search
            query.scope = found.summary.collection.isPublic ? .public : .all
            query.per = 10
            candidates = try await request.recipes.search(query, for: viewer).items
        }
        let model = CollectionDetailPage.Model(
            summary: try CollectionEntry(found.summary), items: found.items.map(\.summary), total: found.total, page: page,
            per: Self.perPage, search: search, candidates: candidates)
        return CollectionDetailPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func edit(request: Request) async throws -> Response {
        let id = try collectionID(request)
        let user = try requirePerson(request, returningTo: id)
        let input = try request.content.decode(CollectionInput.self)
        let text = request.web.text
        do {
            let changes = CollectionService.Changes(
                name: input.name ?? "", description: input.description ?? "",
                isPublic: input.publicChoice == nil ? nil : input.isPublic == "on")
            _ = try await request.collections.update(id, changes, by: user)
            request.setFlash(.success, text[.flashSaved])
        } catch let error as AppError where error.kind == .invalidInput {
            request.setFlash(.error, text.sentence(for: error.labelled(CollectionInput.labels(text))))
        }
        return request.redirect(to: CollectionRoute.detail(.value(id)))
    }

    @Sendable
    func confirmDelete(request: Request) async throws -> Response {
        let id = try collectionID(request)
        let user = try request.requireWebUser()
        let collection = try await request.collections.editable(id, for: RecipeViewer.of(user, on: request.db))
        return CollectionDeletionPage.View(context: request.web, model: .init(id: id, name: collection.name)).response()
    }

    @Sendable
    func delete(request: Request) async throws -> Response {
        let id = try collectionID(request)
        let user = try requirePerson(request, returningTo: id)
        let collection = try await request.collections.editable(id, for: RecipeViewer.of(user, on: request.db))
        try await request.collections.delete(id, by: user)
        request.setFlash(.success, request.web.text.text(.recipeCollectionDeleted, [collection.name]))
        return request.redirect(to: collection.isPublic && user.isAdmin ? CollectionRoute.admin : CollectionRoute.mine)
    }

    /// Adds the recipe named in the form (from the collection's own search).
    @Sendable
    func add(request: Request) async throws -> Response {
        let id = try collectionID(request)
        let user = try requirePerson(request, returningTo: id)
        let form = try request.content.decode(RecipeChoice.self)
        guard let recipeID = form.recipeId.flatMap(UUID.init(uuidString:)) else { throw AppError.notFound(.errorRecipeNotFound) }
        try await addOrExplain(request, recipeID, to: id, by: user)
        return request.redirect(to: request.localReturnPath(form.next, fallback: CollectionRoute.detail(.value(id)).path))
    }

    @Sendable
    func remove(request: Request) async throws -> Response {
        let id = try collectionID(request)
        let user = try requirePerson(request, returningTo: id)
        try await request.collections.remove(try request.recipeID(), from: id, by: user)
        request.setFlash(.success, request.web.text[.recipeCollectionRecipeRemoved])
        return request.redirect(to: returnPath(request, id))
    }

    @Sendable
    func move(request: Request) async throws -> Response {
        let id = try collectionID(request)
        let user = try requirePerson(request, returningTo: id)
        let direction = try? request.content.get(String.self, at: "direction")
        _ = try await request.collections.move(try request.recipeID(), in: id, by: direction == "up" ? -1 : 1, user: user)
        return request.redirect(to: returnPath(request, id))
    }

    @Sendable
    func bookmark(request: Request) async throws -> Response {
        let id = try collectionID(request)
        let user = try requirePerson(request, returningTo: id)
        let chosen = (try? request.content.get(String.self, at: "bookmarked")) != "false"
        do {
            try await request.collections.setBookmark(id, chosen, by: user)
            request.setFlash(.success, request.web.text[chosen ? .recipeCollectionBookmarked : .recipeCollectionUnbookmarked])
        } catch let error as AppError where error.kind == .conflict {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return request.redirect(to: returnPath(request, id))
    }

    /// "Add to collection" on a recipe's page: into one of the reader's collections, or into a
    /// new one named on the spot.
    @Sendable
    func collect(request: Request) async throws -> Response {
        let recipeID = try request.recipeID()
        let user = try request.requirePerson(returningTo: recipeID)
        let form = try request.content.decode(CollectForm.self)
        let text = request.web.text
        // A recipe the reader may not see is not found before anything is made for it.
        _ = try await request.recipes.visible(recipeID, for: RecipeViewer.of(user, on: request.db))
        do {
            let collectionID: UUID
            if let name = form.name.nonEmpty {
                let created = try await request.collections.create(CollectionDraft(name: name), isPublic: false, by: user)
                collectionID = try created.collection.requireID()
            } else if let chosen = form.collectionId.flatMap(UUID.init(uuidString:)) {
                collectionID = chosen
            } else {
                throw AppError.invalid("collectionId", .recipeCollectionChooseOne)
            }
            try await addOrExplain(request, recipeID, to: collectionID, by: user)
        } catch let error as AppError where error.kind == .invalidInput {
            request.setFlash(.error, text.sentence(for: error.labelled(["name": text[.recipeCollectionNewName]])))
        }
        return request.redirect(to: RecipeRoute.detail(.value(recipeID)).path + "#collect")
    }

    // MARK: Helpers

    /// Adds the recipe and says so; a full collection is said as a notice, not an error page.
    private func addOrExplain(_ request: Request, _ recipeID: UUID, to id: UUID, by user: Person) async throws {
        let text = request.web.text
        do {
            let summary = try await request.collections.add(recipeID, to: id, by: user)
            request.setFlash(.success, text.text(.recipeCollectionRecipeAdded, [summary.collection.name]))
        } catch let error as AppError where error.kind == .conflict {
            request.setFlash(.error, text.sentence(for: error))
        }
    }

    private func myCollections(
        _ request: Request, user: Person, input: CollectionInput, state: FormState, status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let model = MyCollectionsPage.Model(
            mine: try await request.collections.mine(for: viewer).map(CollectionEntry.init),
            bookmarked: try await request.collections.bookmarked(for: viewer).map(CollectionEntry.init), input: input, form: state)
        return MyCollectionsPage.View(context: request.web, model: model).response(status: status)
    }

    private func collectionID(_ request: Request) throws -> UUID {
        try request.pathID(.collectionID, notFound: .errorCollectionNotFound)
    }

    /// A guest pressing a button on a collection signs in and comes back to the collection.
    private func requirePerson(_ request: Request, returningTo id: UUID) throws -> Person {
        guard let user = request.web.user else { throw SignInRedirect(returnTo: CollectionRoute.detail(.value(id)).path) }
        return user
    }

    private func returnPath(_ request: Request, _ id: UUID) -> String {
        request.localReturnPath(try? request.content.get(String.self, at: "next"), fallback: CollectionRoute.detail(.value(id)).path)
    }

    private struct RecipeChoice: Content {
        var recipeId: String?
        var next: String?
    }

    private struct CollectForm: Content {
        var collectionId: String?
        var name: String?
    }
}

/// The collection form as posted.
struct CollectionInput: Content {
    var name: String?
    var description: String?
    /// "on" when an admin ticked "Public".
    var isPublic: String?
    /// Present when the form offered the "Public" box, so that an unticked box means "not public".
    var publicChoice: String?
    /// Where the form was, when not My collections (errors are said there).
    var next: String?

    var draft: CollectionDraft {
        CollectionDraft(name: name ?? "", description: description)
    }

    static func labels(_ text: Localizer) -> [String: String] {
        ["name": text[.fieldName], "description": text[.fieldDescription]]
    }
}
