import Foundation
import Vapor

/// The admin's side of publication: the queue of submitted recipes to approve or reject (with a
/// reason the household sees), and the public recipes to pick for Editor's Choice.
struct RecipeModerationPages: RouteCollection {
    static let perPage = 20

    func boot(routes: any RoutesBuilder) throws {
        routes.get(RecipeRoute.moderationQueue, use: queue)
        routes.get(RecipeRoute.moderationPublished, use: published)
        routes.post(RecipeRoute.approval(.key), use: approve)
        routes.post(RecipeRoute.rejection(.key), use: reject)
        routes.post(RecipeRoute.editorsChoice(.key), use: editorsChoice)
        routes.post(RecipeRoute.chefCredit(.key), use: creditChef)
    }

    @Sendable
    func queue(request: Request) async throws -> Response {
        let admin = try requireAdmin(request)
        return try await queuePage(request, admin: admin, rejecting: nil)
    }

    @Sendable
    func published(request: Request) async throws -> Response {
        let admin = try requireAdmin(request)
        let search = String(((try? request.query.get(String.self, at: "q")) ?? "").prefix(200))
        let page = min(max((try? request.query.get(Int.self, at: "page")) ?? 1, 1), 10_000)
        var query = RecipeQuery()
        query.text = search
        query.scope = .public
        query.sort = search.isEmpty ? .newest : .relevance
        query.page = page
        query.per = Self.perPage
        let found = try await request.recipes.search(query, for: RecipeViewer.of(admin, on: request.db))
        let model = RecipePublishedPage.Model(recipes: found.items, total: found.total, search: search, page: page, per: Self.perPage)
        return RecipePublishedPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func approve(request: Request) async throws -> Response {
        let admin = try requireAdmin(request)
        let chefID = try Self.chefID(try? request.content.get(String.self, at: "chefId"))
        let loaded = try await request.recipes.approve(try request.recipeID(), chefID: chefID, by: admin)
        request.setFlash(.success, request.web.text.text(.flashRecipeApproved, [loaded.recipe.title]))
        return request.redirect(to: try returnPath(request))
    }

    @Sendable
    func reject(request: Request) async throws -> Response {
        let admin = try requireAdmin(request)
        let id = try request.recipeID()
        let form = try request.content.decode(RejectForm.self)
        do {
            let loaded = try await request.recipes.reject(id, reason: form.reason ?? "", by: admin)
            request.setFlash(.success, request.web.text.text(.flashRecipeRejected, [loaded.recipe.title]))
            return request.redirect(to: try returnPath(request))
        } catch let error as AppError where error.field == "reason" {
            let text = request.web.text
            let message = text.text(error.phrase, [text[.fieldRejectionReason]] + error.arguments.dropFirst())
            return try await queuePage(request, admin: admin, rejecting: (id, message), status: .badRequest)
        }
    }

    @Sendable
    func editorsChoice(request: Request) async throws -> Response {
        let admin = try requireAdmin(request)
        let chosen = (try request.content.decode(ChoiceForm.self)).chosen == "true"
        let loaded = try await request.recipes.setEditorsChoice(try request.recipeID(), chosen, by: admin)
        let phrase: Phrase = chosen ? .flashEditorsChoiceAdded : .flashEditorsChoiceRemoved
        request.setFlash(.success, request.web.text.text(phrase, [loaded.recipe.title]))
        return request.redirect(to: try returnPath(request))
    }

    /// Credits a chef on a public recipe, or (no chef chosen) removes the credit.
    @Sendable
    func creditChef(request: Request) async throws -> Response {
        let admin = try requireAdmin(request)
        let chefID = try Self.chefID(try? request.content.get(String.self, at: "chefId"))
        let loaded = try await request.recipes.credit(try request.recipeID(), chefID: chefID, by: admin)
        let text = request.web.text
        request.setFlash(
            .success, loaded.recipe.chef.map { text.text(.recipeChefCredited, [$0.name]) } ?? text[.recipeChefUncredited])
        return request.redirect(to: try returnPath(request))
    }

    // MARK: Helpers

    /// The chef chosen in a form: none when left empty; a choice that is no chef's id is a chef not found.
    private static func chefID(_ chosen: String?) throws -> UUID? {
        guard let chosen = chosen.nonEmpty else { return nil }
        guard let id = UUID(uuidString: chosen) else { throw AppError.notFound(.errorChefNotFound, field: "chefId") }
        return id
    }

    private func queuePage(
        _ request: Request, admin: Person, rejecting: (id: UUID, error: String)?, status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let page = min(max((try? request.query.get(Int.self, at: "page")) ?? 1, 1), 10_000)
        let queue = try await request.recipes.moderationQueue(page: page, per: Self.perPage, admin: admin)
        let chefs = try await request.chefs.entries(page: 1, per: RecipeReaderTools.chefChoices).items
        let submitters = try await request.db.people.names(of: Set(queue.items.map(\.ownerID)))
        let contents = try await request.recipes.contents(of: queue.items)
        let items = try queue.items.map { recipe in
            let id = try recipe.requireID()
            return RecipeModerationPage.Submission(
                id: id, title: recipe.title, description: recipe.description, submittedAt: recipe.updatedAt,
                submitter: submitters[recipe.ownerID], content: contents[id])
        }
        let model = RecipeModerationPage.Model(
            items: items, total: queue.total, page: page, per: Self.perPage, rejecting: rejecting, chefs: chefs)
        return RecipeModerationPage.View(context: request.web, model: model).response(status: status)
    }

    private func requireAdmin(_ request: Request) throws -> Person {
        let user = try request.requireWebUser()
        guard user.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        return user
    }

    /// Back where the button was pressed: the queue, the public list, or the recipe's page.
    private func returnPath(_ request: Request) throws -> String {
        let next = try? request.content.get(String.self, at: "next")
        return request.localReturnPath(next, fallback: RecipeRoute.moderationQueue.path)
    }

    private struct RejectForm: Content {
        var reason: String?
    }

    private struct ChoiceForm: Content {
        var chosen: String?
    }
}
