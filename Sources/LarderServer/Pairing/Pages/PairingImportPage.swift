import Foundation
import LarderCore
import Vapor

/// The admins' upload of the original app's three CSV files, and what the last upload did.
enum PairingImportPage {
    struct Model {
        var report: (PairingCatalogueStore.Outcome, [PairingImportProblem])?
        var error: String?
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.pairingImportTitle], tab: .recipes) {
                Link(text[.pairingTitle], url: PairingRoute.home.path).class("back-link")
                H1(text[.pairingImportTitle])
                FormError(message: model.error)
                if let (outcome, problems) = model.report {
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
                Form(url: PairingRoute.import.path, method: .post) {
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
        }

        private func fileField(_ label: String, name: String) -> Component {
            Div {
                Element(name: "label") { Text(label) }.attribute(named: "for", value: name)
                Input(type: .file, name: name, isRequired: true).id(name).attribute(named: "accept", value: ".csv,text/csv,text/plain")
            }
            .class("field")
        }
    }
}
