/// The public collections, for everyone; people bookmark them here.
enum PublicCollectionsPage {
    struct Model {
        var items: [CollectionEntry]
        var total: Int
        var page: Int
        var per: Int
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let here = CollectionRoute.list.path(query: ["page": String(model.page)])
            return Page(title: text[.recipeCollectionsPublic], tab: .recipes) {
                H1(text[.recipeCollectionsPublic])
                if model.items.isEmpty {
                    EmptyState(
                        icon: Icons.recipes, title: text[.recipeCollectionsPublicEmptyTitle], message: text[.recipeCollectionsPublicEmpty])
                } else {
                    Div {
                        Element(name: "ul") {
                            for summary in model.items {
                                CollectionRow(
                                    summary: summary, text: text,
                                    action: context.user == nil || summary.mine
                                        ? nil
                                        : BookmarkButton(summary: summary, context: context, next: here) as Component)
                            }
                        }
                        .class("card-list")
                        RecipePagination(page: model.page, total: model.total, per: model.per, text: text) {
                            CollectionRoute.list.path(query: ["page": String($0)])
                        }
                    }
                    .class("card")
                }
            }
        }
    }
}
