import Foundation

/// One collection: its recipes in order. Its owner also renames or deletes it, moves recipes
/// up and down, takes them out, and finds recipes to add; others may bookmark a public one.
enum CollectionDetailPage {
    struct Model {
        var summary: CollectionEntry
        var items: [RecipeSummary]
        var total: Int
        var page: Int
        var per: Int
        var search: String
        /// Recipes found to add, when the owner searched.
        var candidates: [RecipeSummary]?

        /// This page's address, to come back to after a button.
        var here: String {
            CollectionRoute.detail(.value(summary.id)).path(query: ["page": page > 1 ? String(page) : nil])
        }
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let summary = model.summary
            let page = model.page
            let per = model.per
            return Page(title: summary.name, tab: .recipes) {
                Link(
                    summary.mine ? text[.recipeCollectionsMine] : text[.recipeCollectionsPublic],
                    url: summary.mine ? CollectionRoute.mine.path : CollectionRoute.list.path
                )
                .class("back-link")
                Header {
                    H1(summary.name)
                    Div {
                        if summary.isPublic { Span(text[.recipeCollectionPublic]).class("badge badge-status-approved") }
                        Span(text.text(.recipeCollectionCount, [String(summary.recipeCount)])).class("badge")
                    }
                    .class("badge-row")
                    if !summary.mine, let owner = summary.ownerName {
                        Paragraph(text.text(.recipeBy, [owner])).class("row-meta")
                    }
                    if let description = summary.description {
                        for paragraph in description.split(separator: "\n") { Paragraph(String(paragraph)) }
                    }
                    CollectionActions(model: model, context: context)
                }
                .class("collection-header")
                if model.items.isEmpty {
                    EmptyState(
                        icon: Icons.recipes, title: text[.recipeCollectionEmptyTitle],
                        message: text[summary.mine ? .recipeCollectionEmptyMine : .recipeCollectionEmpty])
                } else if summary.mine {
                    Div {
                        Element(name: "ol") {
                            for (offset, recipe) in model.items.enumerated() {
                                CollectionOwnerRow(
                                    collectionID: summary.id, recipe: recipe, first: page == 1 && offset == 0,
                                    last: (page - 1) * per + offset == model.total - 1, here: model.here, context: context)
                            }
                        }
                        .class("card-list collection-recipes")
                        .attribute(named: "start", value: String((page - 1) * per + 1))
                    }
                    .class("card")
                } else {
                    RecipeGrid(recipes: model.items, text: text)
                }
                RecipePagination(page: page, total: model.total, per: per, text: text) {
                    CollectionRoute.detail(.value(summary.id)).path(query: ["page": String($0)])
                }
                if summary.mine {
                    CollectionFinder(collectionID: summary.id, search: model.search, candidates: model.candidates, context: context)
                }
            }
        }
    }
}
