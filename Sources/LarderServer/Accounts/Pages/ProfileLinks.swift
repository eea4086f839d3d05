/// The "Me" tab's row of buttons: households, nutrition, reminders, phones, admin, signing out.
struct ProfileLinks: Component {
    var user: Person
    var context: WebContext

    var body: Component {
        let text = context.text
        return Div {
            Link(url: HouseholdRoute.list.path) {
                Span(html: Icons.household)
                Span(text[.householdsTitle])
            }
            .class("button button-secondary")
            Link(url: NutritionRoute.today.path) {
                Span(html: Icons.nutrition)
                Span(text[.nutritionTitle])
            }
            .class("button button-secondary")
            Link(url: ReminderRoute.home.path) {
                Span(html: Icons.home)
                Span(text[.remindersTitle])
            }
            .class("button button-secondary")
            Link(url: AccountRoute.phones.path) {
                Span(html: Icons.device)
                Span(text[.phonesTitle])
            }
            .class("button button-secondary")
            if user.isAdmin {
                Link(url: AdminRoute.users.path) {
                    Span(html: Icons.shield)
                    Span(text[.adminTitle])
                }
                .class("button button-secondary")
            }
            PostButton(action: AccountRoute.logout.path, label: text[.signOut], token: context.csrfToken)
        }
        .class("button-row card")
    }
}
