import Foundation
import LarderCore
import Plot
import Vapor

/// The pairing pages' markup: small cards, one column, so they read on a phone first.
enum PairingViews {
    static func noHousehold(_ context: WebContext) -> Response {
        let text = context.text
        return Page(title: text[.pairingTitle], tab: .recipes) {
            H1(text[.pairingTitle])
            EmptyState(
                icon: Icons.household, title: text[.pairingTitle], message: text[.pairingNeedHousehold],
                action: (text[.householdCreate], "/households"))
        }
        .response(context)
    }

    static func home(_ context: WebContext, reader: PairingPages.Reader, catalogue: PairingCatalogue) -> Response {
        let text = context.text
        let language = context.language.rawValue
        let household = reader.access?.householdID.uuidString ?? ""
        return Page(title: text[.pairingTitle], tab: .recipes) {
            H1(text[.pairingTitle])
            if reader.households.count > 1 {
                Form(url: "/pairing", method: .get) {
                    SelectField(
                        label: text[.pairingHousehold], name: "household",
                        options: reader.households.map { ($0.household.id.uuidString, $0.household.name) }, selected: household)
                    Button(text[.pairingHousehold]).attribute(named: "type", value: "submit").class("button button-secondary button-small")
                }
                .class("card")
            }
            Div {
                H2(text[.pairingStartFrom])
                List(catalogue.mainCategories) { category in
                    ListItem {
                        Link(category.names[language], url: "/pairing/categories/\(category.id)?household=\(household)").class("row-title")
                        Div("\(catalogue.products(in: category.id).count)").class("row-meta")
                    }
                }
                .class("card-list")
            }
            .class("card")
            Div {
                Link(text[.pairingSuggestTitle], url: "/pairing/suggest?household=\(household)").class("button button-secondary")
                Link(text[.pairingSaved], url: "/pairing/combinations?household=\(household)").class("button button-secondary")
                Link(text[.pairingAddProduct], url: "/pairing/products/new?household=\(household)").class("button button-secondary")
                if reader.user.isAdmin {
                    Link(text[.pairingImportTitle], url: "/pairing/import").class("button button-secondary")
                }
            }
            .class("actions")
        }
        .response(context)
    }

    static func category(
        _ context: WebContext, access: HouseholdService.Access, category: PairingCategory, products: [PairingProduct],
        view: PairingCatalogueView, reader: Person
    ) -> Response {
        let text = context.text
        let language = context.language.rawValue
        let household = access.householdID.uuidString
        return Page(title: category.names[language], tab: .recipes) {
            Link(text[.pairingTitle], url: "/pairing?household=\(household)").class("back-link")
            H1(category.names[language])
            Div {
                List(products) { product in
                    ListItem {
                        picture(of: product, language: language)
                        if category.isMain {
                            Link(product.names[language], url: "/pairing/products/\(product.id)?household=\(household)").class("row-title")
                        } else {
                            Span(product.names[language]).class("row-title")
                        }
                        if !view.isShared(product.id) { Div(text[.pairingOwn]).class("row-meta") }
                        if view.mayChange(product.id, by: reader) {
                            Link(text[.pairingEditProduct], url: "/pairing/products/\(product.id)/edit?household=\(household)").class("row-meta")
                        }
                    }
                }
                .class("card-list")
            }
            .class("card")
            Link(text[.pairingAddProduct], url: "/pairing/products/new?household=\(household)&category=\(category.id)")
                .class("button button-secondary")
        }
        .response(context)
    }

