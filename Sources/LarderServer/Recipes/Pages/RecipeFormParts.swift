import Foundation

/// A photo field: the photo there is now (with a box to remove it), a file input for a new one
/// (JPEG, PNG or WebP), the limit, and the error of the last try. Its form must be sent as
/// `multipart/form-data`.
struct RecipePhotoField: Component {
    var label: String
    var name = "photo"
    var currentURL: String?
    var limit: Int
    var error: String?
    /// Whether the form offers to remove the photo there is now.
    var removable: Bool
    var text: Localizer
    /// In a card of its own, or (inside another card) not.
    var boxed = true

    var body: Component {
        let errorID = "\(name)-error"
        return Div {
            if let currentURL {
                Image(url: currentURL, description: "").class("photo-current")
                if removable {
                    Label(text[.recipePhotoRemove]) {
                        Input(type: .checkbox, name: "removePhoto", value: "on")
                    }
                    .class("checkbox")
                }
            }
            Element(name: "label") { Text(label) }.attribute(named: "for", value: name)
            Input(type: .file, name: name)
                .id(name)
                .attribute(named: "accept", value: "image/jpeg,image/png,image/webp")
                .attribute(named: "aria-invalid", value: error == nil ? nil : "true")
                .attribute(named: "aria-describedby", value: error == nil ? nil : errorID)
            Paragraph(text.text(.recipePhotoHint, [Self.megabytes(limit, text)])).class("hint")
            if let error {
                Paragraph(error).class("field-error").id(errorID)
            }
        }
        .class((boxed ? "card " : "") + (error == nil ? "field photo-field" : "field photo-field has-error"))
    }

    /// "10", "2.5": the limit in megabytes as the reader's language writes numbers.
    static func megabytes(_ bytes: Int, _ text: Localizer) -> String {
        RecipeFormat.number(Double(bytes) / Double(1 << 20), digits: 1, language: text.language)
    }
}

/// Where else a recipe can come from than typing it: a web page, or the AI.
struct RecipeSourcesRow: Component {
    var text: Localizer

    var body: Component {
        Div {
            Link(text[.recipeImportTitle], url: RecipeRoute.importPage.path).class("button button-secondary button-small")
            Link(text[.recipeGenerateTitle], url: RecipeRoute.generate.path).class("button button-secondary button-small")
        }
        .class("button-row recipe-sources")
    }
}

/// Things to check before saving, above the form.
struct RecipeNotices: Component {
    var notices: [String]
    var text: Localizer

    var body: Component {
        guard !notices.isEmpty else { return EmptyComponent() }
        return Div {
            Element(name: "strong") { Text(text[.recipeImportReview]) }
            Element(name: "ul") {
                for notice in notices {
                    ListItem(notice)
                }
            }
        }
        .class("notice")
        .attribute(named: "role", value: "status")
    }
}
