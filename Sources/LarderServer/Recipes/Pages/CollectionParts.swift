import Foundation

/// Rename, make public (admins), delete — or, for others, the bookmark.
struct CollectionActions: Component {
    var model: CollectionDetailPage.Model
    var context: WebContext

    var body: Component {
        let text = context.text
        let summary = model.summary
        let id = summary.id
        if summary.mine {
            let offersPublic = context.user?.isAdmin == true || summary.isPublic
            return Element(name: "details") {
                Element(name: "summary") { Text(text[.recipeCollectionEdit]) }
                Form(url: CollectionRoute.edit(.value(id)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.fieldName], name: "name", value: summary.name, isRequired: true)
                    FormField(label: text[.fieldDescription], name: "description", value: summary.description)
                    if offersPublic {
                        Input(type: .hidden, name: "publicChoice", value: "1")
                        Label(text[.recipeCollectionMakePublic]) {
                            Input(type: .checkbox, name: "isPublic", value: "on")
                                .attribute(named: "checked", value: summary.isPublic ? "checked" : nil)
                        }
                        .class("checkbox")
                    }
                    Div {
                        Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                        Link(text[.delete], url: CollectionRoute.deletion(.value(id)).path).class("button button-danger")
                    }
                    .class("button-row")
                }
            }
            .class("card collection-edit")
        }
        guard summary.isPublic else { return EmptyComponent() }
        if context.user == nil {
            return Link(
                text[.recipeCollectionSignInToBookmark],
                url: AccountRoute.login.path(query: ["next": CollectionRoute.detail(.value(id)).path])
            )
            .class("button button-secondary")
        }
        return BookmarkButton(summary: summary, context: context, next: model.here)
    }
}

/// A recipe with the owner's buttons: up, down, remove.
struct CollectionOwnerRow: Component {
    var collectionID: UUID
    var recipe: RecipeSummary
    var first: Bool
    var last: Bool
    var here: String
    var context: WebContext

    var body: Component {
        let text = context.text
        let move = CollectionRoute.recipeMove(.value(collectionID), recipe: .value(recipe.id)).path
        return ListItem {
            Div {
                Link(recipe.title, url: RecipeRoute.detail(.value(recipe.id)).path).class("row-title")
                RecipeMeta(recipe: recipe, text: text)
            }
            Div {
                if !first {
                    MoveButton(
                        action: move, symbol: "↑", direction: "up", next: here, token: context.csrfToken,
                        label: text.text(.recipeCollectionMoveUp, [recipe.title]))
                }
                if !last {
                    MoveButton(
                        action: move, symbol: "↓", direction: "down", next: here, token: context.csrfToken,
                        label: text.text(.recipeCollectionMoveDown, [recipe.title]))
                }
                PostButton(
                    action: CollectionRoute.recipeRemoval(.value(collectionID), recipe: .value(recipe.id)).path, label: text[.remove],
                    token: context.csrfToken, style: "button-danger button-small", fields: [("next", here)])
            }
            .class("button-row")
        }
        .id("recipe-\(recipe.id.uuidString)")
    }
}

/// Finds recipes to add: public ones for a public collection, any the owner sees otherwise.
struct CollectionFinder: Component {
    var collectionID: UUID
    var search: String
    var candidates: [RecipeSummary]?
    var context: WebContext

    var body: Component {
        let text = context.text
        let back = CollectionRoute.detail(.value(collectionID)).path(query: ["q": search])
        return Element(name: "section") {
            H2(text[.recipeCollectionAddRecipes])
            Form(url: CollectionRoute.detail(.value(collectionID)).path, method: .get) {
                Input(type: .search, name: "q", value: search, placeholder: text[.recipeSearchPlaceholder])
                    .attribute(named: "aria-label", value: text[.recipeSearchPlaceholder])
                Button(text[.search]).attribute(named: "type", value: "submit").class("button button-secondary")
            }
            .class("search-form")
            if let candidates {
                if candidates.isEmpty {
                    Paragraph(text[.recipeSearchNothingTitle]).class("hint")
                } else {
                    Element(name: "ul") {
                        for recipe in candidates {
                            ListItem {
                                Div {
                                    Link(recipe.title, url: RecipeRoute.detail(.value(recipe.id)).path).class("row-title")
                                    RecipeMeta(recipe: recipe, text: text)
                                }
                                PostButton(
                                    action: CollectionRoute.recipes(.value(collectionID)).path, label: text[.recipeCollectionAdd],
                                    token: context.csrfToken, style: "button-primary button-small",
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
}

/// An arrow that moves a recipe one place, named for screen readers.
struct MoveButton: Component {
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
