/// A failed page, in the reader's language, with the way back home.
enum ErrorPage {
    struct Model {
        var failure: Failure
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let failure = model.failure
            let title = text[failure.status == .notFound ? .errorPageNotFoundTitle : .errorPageTitle]
            return Page(title: title, tab: nil) {
                Div {
                    H1(title)
                    Paragraph(text.text(failure.phrase, failure.arguments))
                    Link(text[.backHome], url: ShellRoute.home.path).class("button button-secondary")
                }
                .class("card")
            }
        }
    }
}
