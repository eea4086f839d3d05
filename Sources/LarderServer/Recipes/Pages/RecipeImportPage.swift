/// The import form: a page's address, or its HTML pasted.
enum RecipeImportPage {
    struct Model {
        var input: RecipeImportInput
        var state: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        private var input: RecipeImportInput { model.input }
        private var state: FormState { model.state }

        var page: Page {
            let text = context.text
            return Page(title: text[.recipeImportTitle], tab: .recipes) {
                H1(text[.recipeImportTitle])
                Paragraph(text[.recipeImportIntro]).class("hint")
                FormError(message: state.formError)
                Form(url: RecipeRoute.importPage.path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Div {
                        FormField(
                            label: text[.recipeImportURL], name: "url", type: .url, value: input.url, error: state.error("url"),
                            hint: text[.recipeImportURLHint])
                        TextAreaField(
                            label: text[.recipeImportHTML], name: "html", value: input.html, error: state.error("html"),
                            hint: text[.recipeImportHTMLHint], rows: 6)
                    }
                    .class("card")
                    Div {
                        Button(text[.recipeImportRead])
                            .attribute(named: "type", value: "submit")
                            .attribute(named: "data-busy", value: text[.recipeImportReading])
                            .class("button button-primary")
                        Link(text[.cancel], url: RecipeRoute.new.path).class("button button-secondary")
                    }
                    .class("button-row")
                }
            }
        }
    }
}
