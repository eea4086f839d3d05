import Foundation
import LarderCore
import Vapor

/// The form that changes a product: its names, category and picture.
enum PairingEditProductPage {
    struct Model {
        var householdID: UUID
        var catalogue: PairingCatalogue
        var product: PairingProduct
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let language = context.language.rawValue
            let household = model.householdID.uuidString
            let product = model.product
            return Page(title: text[.pairingEditProduct], tab: .recipes) {
                Link(text[.pairingTitle], url: PairingRoute.home.in(household)).class("back-link")
                H1(text[.pairingEditProduct])
                Form(url: PairingRoute.productEdit(.value(product.id)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Input(type: .hidden, name: "householdId", value: household)
                    FormField(label: text[.pairingNameEn], name: "en", value: product.names.en, isRequired: true)
                    FormField(label: text[.pairingNameUk], name: "uk", value: product.names.uk, isRequired: true)
                    FormField(label: text[.pairingNameRu], name: "ru", value: product.names.ru, isRequired: true)
                    SelectField(
                        label: text[.pairingCategory], name: "categoryId",
                        options: model.catalogue.categories.map { ($0.id, $0.names[language]) }, selected: product.category, isRequired: true)
                    FormField(label: text[.pairingPicture], name: "picture", type: .url, value: product.picture)
                    Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                .class("card")
            }
        }
    }
}
