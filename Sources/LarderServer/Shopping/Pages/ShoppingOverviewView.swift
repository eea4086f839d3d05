import Plot
import Vapor

/// The Shopping tab's first page: each household's lists, and a new list.
struct ShoppingOverviewView {
    struct HouseholdLists {
        var household: HouseholdService.Info
        var lists: [ShoppingListService.ListSummary]
    }

    var context: WebContext
    var households: [HouseholdLists]

    func response() -> Response {
        let text = context.text
        return Page(title: text[.shoppingListsTitle], tab: .shopping) {
            H1(text[.shoppingListsTitle])
            if households.isEmpty {
                EmptyState(
                    icon: Icons.shopping, title: text[.shoppingEmptyTitle], message: text[.shoppingNoHouseholdsMessage],
                    action: (text[.householdCreate], "/households"))
            }
            for entry in households {
                Div {
                    if households.count > 1 { H2(entry.household.name) }
                    List(entry.lists) { summary in
                        ListItem {
                            Link(url: "/shopping/lists/\(summary.list.id?.uuidString ?? "")") {
                                Span(summary.list.shownName(text)).class("row-title")
                                if summary.list.isDefault {
                                    Text(" ")
                                    Span(text[.shoppingDefaultBadge]).class("badge badge-active")
                                }
                                Div(text.text(.shoppingItemCount, [String(summary.itemCount), String(summary.checkedCount)])).class(
                                    "row-meta")
                            }
                            .class("shopping-list-link")
                        }
                    }
                    .class("card-list")
                    Link(text[.shoppingStoresTitle], url: "/shopping/households/\(entry.household.id.uuidString)/stores")
                        .class("button button-secondary button-small")
                }
                .class("card")
            }
            if !households.isEmpty { newListForm(text) }
        }
        .response(context)
    }

    private func newListForm(_ text: Localizer) -> Component {
        Div {
            H2(text[.shoppingNewList])
            Form(url: "/shopping/lists", method: .post) {
                CSRFField(token: context.csrfToken)
                if households.count == 1 {
                    let id = households[0].household.id
                    Input(type: .hidden, name: "householdId", value: id.uuidString)
                } else {
                    SelectField(
                        label: text[.shoppingHouseholdLabel], name: "householdId",
                        options: households.map { entry in (entry.household.id.uuidString, entry.household.name) },
                        selected: nil, isRequired: true)
                }
                FormField(label: text[.shoppingListName], name: "name", isRequired: true)
                Button(text[.shoppingCreateList]).attribute(named: "type", value: "submit").class("button button-primary")
            }
        }
        .class("card")
    }
}
