/// The reminders home: per household, the built-in lists, the person's smart and topic lists
/// on top, "My lists" below, and forms for a new list, topic list or smart list.
enum ReminderHomePage {
    struct Model {
        var households: [ReminderHouseholdLists]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let households = model.households
            return Page(title: text[.remindersTitle], tab: .me) {
                H1(text[.remindersTitle])
                if households.isEmpty {
                    EmptyState(
                        icon: Icons.household, title: text[.remindersTitle], message: text[.remindersNoHouseholds],
                        action: (text[.householdCreate], HouseholdRoute.list.path))
                }
                for household in households {
                    ReminderHouseholdSection(household: household, showsName: households.count > 1, context: context)
                }
            }
        }
    }
}
