/// Generation without a configured provider: what to set for it to work (served with 503).
enum RecipeGenerateUnconfiguredPage {
    struct Model {}

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.recipeGenerateTitle], tab: .recipes) {
                H1(text[.recipeGenerateTitle])
                Div {
                    H2(text[.recipeGenerateUnconfiguredTitle])
                    Paragraph(text[.errorAINotConfigured])
                    Element(name: "pre") {
                        Text("LARDER_AI_BASE_URL=https://api.openai.com/v1\nLARDER_AI_MODEL=gpt-4o-mini\nLARDER_AI_API_KEY=sk-…")
                    }
                    .class("secret config-example")
                    Paragraph(text[.recipeGenerateUnconfiguredHint]).class("hint")
                    Div {
                        Link(text[.recipeNew], url: RecipeRoute.new.path).class("button button-secondary button-small")
                        Link(text[.recipeImportTitle], url: RecipeRoute.importPage.path).class("button button-secondary button-small")
                    }
                    .class("button-row")
                }
                .class("card")
                .id("ai-unconfigured")
            }
        }
    }
}
