import Foundation
import Plot
import Vapor

/// Admins curate public collections: they make one here, then fill and order it on its own
/// page (recipes are found there, or added from a recipe's page).
struct AdminCollectionPages: RouteCollection {
    static let perPage = 50

    func boot(routes: any RoutesBuilder) throws {
        routes.get("admin", "collections", use: list)
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let admin = try request.requireWebAdmin()
        let page = request.pageNumber
        let viewer = try await RecipeViewer.of(admin, on: request.db)
        let found = try await request.collections.publicCollections(page: page, per: Self.perPage, for: viewer)
        let context = request.web
        let text = context.text
        return Page(title: text[.recipeCollectionsPublic], tab: .me) {
            AdminTabs(text: text, current: "collections")
            H1(text[.recipeCollectionsPublic])
            Element(name: "section") {
                H2(text[.recipeCollectionNewPublic])
                Form(url: "/collections", method: .post) {
                    CSRFField(token: context.csrfToken)
                    Input(type: .hidden, name: "isPublic", value: "on")
                    Input(type: .hidden, name: "next", value: "/admin/collections")
                    FormField(label: text[.fieldName], name: "name", isRequired: true)
                    FormField(label: text[.fieldDescription], name: "description")
                    Button(text[.recipeCollectionCreate]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            .class("card")
            if found.items.isEmpty {
                EmptyState(
                    icon: Icons.recipes, title: text[.recipeCollectionsPublicEmptyTitle], message: text[.recipeCollectionsAdminEmpty])
            } else {
                Div {
                    Element(name: "ul") {
                        for summary in found.items { CollectionRow(summary: summary, text: text) }
                    }
                    .class("card-list")
                    RecipePagination(page: page, total: found.total, per: Self.perPage, text: text) { "/admin/collections?page=\($0)" }
                }
                .class("card")
            }
        }
        .response(context)
    }
}
