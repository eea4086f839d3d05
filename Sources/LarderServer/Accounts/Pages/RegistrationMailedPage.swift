/// What a registration by email answers, whether or not the address already has an account.
enum RegistrationMailedPage {
    struct Model {
        var address: String
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.createAccount], tab: .me) {
                H1(text[.createAccount])
                Div {
                    Paragraph(text.text(.registerMailed, [model.address])).attribute(named: "role", value: "status")
                    Paragraph { Link(text[.signIn], url: AccountRoute.login.path) }
                }
                .class("card")
            }
        }
    }
}
