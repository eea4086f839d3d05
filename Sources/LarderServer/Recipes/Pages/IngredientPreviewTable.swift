/// How Larder reads the typed ingredient lines: amount, ingredient, note and linked food. Hidden
/// while empty; the script fills and shows it as the cook types.
struct IngredientPreviewTable: Component {
    var preview: IngredientPreview
    var text: Localizer

    var body: Component {
        Div {
            H3(text[.recipePreviewTitle])
            Element(name: "table") {
                Element(name: "thead") {
                    Element(name: "tr") {
                        for phrase in [Phrase.recipePreviewAmount, .recipePreviewIngredient, .recipePreviewNote, .recipePreviewFood] {
                            Element(name: "th") { Text(text[phrase]) }
                        }
                    }
                }
                Element(name: "tbody") {
                    for line in preview.lines {
                        if line.isSection {
                            Element(name: "tr") {
                                Element(name: "td") { Text(line.text) }.attribute(named: "colspan", value: "4")
                            }
                            .class("preview-section")
                        } else {
                            Element(name: "tr") {
                                Element(name: "td") { Text(line.amount ?? "") }.class("preview-amount")
                                Element(name: "td") {
                                    Text(line.name)
                                    if line.optional { Span(text[.recipeOptional]).class("badge") }
                                }
                                .class("preview-name")
                                Element(name: "td") { Text(line.note ?? "") }.class("preview-note")
                                Element(name: "td") { Text(line.foodName.map(text.foodName) ?? text[.recipePreviewNotLinked]) }
                                    .class(line.foodName == nil ? "preview-food row-meta" : "preview-food")
                            }
                        }
                    }
                }
            }
            .class("data preview-table")
        }
        .class("ingredient-preview")
        .id("ingredient-preview")
        .attribute(named: "aria-live", value: "polite")
        .attribute(named: "hidden", value: preview.lines.isEmpty ? "hidden" : nil)
        .attribute(named: "data-not-linked", value: text[.recipePreviewNotLinked])
        .attribute(named: "data-optional", value: text[.recipeOptional])
    }
}
