import Vapor

/// A household: its members and their roles, and for an owner the forms that change it.
enum HouseholdDetailPage {
    struct Model {
        var detail: HouseholdService.Detail
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let detail = model.detail
            let state = model.form
            let id = detail.household.id
            let isOwner = detail.role == .owner
            let me = context.user?.id
            return Page(title: detail.household.name, tab: .me) {
                H1(detail.household.name)
                if let description = detail.household.description {
                    Paragraph(description).class("row-meta")
                }
                Div {
                    Link(url: DeviceRoute.list(.value(id)).path) {
                        Span(html: Icons.device)
                        Span(text[.devicesTitle])
                    }
                    .class("button button-secondary")
                    if let me {
                        PostButton(action: HouseholdRoute.memberRemoval(.value(id), member: .value(me)).path, label: text[.householdLeave],
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
                                        action: HouseholdRoute.memberRole(.value(id), member: .value(member.userID)).path,
                                        label: text[member.role == .owner ? .makeMember : .makeOwner],
                                        token: context.csrfToken, style: "button-secondary button-small",
                                        fields: [("role", member.role == .owner ? "member" : "owner")]
                                    )
                                    PostButton(
                                        action: HouseholdRoute.memberRemoval(.value(id), member: .value(member.userID)).path, label: text[.remove],
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
                        Form(url: HouseholdRoute.members(.value(id)).path, method: .post) {
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
                        Form(url: HouseholdRoute.detail(.value(id)).path, method: .post) {
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
                        Link(text[.householdDelete], url: HouseholdRoute.deletion(.value(id)).path).class("button button-danger")
                    }
                    .class("button-row card")
                }
            }
        }
    }
}
