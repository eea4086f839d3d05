import Foundation
import Vapor

/// A recipe's ingredients onto a household's default shopping list, at the servings on screen;
/// the person lands on that list (the Shopping module's page) with a note of what was added.
struct RecipeShoppingPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.post(RecipeRoute.shoppingList(.key), use: add)
        routes.get(RecipeRoute.shoppingLists, use: list)
    }

    @Sendable
    func add(request: Request) async throws -> Response {
        let recipeID = try request.recipeID()
        let user = try request.requirePerson(returningTo: recipeID)
        let form = try request.content.decode(ShoppingForm.self)
        guard let householdID = form.householdId.flatMap(UUID.init(uuidString:)) else {
            throw AppError.notFound(.errorHouseholdNotFound)
        }
        let access = try await request.households.access(householdID, for: user)
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let addition = try await request.recipes.shoppingLines(
            of: recipeID, servings: form.servings.flatMap { Int($0) }, for: viewer)
        let added = try await request.shoppingList.add(addition, access, by: user)
        let list = try await request.shoppingList.defaultListRef(access)
        let household = try await request.households.name(of: householdID) ?? ""
        request.setFlash(
            .success,
            request.web.text.text(
                .recipeShoppingAdded, [String(added.count), addition.recipeTitle ?? "", String(addition.servings ?? 0), household]))
        return request.redirect(to: ShoppingRoute.list(.value(list.id)))
    }

    /// Where this page's first version listed a household's items: now that household's default list.
    @Sendable
    func list(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let chosen = try await request.chosenHousehold(of: user, id: try? request.query.get(String.self, at: "household"))
        guard let access = chosen.chosen else { return request.redirect(to: ShoppingRoute.overview) }
        let list = try await request.shoppingList.defaultListRef(access)
        return request.redirect(to: ShoppingRoute.list(.value(list.id)))
    }

    private struct ShoppingForm: Content {
        var servings: String?
        var householdId: String?
    }
}

/// Links to the same page for each of the person's households, when they have several.
struct HouseholdSwitcher: Component {
    var households: [HouseholdService.Summary]
    var current: UUID
    var text: Localizer
    var url: (UUID) -> String

    var body: Component {
        guard households.count > 1 else { return EmptyComponent() }
        return Navigation {
            for summary in households {
                let id = summary.household.id
                Link(summary.household.name, url: url(id))
                    .class(id == current ? "segment active" : "segment")
                    .attribute(named: "aria-current", value: id == current ? "page" : nil)
            }
        }
        .class("segmented segmented-small")
        .attribute(named: "aria-label", value: text[.fieldHousehold])
    }
}
