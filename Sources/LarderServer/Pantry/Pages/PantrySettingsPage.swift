import Foundation
import LarderCore

/// The pantry's settings: staples always there, and how many days are "soon".
enum PantrySettingsPage {
    struct Model {
        var householdID: UUID
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let state = model.form
            return Page(title: text[.pantrySettingsTitle], tab: .pantry) {
                Paragraph { Link(text[.pantryBackToStock], url: PantryRoute.stock(.value(model.householdID)).path) }.class("row-meta")
                H1(text[.pantrySettingsTitle])
                Div {
                    FormError(message: state.formError)
                    Form(url: PantryRoute.settings(.value(model.householdID)).path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(
                            label: text[.pantryFieldStaples], name: "staples", value: state.value("staples"),
                            hint: text[.pantryFieldStaplesHint])
                        FormField(
                            label: text[.pantryFieldExpiringDays], name: "expiringDays", type: .number, value: state.value("expiringDays"),
                            hint: text[.pantryFieldExpiringDaysHint], isRequired: true)
                        Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
            }
        }
    }
}
