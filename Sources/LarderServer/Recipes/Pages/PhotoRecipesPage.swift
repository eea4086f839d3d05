import Foundation

/// The Photos tab of My recipes: a household's photos and screenshots of recipes not typed in
/// yet, with the form to upload one and a switch between households.
enum PhotoRecipesPage {
    /// A photo recipe as its card shows it.
    struct Entry {
        var id: UUID
        var caption: String
        /// The stored photo's name.
        var photo: String
        var addedBy: String?
        var createdAt: Date?

        init(_ entry: PhotoRecipeService.Entry) throws {
            let photo = entry.photoRecipe
            id = try photo.requireID()
            caption = photo.caption
            self.photo = photo.photo
            addedBy = entry.addedBy
            createdAt = photo.createdAt
        }
    }

    struct Model {
        var households: [HouseholdService.Summary]
        var access: HouseholdService.Access?
        var entries: [Entry]
        var input: PhotoRecipeInput
        var form: FormState
        var photoLimit: Int
    }

    /// The tab for one household.
    static func address(_ household: UUID) -> String {
        RecipeRoute.photoRecipes.path(query: ["household": household.uuidString])
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.recipePhotoRecipesTab], tab: .recipes) {
                MyRecipesHeader(text: text, current: .photos)
                if let access = model.access {
                    HouseholdSwitcher(households: model.households, current: access.householdID, text: text) {
                        PhotoRecipesPage.address($0)
                    }
                    PhotoRecipeUploadForm(
                        householdID: access.householdID, input: model.input, state: model.form, photoLimit: model.photoLimit,
                        context: context)
                    if model.entries.isEmpty {
                        EmptyState(icon: Icons.recipes, title: text[.recipePhotoRecipesEmptyTitle], message: text[.recipePhotoRecipesEmpty])
                    } else {
                        Div {
                            for entry in model.entries {
                                PhotoRecipeCard(entry: entry, householdID: access.householdID, context: context)
                            }
                        }
                        .class("photo-grid")
                    }
                } else {
                    EmptyState(
                        icon: Icons.household, title: text[.householdsEmptyTitle], message: text[.errorRecipeNeedsHousehold],
                        action: (text[.householdCreate], HouseholdRoute.list.path))
                }
            }
        }
    }
}

/// The upload form: a caption and a photo.
struct PhotoRecipeUploadForm: Component {
    var householdID: UUID
    var input: PhotoRecipeInput
    var state: FormState
    var photoLimit: Int
    var context: WebContext

    var body: Component {
        let text = context.text
        return Element(name: "section") {
            H2(text[.recipePhotoRecipeNew])
            Paragraph(text[.recipePhotoRecipesIntro]).class("hint")
            FormError(message: state.formError)
            Form(url: RecipeRoute.photoUpload.path, method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "householdId", value: householdID.uuidString)
                FormField(
                    label: text[.recipePhotoRecipeCaption], name: "caption", value: input.caption, error: state.error("caption"),
                    isRequired: true)
                RecipePhotoField(
                    label: text[.recipePhotoRecipePhoto], currentURL: nil, limit: photoLimit, error: state.error("photo"), removable: false,
                    text: text, boxed: false)
                Button(text[.recipePhotoRecipeUpload]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .attribute(named: "enctype", value: "multipart/form-data")
        }
        .class("card")
    }
}

/// One photo recipe: the picture (opening full size), its caption, who added it and when.
struct PhotoRecipeCard: Component {
    var entry: PhotoRecipesPage.Entry
    var householdID: UUID
    var context: WebContext

    var body: Component {
        let text = context.text
        let url = PhotoRoute.photo(.value(entry.photo)).path
        var meta: [String] = []
        if let name = entry.addedBy { meta.append(text.text(.recipeShoppingAddedBy, [name])) }
        if let created = entry.createdAt { meta.append(WebFormat.dateTime(created, language: context.language)) }
        return Element(name: "figure") {
            Link(url: url) {
                Image(url: url, description: entry.caption).attribute(named: "loading", value: "lazy")
            }
            Element(name: "figcaption") {
                Span(entry.caption).class("row-title")
                Div(meta.joined(separator: " · ")).class("row-meta")
                PostButton(
                    action: RecipeRoute.photoRecipeDeletion(.value(entry.id)).path, label: text[.delete], token: context.csrfToken,
                    style: "button-danger button-small", confirmation: text[.recipePhotoRecipeDeleteConfirm],
                    fields: [("householdId", householdID.uuidString)])
            }
        }
        .class("photo-card card")
        .id("photo-\(entry.id.uuidString)")
    }
}
