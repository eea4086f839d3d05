import Foundation
import LarderCore
import Vapor

/// The "what goes with it" page: the form, then the partners as cards with their reasons.
enum PairingSuggestPage {
    struct Model {
        var householdID: UUID
        var form: PairingPages.SuggestForm
        var engineLoaded: Bool
        var choices: (regions: [String], categories: [String])
        var found: PairingService.Suggestions?
        var error: String?
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let household = model.householdID.uuidString
            return Page(title: text[.pairingSuggestTitle], tab: .recipes) {
                Link(text[.pairingTitle], url: PairingRoute.home.in(household)).class("back-link")
                H1(text[.pairingSuggestTitle])
                if !model.engineLoaded { Paragraph(text[.pairingEngineOff]).class("hint") }
                FormError(message: model.error)
                queryForm(text, household: household)
                if let found = model.found, let result = found.result {
                    PairingSuggestionList(context: context, result: result, found: found, household: household)
                }
            }
        }

        private func queryForm(_ text: Localizer, household: String) -> Component {
            let form = model.form
            return Form(url: PairingRoute.suggest.path, method: .get) {
                Input(type: .hidden, name: "household", value: household)
                FormField(
                    label: text[.pairingSuggestIngredients], name: "ingredients", value: form.ingredients, hint: text[.pairingSuggestHint],
                    isRequired: true)
                SelectField(
                    label: text[.pairingSuggestRegion], name: "region",
                    options: [("", text[.pairingSuggestAnyRegion])] + model.choices.regions.map { ($0, PairingWords.spaced($0)) },
                    selected: form.region ?? "")
                SelectField(
                    label: text[.pairingSuggestCategory], name: "category",
                    options: [("", text[.pairingSuggestAnyCategory])] + model.choices.categories.map { ($0, $0) }, selected: form.category ?? "")
                Label(text[.pairingSuggestPantryOnly]) {
                    Input(type: .checkbox, name: "pantry", value: "on").attribute(named: "checked", value: form.pantry != nil ? "checked" : nil)
                }
                .class("chip")
                Button(text[.pairingSuggestSubmit]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .class("card")
        }
    }
}

/// The engine's partners for the asked ingredients, as cards with their reasons.
struct PairingSuggestionList: Component {
    var context: WebContext
    var result: PairingResult
    var found: PairingService.Suggestions
    var household: String

    var body: Component {
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
                        title(suggestion, found.products[suggestion.ingredient])
                        Div(PairingWords.reason(suggestion, text: text)).class("row-meta")
                    }
                    .class("pairing-suggestion")
                    .attribute(named: "data-ingredient", value: suggestion.ingredient)
                }
                .class("card-list")
            }
        }
        .class("card")
    }

    private func title(_ suggestion: PairingSuggestion, _ product: PairingProduct?) -> Component {
        let text = context.text
        var meta = [text.text(.pairingScore, [String(format: "%.2f", suggestion.score)])]
        if let category = suggestion.category { meta.insert(category, at: 0) }
        if found.stocked.contains(suggestion.ingredient) { meta.append(text[.pairingInPantry]) }
        let name = product?.names[context.language.rawValue] ?? suggestion.displayName
        return Div {
            if let product {
                Link(name, url: PairingRoute.product(.value(product.id)).in(household)).class("row-title")
            } else {
                Span(name).class("row-title")
            }
            Span(" · " + meta.joined(separator: " · ")).class("row-meta")
        }
    }
}
