import Vapor

/// The confirmation before a household is deleted: what goes with it, and its name to type.
enum HouseholdDeletionPage {
    struct Model {
        var householdID: UUID
        var name: String
        var members: Int
        var holdings: [HouseholdHolding]
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let id = model.householdID
            let name = model.name
            let state = model.form
            let title = text.text(.householdDeleteTitle, [name])
            return Page(title: title, tab: .me) {
                H1(title)
                Div {
                    Paragraph(text[.householdDeleteExplain])
                    H2(text[.householdDeleteGoes])
                    List(
                        [text.text(.holdingMembers, [String(model.members)])]
                            + model.holdings.filter { $0.count > 0 }.map { text.text(phrase($0.kind), [String($0.count)]) }
                    )
                    .class("holdings")
                    FormError(message: state.formError)
                    Form(url: HouseholdRoute.deletion(.value(id)).path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.fieldConfirmHouseholdName], name: "confirmName", value: state.value("confirmName"),
                                  error: state.error("confirmName"), hint: name, isRequired: true)
                        Div {
                            Button(text[.householdDeleteButton]).attribute(named: "type", value: "submit").class("button button-danger")
                            Link(text[.cancel], url: HouseholdRoute.detail(.value(id)).path).class("button button-secondary")
                        }
                        .class("button-row")
                    }
                }
                .class("card")
            }
        }

        private func phrase(_ kind: HouseholdHolding.Kind) -> Phrase {
            switch kind {
            case .recipes: .holdingRecipes
            case .publishedRecipes: .holdingPublishedRecipes
            case .pantryItems: .holdingPantryItems
            case .shoppingLists: .holdingShoppingLists
            case .reminderLists: .holdingReminderLists
            case .reminders: .holdingReminders
            case .planEntries: .holdingPlanEntries
            case .savedCombinations: .holdingSavedCombinations
            }
        }
    }
}
