import Foundation
import Plot
import Vapor

/// The admin recipe pages' markup.
enum RecipeModerationView {
    /// A recipe waiting for a decision, with who sent it and what it holds.
    struct Submission {
        var recipe: Recipe
        var submitter: String?
        var content: RecipeContent?
    }

    /// Lines and steps shown before "open the recipe" is needed.
    static let previewLines = 6
    static let previewSteps = 2

    static func queue(
        _ context: WebContext, items: [Submission], total: Int, page: Int, per: Int, rejecting: (id: UUID, error: String)?,
        chefs: [Chef], status: HTTPResponseStatus
    ) -> Response {
        let text = context.text
        return Page(title: text[.adminRecipesTitle], tab: .me) {
            AdminTabs(text: text, current: "recipes")
            RecipeAdminSegments(text: text, current: "queue")
            H1(text[.adminRecipesQueueTitle])
            if items.isEmpty {
                EmptyState(icon: Icons.shield, title: text[.adminRecipesQueueEmptyTitle], message: text[.adminRecipesQueueEmptyMessage])
            } else {
                for submission in items {
                    let recipe = submission.recipe
                    let id = recipe.id?.uuidString ?? ""
                    Article {
                        H2 { Link(recipe.title, url: "/recipes/\(id)") }
                        if let submitted = recipe.updatedAt {
                            let when = WebFormat.dateTime(submitted, language: context.language)
                            Paragraph(
                                submission.submitter.map { text.text(.adminRecipesSubmittedBy, [$0, when]) }
                                    ?? text.text(.adminRecipesSubmitted, [when])
                            )
                            .class("row-meta moderation-submitter")
                        }
                        if let description = recipe.description {
                            Paragraph(String(description.prefix(280))).class("row-meta")
                        }
                        if let content = submission.content { preview(content, text) }
                        RecipeDecisionForms(
                            recipeID: id, context: context, next: "/admin/recipes",
                            reasonError: rejecting?.id == recipe.id ? rejecting?.error : nil, chefs: chefs)
                    }
                    .class("card moderation-item")
                    .id("recipe-\(id)")
                }
                RecipePagination(page: page, total: total, per: per, text: text) { "/admin/recipes?page=\($0)" }
            }
        }
        .response(context, status: status)
    }

    private static func preview(_ content: RecipeContent, _ text: Localizer) -> Component {
        Div {
            H3(text[.adminRecipesPreview])
            List(content.ingredients.prefix(previewLines).map(\.text) + (content.ingredients.count > previewLines ? ["…"] : [])) { line in
                ListItem(line)
            }
            .class("moderation-ingredients")
            for (number, step) in content.steps.prefix(previewSteps).enumerated() {
                Paragraph("\(number + 1). \(step.text)").class("row-meta")
            }
        }
        .class("moderation-preview")
    }

    static func published(_ context: WebContext, found: RecipeService.SearchPage, search: String, page: Int, per: Int) -> Response {
        let text = context.text
        let query = search.isEmpty ? "" : "&q=" + RecipeSearchForm.encode(search)
        return Page(title: text[.adminRecipesPublicTitle], tab: .me) {
            AdminTabs(text: text, current: "recipes")
            RecipeAdminSegments(text: text, current: "public")
            H1(text[.adminRecipesPublicTitle])
            Form(url: "/admin/recipes/public", method: .get) {
                Input(type: .search, name: "q", value: search, placeholder: text[.recipeSearchPlaceholder])
                    .attribute(named: "aria-label", value: text[.recipeSearchPlaceholder])
                Button(text[.search]).attribute(named: "type", value: "submit").class("button button-secondary")
            }
            .class("search-form")
            if found.items.isEmpty {
                EmptyState(icon: Icons.recipes, title: text[.recipeSearchNothingTitle], message: text[.adminRecipesPublicEmpty])
            } else {
                Div {
                    Element(name: "ul") {
                        for recipe in found.items {
                            let id = recipe.id.uuidString
                            ListItem {
                                Div {
                                    Link(recipe.title, url: "/recipes/\(id)").class("row-title")
                                    RecipeMeta(recipe: recipe, text: text)
                                    if recipe.editorsChoice {
                                        Span(text[.editorsChoice]).class("badge badge-choice")
                                    }
                                }
                                PostButton(
                                    action: "/admin/recipes/\(id)/editors-choice",
                                    label: text[recipe.editorsChoice ? .editorsChoiceRemove : .editorsChoiceAdd], token: context.csrfToken,
                                    style: recipe.editorsChoice ? "button-secondary button-small" : "button-primary button-small",
                                    fields: [
                                        ("chosen", recipe.editorsChoice ? "false" : "true"),
                                        ("next", "/admin/recipes/public?page=\(page)\(query)"),
                                    ])
                            }
                        }
                    }
                    .class("card-list")
                    RecipePagination(page: page, total: found.total, per: per, text: text) { "/admin/recipes/public?page=\($0)\(query)" }
                }
                .class("card")
            }
        }
        .response(context)
    }
}

/// Approve (crediting a chef, when there are chefs), or reject with a reason (required: the
/// household sees it).
struct RecipeDecisionForms: Component {
    var recipeID: String
    var context: WebContext
    /// Where to come back after deciding.
    var next: String
    var reasonError: String?
    var chefs: [Chef] = []

    var body: Component {
        let text = context.text
        let fieldName = "reason-\(recipeID)"
        return Div {
            Form(url: "/admin/recipes/\(recipeID)/approve", method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "next", value: next)
                if !chefs.isEmpty {
                    ChefSelect(name: "chefId", label: text[.recipeChefCredit], chefs: chefs, selected: nil, text: text)
                }
                Button(text[.adminRecipeApprove]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .class("approve-form")
            Form(url: "/admin/recipes/\(recipeID)/reject", method: .post) {
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
private struct RecipeAdminSegments: Component {
    var text: Localizer
    var current: String

    var body: Component {
        Navigation {
            Link(text[.adminRecipesQueueTitle], url: "/admin/recipes").class(current == "queue" ? "segment active" : "segment")
            Link(text[.adminRecipesPublicTitle], url: "/admin/recipes/public").class(current == "public" ? "segment active" : "segment")
        }
        .class("segmented")
    }
}
