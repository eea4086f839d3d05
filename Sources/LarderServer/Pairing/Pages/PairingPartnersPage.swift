import Foundation
import LarderCore
import Vapor

/// A main product's partners by category, with scores and reasons, to pick and save as a
/// combination; and the products that can be added as its partners.
enum PairingPartnersPage {
    struct Model {
        var householdID: UUID
        var view: PairingCatalogueView
        var product: PairingProduct
        var groups: [PartnerGroup]
        var engine: Bool
        var picked: Set<String>
        var editable: Bool
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let language = context.language.rawValue
            let household = model.householdID.uuidString
            let product = model.product
            let catalogue = model.view.catalogue
            let title = text.text(.pairingPartnersOf, [product.names[language]])
            let listed = Set(catalogue.partners(of: product.id))
            let allowed = catalogue.category(of: product)?.pairsWith ?? []
            let addable = catalogue.products.filter { allowed.contains($0.category) && !listed.contains($0.id) && $0.id != product.id }
            return Page(title: title, tab: .recipes) {
                Link(text[.pairingTitle], url: PairingRoute.home.in(household)).class("back-link")
                H1(title)
                PairingPicture(product: product, language: language)
                if !model.engine { Paragraph(text[.pairingEngineOff]).class("hint") }
                Div {
                    Link(text[.pairingSuggestTitle], url: PairingRoute.suggest.path(query: ["household": household, "ingredients": product.names.en]))
                        .class("button button-secondary button-small")
                    if model.editable {
                        Link(text[.pairingEditProduct], url: PairingRoute.productEdit(.value(product.id)).in(household))
                            .class("button button-secondary button-small")
                    }
                }
                .class("actions")
                Form(url: PairingRoute.combinations.path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Input(type: .hidden, name: "householdId", value: household)
                    Input(type: .hidden, name: "main", value: product.id)
                    for group in model.groups {
                        ChoiceGroup(
                            legend: group.category.names[language], name: "partners",
                            options: group.partners.map { ($0.product.id, PairingWords.label($0, text: text, language: language)) },
                            checked: model.picked)
                    }
                    FormField(label: text[.pairingCombinationName], name: "name", value: product.names[language], isRequired: true)
                    Button(text[.pairingSave]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                .class("card")
                if !addable.isEmpty {
                    Form(url: PairingRoute.productPartners(.value(product.id)).path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        Input(type: .hidden, name: "householdId", value: household)
                        ChoiceGroup(
                            legend: text[.pairingAddPartners], name: "partners",
                            options: addable.map { ($0.id, $0.names[language]) }, checked: [])
                        Button(text[.pairingAddPartners]).attribute(named: "type", value: "submit").class("button button-secondary")
                    }
                    .class("card")
                }
            }
        }
    }
}
