/// Name, bio and links, for a new chef or an edit.
struct ChefFields: Component {
    var action: String
    var input: ChefInput
    var state: FormState
    var context: WebContext
    var submit: String

    var body: Component {
        let text = context.text
        return Form(url: action, method: .post) {
            FormError(message: state.formError)
            CSRFField(token: context.csrfToken)
            FormField(label: text[.fieldName], name: "name", value: input.name, error: state.error("name"), isRequired: true)
            TextAreaField(label: text[.recipeChefBio], name: "bio", value: input.bio, error: state.error("bio"), rows: 4)
            TextAreaField(
                label: text[.recipeChefLinks], name: "links", value: input.links, error: state.error("links"),
                hint: text[.recipeChefLinksHint], rows: 3)
            Button(submit).attribute(named: "type", value: "submit").class("button button-primary")
        }
    }
}
