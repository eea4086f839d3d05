import Foundation

/// The Shopping tab's first page: each household's lists, and a new list.
enum ShoppingOverviewPage {
    struct HouseholdLists {
        var household: HouseholdService.Info
        var lists: [ShoppingListLink]
    }

    struct Model {
        var households: [HouseholdLists]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let households = model.households
            return Page(title: text[.shoppingListsTitle], tab: .shopping) {
                H1(text[.shoppingListsTitle])
                if households.isEmpty {
                    EmptyState(
                        icon: Icons.shopping, title: text[.shoppingEmptyTitle], message: text[.shoppingNoHouseholdsMessage],
                        action: (text[.householdCreate], HouseholdRoute.list.path))
                }
                for entry in households {
                    Div {
                        if households.count > 1 { H2(entry.household.name) }
                        List(entry.lists) { list in
                            ListItem {
                                Link(url: ShoppingRoute.list(.value(list.id)).path) {
                                    Span(list.shownName(text)).class("row-title")
                                    if list.isDefault {
                                        Text(" ")
                                        Span(text[.shoppingDefaultBadge]).class("badge badge-active")
                                    }
                                    Div(text.text(.shoppingItemCount, [String(list.itemCount), String(list.checkedCount)])).class(
                                        "row-meta")
                                }
                                .class("shopping-list-link")
                            }
                        }
                        .class("card-list")
                        Link(text[.shoppingStoresTitle], url: ShoppingRoute.stores(household: .value(entry.household.id)).path)
                            .class("button button-secondary button-small")
                    }
                    .class("card")
                }
                if !households.isEmpty { ShoppingNewListForm(households: households.map(\.household), context: context) }
            }
        }
    }
}

/// A new list, in the one household or a chosen one.
struct ShoppingNewListForm: Component {
    var households: [HouseholdService.Info]
    var context: WebContext

    var body: Component {
        let text = context.text
        return Div {
            H2(text[.shoppingNewList])
            Form(url: ShoppingRoute.lists.path, method: .post) {
                CSRFField(token: context.csrfToken)
                if households.count == 1 {
                    Input(type: .hidden, name: "householdId", value: households[0].id.uuidString)
                } else {
                    SelectField(
                        label: text[.shoppingHouseholdLabel], name: "householdId",
                        options: households.map { ($0.id.uuidString, $0.name) },
                        selected: nil, isRequired: true)
                }
                FormField(label: text[.shoppingListName], name: "name", isRequired: true)
                Button(text[.shoppingCreateList]).attribute(named: "type", value: "submit").class("button button-primary")
            }
        }
        .class("card")
    }
}
