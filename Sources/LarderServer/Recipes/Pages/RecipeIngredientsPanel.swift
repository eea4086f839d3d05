/// The ingredients with the servings stepper and the measure toggle. Both are plain links and a
/// GET form, re-rendering the page with `?servings=` and `?measure=`; the script swaps just this
/// panel in place (`data-swap`), so the page does not jump.
struct RecipeIngredientsPanel: Component {
    var shown: ShownRecipe
    var text: Localizer
    /// Below the lines: what to do with them (add them to a shopping list).
    var footer: Component? = nil

    var body: Component {
        let recipe = shown.presented
        let servings = recipe.servings
        return Element(name: "section") {
            Div {
                H2(text[.recipeIngredients])
                Div {
                    stepLink("−", servings: servings - 1, label: text[.recipeFewerServings], enabled: servings > 1)
                    Form(url: RecipeRoute.detail(.value(shown.recipeID)).path, method: .get) {
                        Element(name: "label") { Text(text[.fieldServings]) }.attribute(named: "for", value: "servings-input")
                        Input(type: .number, name: "servings", value: String(servings))
                            .id("servings-input")
                            .attribute(named: "min", value: "1")
                            .attribute(named: "max", value: "1000")
                            .attribute(named: "inputmode", value: "numeric")
                        if shown.measure != .original {
                            Input(type: .hidden, name: "measure", value: shown.measure.rawValue)
                        }
                        Button(text[.recipeApply]).attribute(named: "type", value: "submit").class(
                            "button button-secondary button-small js-hidden")
                    }
                    .class("stepper-form")
                    .attribute(named: "data-swap-form", value: "#ingredients")
                    stepLink("+", servings: servings + 1, label: text[.recipeMoreServings], enabled: servings < 1000)
                }
                .class("servings-stepper")
            }
            .class("panel-header")
            if servings != recipe.baseServings {
                Paragraph {
                    Text(text.text(.recipeScaledFrom, [String(recipe.baseServings)]) + " ")
                    Link(text[.recipeResetServings], url: shown.url(servings: recipe.baseServings))
                        .attribute(named: "data-swap", value: "#ingredients")
                }
                .class("hint")
            }
            Navigation {
                for (choice, phrase) in [(MeasureChoice.original, Phrase.measureOriginal), (.metric, .measureMetric), (.us, .measureUS)] {
                    Link(text[phrase], url: shown.url(measure: choice))
                        .class(choice == shown.measure ? "segment active" : "segment")
                        .attribute(named: "aria-current", value: choice == shown.measure ? "true" : nil)
                        .attribute(named: "data-swap", value: "#ingredients")
                        .attribute(named: "rel", value: "nofollow")
                }
            }
            .class("segmented segmented-small")
            .attribute(named: "aria-label", value: text[.measureLabel])
            IngredientGroups(lines: recipe.ingredients, text: text)
            if let footer { footer }
        }
        .id("ingredients")
        .class("card recipe-ingredients")
    }

    private func stepLink(_ symbol: String, servings: Int, label: String, enabled: Bool) -> Component {
        guard enabled else {
            return Span(symbol).class("button button-secondary stepper-button disabled").attribute(named: "aria-hidden", value: "true")
        }
        return Link(symbol, url: shown.url(servings: servings))
            .class("button button-secondary stepper-button")
            .attribute(named: "aria-label", value: label)
            .attribute(named: "data-swap", value: "#ingredients")
            .attribute(named: "rel", value: "nofollow")
    }
}

/// Ingredient lines as shown (scaled, converted), under their section headings.
struct IngredientGroups: Component {
    var lines: [RecipeDisplay.Ingredient]
    var text: Localizer

    var body: Component {
        var groups: [(section: String?, lines: [RecipeDisplay.Ingredient])] = []
        for line in lines {
            if let last = groups.last, last.section == line.section {
                groups[groups.count - 1].lines.append(line)
            } else {
                groups.append((line.section, [line]))
            }
        }
        return Div {
            for group in groups {
                if let section = group.section {
                    H3(section).class("ingredient-section")
                }
                Element(name: "ul") {
                    for line in group.lines {
                        ListItem {
                            Span(line.display).class("ingredient-text")
                            if line.optional {
                                Span(text[.recipeOptional]).class("badge")
                            }
                        }
                        .attribute(named: "title", value: line.foodName.map { text.text(.recipeLinkedFood, [text.foodName($0)]) })
                    }
                }
                .class("ingredient-list")
            }
        }
        .class("ingredient-groups")
    }
}
