import Foundation
import Plot
import Vapor

/// A collection in a list: its name, how many recipes, whose, and whether it is public.
struct CollectionRow: Component {
    var summary: CollectionService.Summary
    var text: Localizer
    /// A button beside it (bookmark, unbookmark), when the list offers one.
    var action: Component? = nil

    var body: Component {
        let collection = summary.collection
        var meta = [text.text(.recipeCollectionCount, [String(summary.recipeCount)])]
        if !summary.mine, let owner = summary.ownerName { meta.append(text.text(.recipeBy, [owner])) }
        return ListItem {
            Div {
                Link(collection.name, url: "/collections/\(collection.id?.uuidString ?? "")").class("row-title")
                if collection.isPublic {
                    Text(" ")
                    Span(text[.recipeCollectionPublic]).class("badge badge-status-approved")
                }
                Div(meta.joined(separator: " · ")).class("row-meta")
            }
            if let action { action }
        }
    }
}

/// Bookmark or unbookmark a public collection.
struct BookmarkButton: Component {
    var summary: CollectionService.Summary
    var context: WebContext
    var next: String

    var body: Component {
        let text = context.text
        let id = summary.collection.id?.uuidString ?? ""
        return PostButton(
            action: "/collections/\(id)/bookmark",
            label: text[summary.bookmarked ? .recipeCollectionUnbookmark : .recipeCollectionBookmark],
            token: context.csrfToken, style: summary.bookmarked ? "button-secondary button-small" : "button-primary button-small",
            fields: [("bookmarked", summary.bookmarked ? "false" : "true"), ("next", next)])
    }
}

/// The Collections tab of My recipes: one's own collections, a new one, and bookmarked ones.
struct MyCollectionsView {
    var context: WebContext
    var mine: [CollectionService.Summary]
    var bookmarked: [CollectionService.Summary]
    var input: CollectionInput
    var state: FormState

    func response(status: HTTPResponseStatus = .ok) -> Response {
        let text = context.text
        return Page(title: text[.recipeCollectionsTab], tab: .recipes) {
            MyRecipesHeader(text: text, current: .collections)
            Element(name: "section") {
                H2(text[.recipeCollectionsMine])
                if mine.isEmpty {
                    Paragraph(text[.recipeCollectionsMineEmpty]).class("hint")
                } else {
                    Element(name: "ul") {
                        for summary in mine { CollectionRow(summary: summary, text: text) }
                    }
                    .class("card-list")
                }
            }
            .class("card")
            .id("my-collections")
            Element(name: "section") {
                H2(text[.recipeCollectionNew])
                FormError(message: state.formError)
                Form(url: "/collections", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.fieldName], name: "name", value: input.name, error: state.error("name"), isRequired: true)
                    FormField(
                        label: text[.fieldDescription], name: "description", value: input.description, error: state.error("description"))
                    if context.user?.isAdmin == true {
                        Label(text[.recipeCollectionMakePublic]) { Input(type: .checkbox, name: "isPublic", value: "on") }.class("checkbox")
                    }
                    Button(text[.recipeCollectionCreate]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            .class("card")
            Element(name: "section") {
                H2(text[.recipeCollectionsBookmarked])
                if bookmarked.isEmpty {
                    Paragraph(text[.recipeCollectionsBookmarkedEmpty]).class("hint")
                } else {
                    Element(name: "ul") {
                        for summary in bookmarked {
                            CollectionRow(
                                summary: summary, text: text,
                                action: BookmarkButton(summary: summary, context: context, next: "/recipes/mine/collections"))
                        }
                    }
                    .class("card-list")
                }
                Link(text[.recipeCollectionsBrowsePublic], url: "/collections").class("button button-secondary button-small")
            }
            .class("card")
            .id("bookmarked-collections")
        }
        .response(context, status: status)
    }
}

/// The public collections, for everyone; people bookmark them here.
struct PublicCollectionsView {
    var context: WebContext
    var items: [CollectionService.Summary]
    var total: Int
    var page: Int
    var per: Int

    func response() -> Response {
        let text = context.text
        return Page(title: text[.recipeCollectionsPublic], tab: .recipes) {
            H1(text[.recipeCollectionsPublic])
            if items.isEmpty {
                EmptyState(
                    icon: Icons.recipes, title: text[.recipeCollectionsPublicEmptyTitle], message: text[.recipeCollectionsPublicEmpty])
            } else {
                Div {
                    Element(name: "ul") {
                        for summary in items {
                            CollectionRow(
                                summary: summary, text: text,
                                action: context.user == nil || summary.mine
                                    ? nil
                                    : BookmarkButton(summary: summary, context: context, next: "/collections?page=\(page)") as Component)
                        }
                    }
                    .class("card-list")
                    RecipePagination(page: page, total: total, per: per, text: text) { "/collections?page=\($0)" }
                }
                .class("card")
            }
        }
        .response(context)
    }
}
