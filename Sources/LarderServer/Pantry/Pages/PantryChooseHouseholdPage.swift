/// The Pantry tab for someone in several households (or none).
enum PantryChooseHouseholdPage {
    struct Model {
        var households: [HouseholdService.Summary]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.tabPantry], tab: .pantry) {
                H1(text[.tabPantry])
                if model.households.isEmpty {
                    EmptyState(
                        icon: Icons.pantry, title: text[.pantryNoHouseholdTitle], message: text[.pantryNoHouseholdMessage],
                        action: (text[.householdCreate], HouseholdRoute.list.path))
                } else {
                    Div {
                        H2(text[.pantryChooseHousehold])
                        List(model.households) { summary in
                            ListItem {
                                Link(summary.household.name, url: PantryRoute.stock(.value(summary.household.id)).path).class("row-title")
                            }
                        }
                        .class("card-list")
                    }
                    .class("card")
                }
            }
        }
    }
}
