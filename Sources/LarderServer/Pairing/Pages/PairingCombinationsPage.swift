import Foundation
import LarderCore
import Vapor

/// The household's saved combinations, each to a shopping list or deleted.
enum PairingCombinationsPage {
    struct Model {
        var householdID: UUID
        var saved: [PairingService.SavedCombination]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let language = context.language.rawValue
            return Page(title: text[.pairingSaved], tab: .recipes) {
                Link(text[.pairingTitle], url: PairingRoute.home.in(model.householdID)).class("back-link")
                H1(text[.pairingSaved])
                if model.saved.isEmpty {
                    EmptyState(icon: Icons.recipes, title: text[.pairingSaved], message: text[.pairingSavedEmpty])
                }
                for combination in model.saved {
                    Div {
                        H2(combination.name)
                        Paragraph(combination.products.map { $0.names[language] }.joined(separator: ", ")).class("row-meta")
                        Form(url: PairingRoute.combinationShoppingList(.value(combination.id)).path, method: .post) {
                            CSRFField(token: context.csrfToken)
                            FormField(label: text[.pairingShoppingListName], name: "name", value: combination.name, isRequired: true)
                            Button(text[.pairingToShoppingList]).attribute(named: "type", value: "submit").class("button button-primary")
                        }
                        PostButton(
                            action: PairingRoute.combinationDeletion(.value(combination.id)).path, label: text[.delete], token: context.csrfToken,
                            style: "button-secondary button-small")
                    }
                    .class("card pairing-combination")
                }
            }
        }
    }
}
