/// What the service worker shows for a page it has not kept when there is no connection.
enum OfflinePage {
    struct Model {}

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.offlineTitle], tab: .shopping) {
                EmptyState(
                    icon: Icons.tab(.shopping), title: text[.offlineTitle], message: text[.offlineMessage],
                    action: (text[.tabShopping], ShoppingRoute.overview.path))
            }
        }
    }
}
