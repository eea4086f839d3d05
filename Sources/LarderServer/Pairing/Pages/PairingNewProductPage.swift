import Foundation
import LarderCore
import Vapor

/// The form that adds a product of the household's own, with the main products it goes with.
enum PairingNewProductPage {
    struct Model {
        var householdID: UUID
        var catalogue: PairingCatalogue
        var category: String?
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let language = context.language.rawValue
            let catalogue = model.catalogue
            let mains = catalogue.mainProducts
            return Page(title: text[.pairingAddProduct], tab: .recipes) {
                Link(text[.pairingTitle], url: PairingRoute.home.in(model.householdID)).class("back-link")
                H1(text[.pairingAddProduct])
                Form(url: PairingRoute.products.path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Input(type: .hidden, name: "householdId", value: model.householdID.uuidString)
                    FormField(label: text[.pairingNameEn], name: "en")
                    FormField(label: text[.pairingNameUk], name: "uk")
                    FormField(label: text[.pairingNameRu], name: "ru")
                    SelectField(
                        label: text[.pairingCategory], name: "categoryId",
                        options: catalogue.categories.map { ($0.id, $0.names[language]) }, selected: model.category, isRequired: true)
                    FormField(label: text[.pairingPicture], name: "picture", type: .url)
                    ChoiceGroup(legend: text[.pairingGoesWith], name: "partners", options: mains.map { ($0.id, $0.names[language]) }, checked: [])
                    Button(text[.pairingAddProduct]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                .class("card")
            }
        }
    }
}
