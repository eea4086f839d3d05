import Foundation
import Plot
import Vapor

/// One collection: its recipes in order. Its owner also renames or deletes it, moves recipes
/// up and down, takes them out, and finds recipes to add; others may bookmark a public one.
struct CollectionView {
    var context: WebContext
    var summary: CollectionService.Summary
    var items: [Recipe]
    var total: Int
    var page: Int
    var per: Int
    var search: String
    var candidates: RecipeService.SearchPage?

    var id: String { summary.collection.id?.uuidString ?? "" }
    var here: String { page > 1 ? "/collections/\(id)?page=\(page)" : "/collections/\(id)" }

    func response() -> Response {
        let text = context.text
        let collection = summary.collection
        return Page(title: collection.name, tab: .recipes) {
            Link(
                summary.mine ? text[.recipeCollectionsMine] : text[.recipeCollectionsPublic],
                url: summary.mine ? "/recipes/mine/collections" : "/collections"
            )
            .class("back-link")
            Header {
                H1(collection.name)
                Div {
                    if collection.isPublic { Span(text[.recipeCollectionPublic]).class("badge badge-status-approved") }
                    Span(text.text(.recipeCollectionCount, [String(summary.recipeCount)])).class("badge")
                }
                .class("badge-row")
                if !summary.mine, let owner = summary.ownerName {
                    Paragraph(text.text(.recipeBy, [owner])).class("row-meta")
                }
                if let description = collection.description {
                    for paragraph in description.split(separator: "\n") { Paragraph(String(paragraph)) }
                }
                actions(text)
            }
            .class("collection-header")
            if items.isEmpty {
                EmptyState(
                    icon: Icons.recipes, title: text[.recipeCollectionEmptyTitle],
                    message: text[summary.mine ? .recipeCollectionEmptyMine : .recipeCollectionEmpty])
            } else if summary.mine {
                Div {
                    Element(name: "ol") {
                        for (offset, recipe) in items.enumerated() {
                            ownerRow(recipe, first: page == 1 && offset == 0, last: (page - 1) * per + offset == total - 1, text)
                        }
                    }
                    .class("card-list collection-recipes")
                    .attribute(named: "start", value: String((page - 1) * per + 1))
                }
                .class("card")
            } else {
                RecipeGrid(recipes: items.map(\.summary), text: text)
            }
            RecipePagination(page: page, total: total, per: per, text: text) { "/collections/\(id)?page=\($0)" }
            if summary.mine {
                finder(text)
            }
        }
        .response(context)
    }

