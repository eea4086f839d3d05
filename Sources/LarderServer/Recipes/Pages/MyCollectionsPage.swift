/// The Collections tab of My recipes: one's own collections, a new one, and bookmarked ones.
enum MyCollectionsPage {
    struct Model {
        var mine: [CollectionEntry]
        var bookmarked: [CollectionEntry]
        var input: CollectionInput
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let state = model.form
            let input = model.input
            return Page(title: text[.recipeCollectionsTab], tab: .recipes) {
                MyRecipesHeader(text: text, current: .collections)
                Element(name: "section") {
                    H2(text[.recipeCollectionsMine])
                    if model.mine.isEmpty {
                        Paragraph(text[.recipeCollectionsMineEmpty]).class("hint")
                    } else {
                        Element(name: "ul") {
                            for summary in model.mine { CollectionRow(summary: summary, text: text) }
                        }
                        .class("card-list")
                    }
                }
                .class("card")
                .id("my-collections")
                Element(name: "section") {
                    H2(text[.recipeCollectionNew])
                    FormError(message: state.formError)
                    Form(url: CollectionRoute.list.path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.fieldName], name: "name", value: input.name, error: state.error("name"), isRequired: true)
                        FormField(
                            label: text[.fieldDescription], name: "description", value: input.description, error: state.error("description")
                        )
                        if context.user?.isAdmin == true {
                            Label(text[.recipeCollectionMakePublic]) { Input(type: .checkbox, name: "isPublic", value: "on") }.class(
                                "checkbox")
                        }
                        Button(text[.recipeCollectionCreate]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
                Element(name: "section") {
                    H2(text[.recipeCollectionsBookmarked])
                    if model.bookmarked.isEmpty {
                        Paragraph(text[.recipeCollectionsBookmarkedEmpty]).class("hint")
                    } else {
                        Element(name: "ul") {
                            for summary in model.bookmarked {
                                CollectionRow(
                                    summary: summary, text: text,
                                    action: BookmarkButton(summary: summary, context: context, next: CollectionRoute.mine.path))
                            }
                        }
                        .class("card-list")
                    }
                    Link(text[.recipeCollectionsBrowsePublic], url: CollectionRoute.list.path).class("button button-secondary button-small")
                }
                .class("card")
                .id("bookmarked-collections")
            }
        }
    }
}
