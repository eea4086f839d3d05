import Foundation
import Plot
import Vapor

/// A recipe's ingredients onto a household's shopping list, at the servings on screen, and a
/// plain page listing what is on that list. (The Shopping tab proper belongs to the shopping
/// module; this list is only where the recipe page's button leads.)
struct RecipeShoppingPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.post("recipes", ":recipeID", "shopping-list", use: add)
        routes.get("recipes", "shopping-list", use: list)
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
        let household = try await request.households.name(of: householdID) ?? ""
        request.setFlash(
            .success,
            request.web.text.text(
                .recipeShoppingAdded, [String(added.count), addition.recipeTitle ?? "", String(addition.servings ?? 0), household]))
        return request.redirect(to: "/recipes/shopping-list?household=\(householdID)")
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let chosen = try await request.chosenHousehold(of: user, id: try? request.query.get(String.self, at: "household"))
        let context = request.web
        let text = context.text
        guard let access = chosen.chosen else {
            return Page(title: text[.recipeShoppingListTitle], tab: .shopping) {
                H1(text[.recipeShoppingListTitle])
                EmptyState(
                    icon: Icons.household, title: text[.householdsEmptyTitle], message: text[.householdsEmptyMessage],
                    action: (text[.householdCreate], "/households"))
            }
            .response(context)
        }
        let entries = try await request.shoppingList.items(access)
        return Page(title: text[.recipeShoppingListTitle], tab: .shopping) {
            H1(text[.recipeShoppingListTitle])
            HouseholdSwitcher(households: chosen.all, current: access.householdID, text: text) {
                "/recipes/shopping-list?household=\($0)"
            }
            if entries.isEmpty {
                EmptyState(
                    icon: Icons.shopping, title: text[.recipeShoppingListEmptyTitle], message: text[.recipeShoppingListEmpty],
                    action: (text[.recipeBrowse], "/recipes"))
            } else {
                Element(name: "ul") {
                    for entry in entries {
                        ListItem {
                            Div {
                                Span(entry.item.text).class("row-title")
                                Div {
                                    if let title = entry.item.recipeTitle {
                                        if let recipeID = entry.item.recipeID {
                                            Link(title, url: "/recipes/\(recipeID)")
                                        } else {
                                            Text(title)
                                        }
                                        if let servings = entry.item.servings {
                                            Text(" · " + text.text(.recipeShoppingServings, [String(servings)]))
                                        }
                                    }
                                    if let name = entry.addedBy {
                                        Text((entry.item.recipeTitle == nil ? "" : " · ") + text.text(.recipeShoppingAddedBy, [name]))
                                    }
                                }
                                .class("row-meta")
                            }
                        }
                    }
                }
                .class("card card-list shopping-items")
            }
        }
        .response(context)
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
                if let id = summary.household.id {
                    Link(summary.household.name, url: url(id))
                        .class(id == current ? "segment active" : "segment")
                        .attribute(named: "aria-current", value: id == current ? "page" : nil)
                }
            }
        }
        .class("segmented segmented-small")
        .attribute(named: "aria-label", value: text[.fieldHousehold])
    }
}
