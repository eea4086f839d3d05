import Foundation

/// The admins' queue of submitted recipes, each with who sent it, what it holds, and the forms
/// to approve or reject it.
enum RecipeModerationPage {
    /// A recipe waiting for a decision, with who sent it and what it holds.
    struct Submission {
        var id: UUID
        var title: String
        var description: String?
        var submittedAt: Date?
        var submitter: String?
        var content: RecipeContent?
    }

    struct Model {
        var items: [Submission]
        var total: Int
        var page: Int
        var per: Int
        /// The recipe whose rejection lacked a reason, and what was wrong.
        var rejecting: (id: UUID, error: String)?
        var chefs: [ChefEntry]
    }

    /// Lines and steps shown before "open the recipe" is needed.
    static let previewLines = 6
    static let previewSteps = 2

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.adminRecipesTitle], tab: .me) {
                AdminTabs(text: text, current: "recipes")
                RecipeAdminSegments(text: text, current: "queue")
                H1(text[.adminRecipesQueueTitle])
                if model.items.isEmpty {
                    EmptyState(icon: Icons.shield, title: text[.adminRecipesQueueEmptyTitle], message: text[.adminRecipesQueueEmptyMessage])
                } else {
                    for submission in model.items {
                        let id = submission.id
                        Article {
                            H2 { Link(submission.title, url: RecipeRoute.detail(.value(id)).path) }
                            if let submitted = submission.submittedAt {
                                let when = WebFormat.dateTime(submitted, language: context.language)
                                Paragraph(
                                    submission.submitter.map { text.text(.adminRecipesSubmittedBy, [$0, when]) }
                                        ?? text.text(.adminRecipesSubmitted, [when])
                                )
                                .class("row-meta moderation-submitter")
                            }
                            if let description = submission.description {
                                Paragraph(String(description.prefix(280))).class("row-meta")
                            }
                            if let content = submission.content { RecipeModerationPage.preview(content, text) }
                            RecipeDecisionForms(
                                recipeID: id, context: context, next: RecipeRoute.moderationQueue.path,
                                reasonError: model.rejecting?.id == id ? model.rejecting?.error : nil, chefs: model.chefs)
                        }
                        .class("card moderation-item")
                        .id("recipe-\(id)")
                    }
                    RecipePagination(page: model.page, total: model.total, per: model.per, text: text) {
                        RecipeRoute.moderationQueue.path(query: ["page": String($0)])
                    }
                }
            }
        }
    }

    static func preview(_ content: RecipeContent, _ text: Localizer) -> Component {
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
}