    /// Rename, make public (admins), delete — or, for others, the bookmark.
    private func actions(_ text: Localizer) -> Component {
        let collection = summary.collection
        if summary.mine {
            let offersPublic = context.user?.isAdmin == true || collection.isPublic
            return Element(name: "details") {
                Element(name: "summary") { Text(text[.recipeCollectionEdit]) }
                Form(url: "/collections/\(id)/edit", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.fieldName], name: "name", value: collection.name, isRequired: true)
                    FormField(label: text[.fieldDescription], name: "description", value: collection.description)
                    if offersPublic {
                        Input(type: .hidden, name: "publicChoice", value: "1")
                        Label(text[.recipeCollectionMakePublic]) {
                            Input(type: .checkbox, name: "isPublic", value: "on")
                                .attribute(named: "checked", value: collection.isPublic ? "checked" : nil)
                        }
                        .class("checkbox")
                    }
                    Div {
                        Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                        Link(text[.delete], url: "/collections/\(id)/delete").class("button button-danger")
                    }
                    .class("button-row")
                }
            }
            .class("card collection-edit")
        }
        guard collection.isPublic else { return EmptyComponent() }
        if context.user == nil {
            return Link(text[.recipeCollectionSignInToBookmark], url: "/login?next=" + RecipeSearchForm.encode("/collections/\(id)"))
                .class("button button-secondary")
        }
        return BookmarkButton(summary: summary, context: context, next: here)
    }

    /// A recipe with the owner's buttons: up, down, remove.
    private func ownerRow(_ recipe: Recipe, first: Bool, last: Bool, _ text: Localizer) -> Component {
        let recipeID = recipe.id?.uuidString ?? ""
        let action = "/collections/\(id)/recipes/\(recipeID)"
        return ListItem {
            Div {
                Link(recipe.title, url: "/recipes/\(recipeID)").class("row-title")
                RecipeMeta(recipe: recipe.summary, text: text)
            }
            Div {
                if !first {
                    MoveButton(
                        action: action + "/move", symbol: "↑", direction: "up", next: here, token: context.csrfToken,
                        label: text.text(.recipeCollectionMoveUp, [recipe.title]))
                }
                if !last {
                    MoveButton(
                        action: action + "/move", symbol: "↓", direction: "down", next: here, token: context.csrfToken,
                        label: text.text(.recipeCollectionMoveDown, [recipe.title]))
                }
                PostButton(
                    action: action + "/remove", label: text[.remove], token: context.csrfToken, style: "button-danger button-small",
                    fields: [("next", here)])
            }
            .class("button-row")
        }
        .id("recipe-\(recipeID)")
    }

    /// Finds recipes to add: public ones for a public collection, any the owner sees otherwise.
    private func finder(_ text: Localizer) -> Component {
        let back = "/collections/\(id)?q=" + RecipeSearchForm.encode(search)
        return Element(name: "section") {
            H2(text[.recipeCollectionAddRecipes])
            Form(url: "/collections/\(id)", method: .get) {
                Input(type: .search, name: "q", value: search, placeholder: text[.recipeSearchPlaceholder])
                    .attribute(named: "aria-label", value: text[.recipeSearchPlaceholder])
                Button(text[.search]).attribute(named: "type", value: "submit").class("button button-secondary")
            }
            .class("search-form")
            if let candidates {
                if candidates.items.isEmpty {
                    Paragraph(text[.recipeSearchNothingTitle]).class("hint")
                } else {
                    Element(name: "ul") {
                        for recipe in candidates.items {
                            ListItem {
                                Div {
                                    Link(recipe.title, url: "/recipes/\(recipe.id.uuidString)").class("row-title")
                                    RecipeMeta(recipe: recipe, text: text)
                                }
                                PostButton(
                                    action: "/collections/\(id)/recipes", label: text[.recipeCollectionAdd], token: context.csrfToken,
                                    style: "button-primary button-small",
                                    fields: [("recipeId", recipe.id.uuidString), ("next", back)])
                            }
                        }
                    }
                    .class("card-list")
                }
            }
        }
        .class("card collection-finder")
        .id("add-recipes")
    }

    static func confirmDelete(_ context: WebContext, collection: RecipeCollection) -> Response {
        let text = context.text
        let id = collection.id?.uuidString ?? ""
        return Page(title: text[.delete], tab: .recipes) {
            Div {
                H1(text.text(.recipeCollectionDeleteTitle, [collection.name]))
                Paragraph(text[.recipeCollectionDeleteWarning])
                Div {
                    PostButton(action: "/collections/\(id)/delete", label: text[.delete], token: context.csrfToken, style: "button-danger")
                    Link(text[.cancel], url: "/collections/\(id)").class("button button-secondary")
                }
                .class("button-row")
            }
            .class("card")
        }
        .response(context)
    }
}

/// An arrow that moves a recipe one place, named for screen readers.
private struct MoveButton: Component {
    var action: String
    var symbol: String
    var direction: String
    var next: String
    var token: String
    var label: String

    var body: Component {
        Form(url: action, method: .post) {
            CSRFField(token: token)
            Input(type: .hidden, name: "direction", value: direction)
            Input(type: .hidden, name: "next", value: next)
            Button(symbol)
                .attribute(named: "type", value: "submit")
                .attribute(named: "aria-label", value: label)
                .attribute(named: "title", value: label)
                .class("button button-secondary button-small")
        }
        .class("inline-form")
    }
}
