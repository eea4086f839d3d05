import Plot
import Vapor

/// The household pages' markup.
enum HouseholdViews {
    static func list(
        _ context: WebContext, households: [HouseholdService.Summary], state: FormState, status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
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
                Form(url: "/households", method: .post) {
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
        .response(context, status: status)
    }

    static func detail(
        _ context: WebContext, detail: HouseholdService.Detail, state: FormState, status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
        let id = detail.household.id.uuidString
        let isOwner = detail.role == .owner
        let me = context.user?.id
        return Page(title: detail.household.name, tab: .me) {
            H1(detail.household.name)
            if let description = detail.household.description {
                Paragraph(description).class("row-meta")
            }
            Div {
                Link(url: "/households/\(id)/devices") {
                    Span(html: Icons.device)
                    Span(text[.devicesTitle])
                }
                .class("button button-secondary")
                if let me {
                    PostButton(action: "/households/\(id)/members/\(me.uuidString)/remove", label: text[.householdLeave],
                               token: context.csrfToken, style: "button-danger", confirmation: text[.householdLeaveConfirm])
                }
            }
            .class("button-row card")
            Div {
                H2(text[.membersTitle])
                List(detail.members) { member in
                    ListItem {
                        Div {
                            Span(member.name).class("row-title")
                            Text(" ")
                            Span(text[member.role == .owner ? .roleOwner : .roleMember])
                                .class(member.role == .owner ? "badge badge-owner" : "badge")
                            Div(member.email ?? member.phone ?? "").class("row-meta")
                        }
                        if isOwner && member.userID != me {
                            Div {
                                PostButton(
                                    action: "/households/\(id)/members/\(member.userID)/role",
                                    label: text[member.role == .owner ? .makeMember : .makeOwner],
                                    token: context.csrfToken, style: "button-secondary button-small",
                                    fields: [("role", member.role == .owner ? "member" : "owner")]
                                )
                                PostButton(
                                    action: "/households/\(id)/members/\(member.userID)/remove", label: text[.remove],
                                    token: context.csrfToken, style: "button-danger button-small",
                                    confirmation: text.text(.memberRemoveConfirm, [member.name])
                                )
                            }
                            .class("button-row")
                        }
                    }
                }
                .class("card-list")
            }
            .class("card")
            if isOwner {
                Div {
                    H2(text[.memberAdd])
                    Form(url: "/households/\(id)/members", method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.fieldLogin], name: "login", value: state.value("login"),
                                  error: state.error("login"), hint: text[.hintMemberLogin], isRequired: true)
                        Button(text[.memberAdd]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
                Div {
                    H2(text[.householdEdit])
                    FormError(message: state.formError)
                    Form(url: "/households/\(id)", method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.fieldHouseholdName], name: "name",
                                  value: state.value("name") ?? detail.household.name, error: state.error("name"), isRequired: true)
                        FormField(label: text[.fieldDescription], name: "description",
                                  value: state.value("description") ?? detail.household.description, error: state.error("description"))
                        Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
                Div {
                    Link(text[.householdDelete], url: "/households/\(id)/delete").class("button button-danger")
                }
                .class("button-row card")
            }
        }
        .response(context, status: status)
    }

    /// The confirmation before a household is deleted: what goes with it, and its name to type.
    static func deletion(
        _ context: WebContext, householdID: UUID, name: String, members: Int, holdings: [HouseholdHolding], state: FormState,
        status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
        let id = householdID.uuidString
        let title = text.text(.householdDeleteTitle, [name])
        return Page(title: title, tab: .me) {
            H1(title)
            Div {
                Paragraph(text[.householdDeleteExplain])
                H2(text[.householdDeleteGoes])
                List(
                    [text.text(.holdingMembers, [String(members)])]
                        + holdings.filter { $0.count > 0 }.map { text.text(Self.phrase($0.kind), [String($0.count)]) }
                )
                .class("holdings")
                FormError(message: state.formError)
                Form(url: "/households/\(id)/delete", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.fieldConfirmHouseholdName], name: "confirmName", value: state.value("confirmName"),
                              error: state.error("confirmName"), hint: name, isRequired: true)
                    Div {
                        Button(text[.householdDeleteButton]).attribute(named: "type", value: "submit").class("button button-danger")
                        Link(text[.cancel], url: "/households/\(id)").class("button button-secondary")
                    }
                    .class("button-row")
                }
            }
            .class("card")
        }
        .response(context, status: status)
    }

    private static func phrase(_ kind: HouseholdHolding.Kind) -> Phrase {
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

/// Households as rows linking to their pages.
struct HouseholdList: Component {
    var text: Localizer
    var households: [HouseholdService.Summary]

    var body: Component {
        List(households) { summary in
            ListItem {
                Div {
                    Link(summary.household.name, url: "/households/\(summary.household.id.uuidString)").class("row-title")
                    Div(text.text(.memberCount, [String(summary.memberCount)])).class("row-meta")
                }
                Span(text[summary.role == .owner ? .roleOwner : .roleMember])
                    .class(summary.role == .owner ? "badge badge-owner" : "badge")
            }
        }
        .class("card-list")
    }
}
