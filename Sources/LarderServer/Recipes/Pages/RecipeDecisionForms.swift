import Foundation

/// Approve (crediting a chef, when there are chefs), or reject with a reason (required: the
/// household sees it).
struct RecipeDecisionForms: Component {
    var recipeID: UUID
    var context: WebContext
    /// Where to come back after deciding.
    var next: String
    var reasonError: String?
    var chefs: [ChefEntry] = []

    var body: Component {
        let text = context.text
        let fieldName = "reason-\(recipeID)"
        return Div {
            Form(url: RecipeRoute.approval(.value(recipeID)).path, method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "next", value: next)
                if !chefs.isEmpty {
                    ChefSelect(name: "chefId", label: text[.recipeChefCredit], chefs: chefs, selected: nil, text: text)
                }
                Button(text[.adminRecipeApprove]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .class("approve-form")
            Form(url: RecipeRoute.rejection(.value(recipeID)).path, method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "next", value: next)
                Div {
                    Element(name: "label") { Text(text[.fieldRejectionReason]) }.attribute(named: "for", value: fieldName)
                    TextArea(name: "reason", numberOfRows: 2, isRequired: true).id(fieldName)
                        .attribute(named: "aria-invalid", value: reasonError == nil ? nil : "true")
                    if let reasonError {
                        Paragraph(reasonError).class("field-error")
                    }
                }
                .class(reasonError == nil ? "field" : "field has-error")
                Button(text[.adminRecipeReject]).attribute(named: "type", value: "submit").class("button button-danger")
            }
            .class("reject-form")
        }
        .class("decision-forms")
    }
}

/// Waiting for a decision / public recipes.
struct RecipeAdminSegments: Component {
    var text: Localizer
    var current: String

    var body: Component {
        Navigation {
            Link(text[.adminRecipesQueueTitle], url: RecipeRoute.moderationQueue.path).class(
                current == "queue" ? "segment active" : "segment")
            Link(text[.adminRecipesPublicTitle], url: RecipeRoute.moderationPublished.path).class(
                current == "public" ? "segment active" : "segment")
        }
        .class("segmented")
    }
}
