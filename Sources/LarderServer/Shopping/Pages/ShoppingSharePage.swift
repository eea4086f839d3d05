import Foundation

/// The list as text to paste into a messenger, with a copy button, the phone's own share sheet
/// (with the script, where the browser has one) and the CSV download.
enum ShoppingSharePage {
    struct Model {
        var listID: UUID
        var list: ShoppingListLink
        /// The list as text to paste, in the reader's words (`ShoppingListText.share`).
        var shared: String
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let list = model.list
            let shared = model.shared
            return Page(title: text[.shoppingShare], tab: .shopping) {
                Div {
                    H1(text[.shoppingShare])
                    Link(list.shownName(text), url: ShoppingRoute.list(.value(model.listID)).path).class("button button-secondary button-small")
                }
                .class("page-header")
                Div {
                    Paragraph(text[.shoppingShareHint]).class("hint")
                    Element(name: "pre") { Text(shared) }.id("shopping-share-text").class("secret shopping-share-text")
                    Div {
                        Button(text[.copy])
                            .attribute(named: "type", value: "button")
                            .attribute(named: "data-copy", value: "shopping-share-text")
                            .attribute(named: "data-copied", value: text[.copied])
                            .attribute(named: "hidden", value: "hidden")
                            .class("button button-primary")
                        Button(text[.shoppingShareButton])
                            .attribute(named: "type", value: "button")
                            .attribute(named: "data-share-text", value: "shopping-share-text")
                            .attribute(named: "data-share-title", value: list.shownName(text))
                            .attribute(named: "hidden", value: "hidden")
                            .class("button button-secondary")
                        Link(text[.shoppingExportCSV], url: ShoppingRoute.export(.value(model.listID)).path).class("button button-secondary")
                            .attribute(named: "download", value: "shopping-list.csv")
                    }
                    .class("button-row")
                }
                .class("card")
            }
        }
    }
}
