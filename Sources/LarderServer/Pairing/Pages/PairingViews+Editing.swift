import Foundation
import LarderCore
import Plot
import Vapor

extension PairingViews {
    static func editProduct(
        _ context: WebContext, access: HouseholdService.Access, catalogue: PairingCatalogue, product: PairingProduct
    ) -> Response {
        let text = context.text
        let language = context.language.rawValue
        let household = access.householdID.uuidString
        return Page(title: text[.pairingEditProduct], tab: .recipes) {
            Link(text[.pairingTitle], url: "/pairing?household=\(household)").class("back-link")
            H1(text[.pairingEditProduct])
            Form(url: "/pairing/products/\(product.id)/edit", method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "householdId", value: household)
                FormField(label: text[.pairingNameEn], name: "en", value: product.names.en, isRequired: true)
                FormField(label: text[.pairingNameUk], name: "uk", value: product.names.uk, isRequired: true)
                FormField(label: text[.pairingNameRu], name: "ru", value: product.names.ru, isRequired: true)
                SelectField(
                    label: text[.pairingCategory], name: "categoryId",
                    options: catalogue.categories.map { ($0.id, $0.names[language]) }, selected: product.category, isRequired: true)
                FormField(label: text[.pairingPicture], name: "picture", type: .url, value: product.picture)
                Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .class("card")
        }
        .response(context)
    }

    static func importPage(
        _ context: WebContext, report: (PairingCatalogueStore.Outcome, [PairingImportProblem])?, error: String? = nil,
        status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
        return Page(title: text[.pairingImportTitle], tab: .recipes) {
            Link(text[.pairingTitle], url: "/pairing").class("back-link")
            H1(text[.pairingImportTitle])
            FormError(message: error)
            if let (outcome, problems) = report {
                Div {
                    Paragraph(text.text(.pairingImportDone, [String(outcome.categories), String(outcome.products), String(outcome.pairings)]))
                        .id("pairing-import-outcome")
                    if !problems.isEmpty {
                        List(problems) { problem in
                            ListItem(text.text(.pairingImportProblem, [problem.file.rawValue, String(problem.line), problem.message]))
                                .class("pairing-import-problem")
                        }
                        .class("card-list")
                    }
                }
                .class("card")
            }
            Form(url: "/pairing/import", method: .post) {
                CSRFField(token: context.csrfToken)
                Paragraph(text[.pairingImportHint]).class("hint")
                fileField(text[.pairingImportCategories], name: "categories")
                fileField(text[.pairingImportProducts], name: "products")
                fileField(text[.pairingImportPairs], name: "pairs")
                Button(text[.pairingImportSubmit]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .attribute(named: "enctype", value: "multipart/form-data")
            .class("card")
        }
        .response(context, status: status)
    }

    private static func fileField(_ label: String, name: String) -> Component {
        Div {
            Element(name: "label") { Text(label) }.attribute(named: "for", value: name)
            Input(type: .file, name: name, isRequired: true).id(name).attribute(named: "accept", value: ".csv,text/csv,text/plain")
        }
        .class("field")
    }
}
