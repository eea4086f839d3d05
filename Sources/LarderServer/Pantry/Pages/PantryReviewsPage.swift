import Foundation
import LarderCore

/// What devices reported that the pantry could not place, for an owner to settle.
enum PantryReviewsPage {
    struct Model {
        var householdID: UUID
        var reviews: [PantryReviewNote]
        var suggestions: [UUID: [FoodService.Entry]]
        var isOwner: Bool
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.pantryReviewsTitle], tab: .pantry) {
                Paragraph { Link(text[.pantryBackToStock], url: PantryRoute.stock(.value(model.householdID)).path) }.class("row-meta")
                H1(text[.pantryReviewsTitle])
                Paragraph(text[model.isOwner ? .pantryReviewsIntro : .pantryReviewsOwnersOnly]).class("row-meta")
                if model.reviews.isEmpty {
                    EmptyState(icon: Icons.device, title: text[.pantryReviewsEmptyTitle], message: text[.pantryReviewsEmptyMessage])
                }
                for review in model.reviews {
                    PantryReviewCard(
                        review: review, suggestions: model.suggestions[review.id] ?? [], householdID: model.householdID, isOwner: model.isOwner,
                            context: context
                    )
                }
            }
        }
    }
}
