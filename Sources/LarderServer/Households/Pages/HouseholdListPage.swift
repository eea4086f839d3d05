import Vapor

/// The households someone belongs to, and the form that creates one.
enum HouseholdListPage {
    struct Model {
        var households: [HouseholdService.Summary]
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let households = model.households
            let state = model.form
            return Page(title: text[.householdsTitle], tab: .me) {
                H1(text[.householdsTitle])
                if households.isEmpty {
                    EmptyState(icon: Icons.household, title: text[.householdsEmptyTitle], message: text[.householdsEmptyMessage])
                } else {
                    Div { HouseholdList(text: text, households: households) }.class("card")
                }
                Div {
                    H2(text[.householdCreate])
                    FormError(message: state.formError)
                    Form(url: HouseholdRoute.list.path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.fieldHouseholdName], name: "name", value: state.value("name"),
                                  error: state.error("name"), isRequired: true)
                        FormField(label: text[.fieldDescription], name: "description", value: state.value("description"),
                                  error: state.error("description"))
                        Label(text[.householdStarterRecipes]) {
                            Input(type: .checkbox, name: "starterRecipes", value: "on")
                                .attribute(named: "checked", value: state.values.isEmpty || state.value("starterRecipes") == "on" ? "checked" : nil)
                        }
                        .class("checkbox")
                        Button(text[.householdCreate]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
            }
        }
    }
}

/// Households as rows linking to their pages.
struct HouseholdList: Component {
    var text: Localizer
    var households: [HouseholdService.Summary]

    var body: Component {
        List(households) { summary in
            ListItem {
                Div {
                    Link(summary.household.name, url: HouseholdRoute.detail(.value(summary.household.id)).path).class("row-title")
                    Div(text.text(.memberCount, [String(summary.memberCount)])).class("row-meta")
                }
                Span(text[summary.role == .owner ? .roleOwner : .roleMember])
                    .class(summary.role == .owner ? "badge badge-owner" : "badge")
            }
        }
        .class("card-list")
    }
}
