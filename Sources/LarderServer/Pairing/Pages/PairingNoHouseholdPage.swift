import Vapor

/// Pairing works for a household; someone without one is sent to create it.
enum PairingNoHouseholdPage {
    struct Model {}

    struct View: PageView {
        var context: WebContext
        var model = Model()

        var page: Page {
            let text = context.text
            return Page(title: text[.pairingTitle], tab: .recipes) {
                H1(text[.pairingTitle])
                EmptyState(
                    icon: Icons.household, title: text[.pairingTitle], message: text[.pairingNeedHousehold],
                    action: (text[.householdCreate], HouseholdRoute.list.path))
            }
        }
    }
}
