import Foundation
import LarderCore
import Vapor

/// One category's products; a main category's products lead to their partners.
enum PairingCategoryPage {
    struct Model {
        var householdID: UUID
        var category: PairingCategory
        var products: [PairingProduct]
        var view: PairingCatalogueView
        var reader: Person
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let language = context.language.rawValue
            let household = model.householdID
            let category = model.category
            return Page(title: category.names[language], tab: .recipes) {
                Link(text[.pairingTitle], url: PairingRoute.home.in(household)).class("back-link")
                H1(category.names[language])
                Div {
                    List(model.products) { product in
                        ListItem {
                            PairingPicture(product: product, language: language)
                            if category.isMain {
                                Link(product.names[language], url: PairingRoute.product(.value(product.id)).in(household)).class("row-title")
                            } else {
                                Span(product.names[language]).class("row-title")
                            }
                            if !model.view.isShared(product.id) { Div(text[.pairingOwn]).class("row-meta") }
                            if model.view.mayChange(product.id, by: model.reader) {
                                Link(text[.pairingEditProduct], url: PairingRoute.productEdit(.value(product.id)).in(household)).class("row-meta")
                            }
                        }
                    }
                    .class("card-list")
                }
                .class("card")
                Link(text[.pairingAddProduct], url: PairingRoute.newProduct.path(query: ["household": household.uuidString, "category": category.id]))
                    .class("button button-secondary")
            }
        }
    }
}
