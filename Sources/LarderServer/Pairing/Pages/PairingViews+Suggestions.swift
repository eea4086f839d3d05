import Foundation
import LarderCore
import Plot
import Vapor

extension PairingViews {
    /// The "what goes with it" page: the form, then the partners as cards with their reasons.
    struct SuggestPage {
        var access: HouseholdService.Access
        var form: PairingPages.SuggestForm
        var engineLoaded: Bool
        var choices: (regions: [String], categories: [String])
        var found: PairingService.Suggestions?
        var error: String?

        func response(_ context: WebContext, status: HTTPResponseStatus = .ok) -> Response {
            let text = context.text
            let household = access.householdID.uuidString
            return Page(title: text[.pairingSuggestTitle], tab: .recipes) {
                Link(text[.pairingTitle], url: "/pairing?household=\(household)").class("back-link")
                H1(text[.pairingSuggestTitle])
                if !engineLoaded { Paragraph(text[.pairingEngineOff]).class("hint") }
                FormError(message: error)
                queryForm(text, household: household)
                if let found, let result = found.result { results(result, found, context, household: household) }
            }
            .response(context, status: status)
        }

        private func queryForm(_ text: Localizer, household: String) -> Component {
            Form(url: "/pairing/suggest", method: .get) {
                Input(type: .hidden, name: "household", value: household)
                FormField(
                    label: text[.pairingSuggestIngredients], name: "ingredients", value: form.ingredients, hint: text[.pairingSuggestHint],
                    isRequired: true)
                SelectField(
                    label: text[.pairingSuggestRegion], name: "region",
                    options: [("", text[.pairingSuggestAnyRegion])] + choices.regions.map { ($0, PairingViews.spaced($0)) },
                    selected: form.region ?? "")
                SelectField(
                    label: text[.pairingSuggestCategory], name: "category",
                    options: [("", text[.pairingSuggestAnyCategory])] + choices.categories.map { ($0, $0) }, selected: form.category ?? "")
                Label(text[.pairingSuggestPantryOnly]) {
                    Input(type: .checkbox, name: "pantry", value: "on").attribute(named: "checked", value: form.pantry != nil ? "checked" : nil)
                }
                .class("chip")
                Button(text[.pairingSuggestSubmit]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .class("card")
        }

        private func results(_ result: PairingResult, _ found: PairingService.Suggestions, _ context: WebContext, household: String) -> Component {
            let text = context.text
            return Div {
                if !result.unknown.isEmpty {
                    Paragraph(text.text(.pairingSuggestUnknown, [result.unknown.joined(separator: ", ")])).class("hint")
                }
                if found.householdRecipes > 0 {
                    Paragraph(text.text(.pairingSuggestHouseholdRecipes, [String(found.householdRecipes)])).class("hint")
                }
                if result.suggestions.isEmpty {
                    EmptyState(icon: Icons.recipes, title: text[.pairingSuggestTitle], message: text[.pairingSuggestEmpty])
                } else {
                    List(result.suggestions) { suggestion in
                        ListItem {
                            title(suggestion, found.products[suggestion.ingredient], context, household: household)
                            Div(PairingViews.reason(suggestion, text: text)).class("row-meta")
                        }
                        .class("pairing-suggestion")
                        .attribute(named: "data-ingredient", value: suggestion.ingredient)
                    }
                    .class("card-list")
                }
            }
            .class("card")
        }

        private func title(_ suggestion: PairingSuggestion, _ product: PairingProduct?, _ context: WebContext, household: String) -> Component {
            let text = context.text
            var meta = [text.text(.pairingScore, [String(format: "%.2f", suggestion.score)])]
            if let category = suggestion.category { meta.insert(category, at: 0) }
            if found?.stocked.contains(suggestion.ingredient) == true { meta.append(text[.pairingInPantry]) }
            let name = product?.names[context.language.rawValue] ?? suggestion.displayName
            return Div {
                if let product {
                    Link(name, url: "/pairing/products/\(product.id)?household=\(household)").class("row-title")
                } else {
                    Span(name).class("row-title")
                }
                Span(" · " + meta.joined(separator: " · ")).class("row-meta")
            }
        }
    }

    /// Why a partner goes with the query, in the page's language.
    static func reason(_ suggestion: PairingSuggestion, text: Localizer) -> String {
        var parts = [text.text(.pairingReasonRecipes, [String(suggestion.recipesTogether)])]
        if suggestion.sharedCompoundCount > 0 {
            let examples = suggestion.sharedCompounds.isEmpty ? "" : " (" + suggestion.sharedCompounds.joined(separator: ", ") + ")"
            parts.append(text.text(.pairingReasonCompounds, [String(suggestion.sharedCompoundCount)]) + examples)
        }
        return parts.joined(separator: "; ")
    }

    /// "EastAsian" → "East Asian".
    static func spaced(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append(" ") }
            result.append(character)
        }
        return result
    }
}
