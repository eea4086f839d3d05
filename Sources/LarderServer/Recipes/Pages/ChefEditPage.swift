/// An admin's page for one chef: the profile, the photo, and the way to delete them.
enum ChefEditPage {
    struct Model {
        var chef: ChefEntry
        var input: ChefInput
        var form: FormState
        var photoLimit: Int
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let chef = model.chef
            let id = chef.id
            let state = model.form
            return Page(title: chef.name, tab: .me) {
                AdminTabs(text: text, current: "chefs")
                Div {
                    H1(chef.name)
                    Link(text[.recipeChefPublicPage], url: ChefRoute.detail(.value(id)).path).class("button button-secondary button-small")
                }
                .class("page-header")
                Element(name: "section") {
                    ChefFields(
                        action: ChefRoute.adminEdit(.value(id)).path, input: model.input, state: state, context: context,
                        submit: text[.save])
                }
                .class("card")
                Form(url: ChefRoute.photo(.value(id)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    RecipePhotoField(
                        label: text[.recipePhotoLabel], currentURL: chef.photo.map { PhotoRoute.photo(.value($0)).path },
                        limit: model.photoLimit, error: state.error("photo"), removable: false, text: text)
                    Button(text[.recipePhotoRecipeUpload]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                .attribute(named: "enctype", value: "multipart/form-data")
                .class("chef-photo-form")
                Div {
                    if chef.photo != nil {
                        PostButton(
                            action: ChefRoute.photoRemoval(.value(id)).path, label: text[.recipePhotoRemove], token: context.csrfToken)
                    }
                    Link(text[.delete], url: ChefRoute.deletion(.value(id)).path).class("button button-danger")
                }
                .class("button-row")
            }
        }
    }
}
