import Foundation
import LarderCore

/// What can I cook: recipes by how much of them is in stock, filtered by how much is missing.
enum PantryCookablePage {
    struct Model {
        var householdID: UUID
        var items: [PantryService.Cookable]
        var staples: [String]
        var maxMissing: Int?
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let household = Parameter.value(model.householdID)
            let filters: [(Int?, Phrase)] = [
                (nil, .pantryCookableAll), (0, .pantryCookableNothingMissing), (1, .pantryCookableOneMissing), (2, .pantryCookableTwoMissing),
            ]
            return Page(title: text[.pantryCookableTitle], tab: .pantry) {
                Paragraph { Link(text[.pantryBackToStock], url: PantryRoute.stock(household).path) }.class("row-meta")
                H1(text[.pantryCookableTitle])
                Navigation {
                    for (value, phrase) in filters {
                        Link(text[phrase], url: PantryRoute.cookable(household).path(query: ["maxMissing": value.map(String.init)]))
                            .class(value == model.maxMissing ? "segment active" : "segment")
                    }
                }
                .class("segmented")
                if !model.staples.isEmpty {
                    Paragraph {
                        Text(text.text(.pantryStaplesAlwaysThere, [model.staples.joined(separator: ", ")]) + " ")
                        Link(text[.pantryChangeSettings], url: PantryRoute.settings(household).path)
                    }
                    .class("row-meta")
                }
                if model.items.isEmpty {
                    EmptyState(
                        icon: Icons.recipes, title: text[.pantryCookableEmptyTitle], message: text[.pantryCookableEmptyMessage],
                        action: (text[.pantryAddItem], PantryRoute.newItem(household).path))
                }
                for cookable in model.items {
                    PantryCookableCard(cookable: cookable, text: text)
                }
            }
        }
    }
}
