import Foundation

/// A collection in a list: its name, how many recipes, whose, and whether it is public.
struct CollectionRow: Component {
    var summary: CollectionEntry
    var text: Localizer
    /// A button beside it (bookmark, unbookmark), when the list offers one.
    var action: Component? = nil

    var body: Component {
        var meta = [text.text(.recipeCollectionCount, [String(summary.recipeCount)])]
        if !summary.mine, let owner = summary.ownerName { meta.append(text.text(.recipeBy, [owner])) }
        return ListItem {
            Div {
                Link(summary.name, url: CollectionRoute.detail(.value(summary.id)).path).class("row-title")
                if summary.isPublic {
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
    var summary: CollectionEntry
    var context: WebContext
    var next: String

    var body: Component {
        let text = context.text
        return PostButton(
            action: CollectionRoute.bookmark(.value(summary.id)).path,
            label: text[summary.bookmarked ? .recipeCollectionUnbookmark : .recipeCollectionBookmark],
            token: context.csrfToken, style: summary.bookmarked ? "button-secondary button-small" : "button-primary button-small",
            fields: [("bookmarked", summary.bookmarked ? "false" : "true"), ("next", next)])
    }
}
