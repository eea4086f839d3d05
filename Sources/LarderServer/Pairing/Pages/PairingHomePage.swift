import Foundation
import LarderCore
import Vapor

/// The catalogue's start: its main categories, and the way to the other pairing pages.
enum PairingHomePage {
    struct Model {
        var households: [HouseholdService.Summary]
        var householdID: UUID?
        var isAdmin: Bool
        var catalogue: PairingCatalogue
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let language = context.language.rawValue
            let catalogue = model.catalogue
            let household = model.householdID?.uuidString ?? ""
            return Page(title: text[.pairingTitle], tab: .recipes) {
                H1(text[.pairingTitle])
                if model.households.count > 1 {
                    Form(url: PairingRoute.home.path, method: .get) {
                        SelectField(
                            label: text[.pairingHousehold], name: "household",
                            options: model.households.map { ($0.household.id.uuidString, $0.household.name) }, selected: household)
                        Button(text[.pairingHousehold]).attribute(named: "type", value: "submit").class("button button-secondary button-small")
                    }
                    .class("card")
                }
                Div {
                    H2(text[.pairingStartFrom])
                    List(catalogue.mainCategories) { category in
                        ListItem {
                            Link(category.names[language], url: PairingRoute.category(.value(category.id)).in(household)).class("row-title")
                            Div("\(catalogue.products(in: category.id).count)").class("row-meta")
                        }
                    }
                    .class("card-list")
                }
                .class("card")
                Div {
                    Link(text[.pairingSuggestTitle], url: PairingRoute.suggest.in(household)).class("button button-secondary")
                    Link(text[.pairingSaved], url: PairingRoute.combinations.in(household)).class("button button-secondary")
                    Link(text[.pairingAddProduct], url: PairingRoute.newProduct.in(household)).class("button button-secondary")
                    if model.isAdmin {
                        Link(text[.pairingImportTitle], url: PairingRoute.import.path).class("button button-secondary")
                    }
                }
                .class("actions")
            }
        }
    }
}