    static func partners(
        _ context: WebContext, access: HouseholdService.Access,
        found: (view: PairingCatalogueView, product: PairingProduct, groups: [PartnerGroup], engine: Bool), picked: Set<String>,
        editable: Bool
    ) -> Response {
        let text = context.text
        let language = context.language.rawValue
        let household = access.householdID.uuidString
        let product = found.product
        let title = text.text(.pairingPartnersOf, [product.names[language]])
        let listed = Set(found.view.catalogue.partners(of: product.id))
        let allowed = found.view.catalogue.category(of: product)?.pairsWith ?? []
        let addable = found.view.catalogue.products.filter { allowed.contains($0.category) && !listed.contains($0.id) && $0.id != product.id }
        return Page(title: title, tab: .recipes) {
            Link(text[.pairingTitle], url: "/pairing?household=\(household)").class("back-link")
            H1(title)
            picture(of: product, language: language)
            if !found.engine { Paragraph(text[.pairingEngineOff]).class("hint") }
            Div {
                Link(text[.pairingSuggestTitle], url: "/pairing/suggest?household=\(household)&ingredients=\(product.names.en.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
                    .class("button button-secondary button-small")
                if editable {
                    Link(text[.pairingEditProduct], url: "/pairing/products/\(product.id)/edit?household=\(household)")
                        .class("button button-secondary button-small")
                }
            }
            .class("actions")
            Form(url: "/pairing/combinations", method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "householdId", value: household)
                Input(type: .hidden, name: "main", value: product.id)
                for group in found.groups {
                    ChoiceGroup(
                        legend: group.category.names[language], name: "partners",
                        options: group.partners.map { ($0.product.id, label($0, text: text, language: language)) }, checked: picked)
                }
                FormField(label: text[.pairingCombinationName], name: "name", value: product.names[language], isRequired: true)
                Button(text[.pairingSave]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .class("card")
            if !addable.isEmpty {
                Form(url: "/pairing/products/\(product.id)/partners", method: .post) {
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
        .response(context)
    }

    /// A product's picture when Larder serves it (a path such as "/photos/…"): the pages'
    /// content policy loads images from Larder only, and the original app's picture names
    /// without files show nothing.
    static func picture(of product: PairingProduct, language: String) -> Component {
        guard let picture = product.picture, picture.hasPrefix("/"), !picture.hasPrefix("//") else { return EmptyComponent() }
        return Image(url: picture, description: product.names[language]).class("pairing-picture")
    }

    /// A partner's chip: its name, where it comes from, and the engine's score and reason.
    static func label(_ entry: PartnerEntry, text: Localizer, language: String) -> String {
        var parts = [entry.product.names[language]]
        if entry.listed { parts.append(text[.pairingListed]) } else { parts.append(text[.pairingSuggested]) }
        if let suggestion = entry.suggestion {
            parts.append(text.text(.pairingScore, [String(format: "%.2f", suggestion.score)]))
            parts.append(reason(suggestion, text: text))
        }
        return parts.joined(separator: " · ")
    }

    static func combinations(_ context: WebContext, access: HouseholdService.Access, saved: [PairingService.SavedCombination]) -> Response {
        let text = context.text
        let language = context.language.rawValue
        let household = access.householdID.uuidString
        return Page(title: text[.pairingSaved], tab: .recipes) {
            Link(text[.pairingTitle], url: "/pairing?household=\(household)").class("back-link")
            H1(text[.pairingSaved])
            if saved.isEmpty {
                EmptyState(icon: Icons.recipes, title: text[.pairingSaved], message: text[.pairingSavedEmpty])
            }
            for combination in saved {
                Div {
                    H2(combination.name)
                    Paragraph(combination.products.map { $0.names[language] }.joined(separator: ", ")).class("row-meta")
                    Form(url: "/pairing/combinations/\(combination.id)/shopping-list", method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.pairingShoppingListName], name: "name", value: combination.name, isRequired: true)
                        Button(text[.pairingToShoppingList]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                    PostButton(
                        action: "/pairing/combinations/\(combination.id)/delete", label: text[.delete], token: context.csrfToken,
                        style: "button-secondary button-small")
                }
                .class("card pairing-combination")
            }
        }
        .response(context)
    }

    static func newProduct(
        _ context: WebContext, access: HouseholdService.Access, catalogue: PairingCatalogue, category: String?
    ) -> Response {
        let text = context.text
        let language = context.language.rawValue
        let mains = catalogue.mainProducts
        return Page(title: text[.pairingAddProduct], tab: .recipes) {
            Link(text[.pairingTitle], url: "/pairing?household=\(access.householdID)").class("back-link")
            H1(text[.pairingAddProduct])
            Form(url: "/pairing/products", method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "householdId", value: access.householdID.uuidString)
                FormField(label: text[.pairingNameEn], name: "en")
                FormField(label: text[.pairingNameUk], name: "uk")
                FormField(label: text[.pairingNameRu], name: "ru")
                SelectField(
                    label: text[.pairingCategory], name: "categoryId",
                    options: catalogue.categories.map { ($0.id, $0.names[language]) }, selected: category, isRequired: true)
                FormField(label: text[.pairingPicture], name: "picture", type: .url)
                ChoiceGroup(legend: text[.pairingGoesWith], name: "partners", options: mains.map { ($0.id, $0.names[language]) }, checked: [])
                Button(text[.pairingAddProduct]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .class("card")
        }
        .response(context)
    }
}
