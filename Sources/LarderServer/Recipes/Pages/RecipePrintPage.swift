import Foundation
import Vapor

/// The recipe on paper: no tab bar, no buttons, just what a cook needs — scaled and in the
/// measures chosen on the recipe's page. The stylesheet's print rules do the rest. It is the one
/// page without the app's shell, so its view writes the whole document itself.
enum RecipePrintPage {
    struct Model {
        var shown: ShownRecipe
    }

    struct View {
        var context: WebContext
        var model: Model

        func response() -> Response {
            let text = context.text
            let shown = model.shown
            let recipe = shown.presented
            var figures: [String] = []
            if let total = recipe.totalMinutes { figures.append(text[.recipeTotalTime] + ": " + RecipeFormat.minutes(total, text)) }
            figures.append(text[.fieldServings] + ": " + String(recipe.servings))
            let document = HTMLDocument(language: context.language.rawValue, theme: "light") {
                Head.charset
                Head.meta(name: "viewport", content: "width=device-width, initial-scale=1")
                Head.title("\(recipe.title) · Larder")
                Head.link(rel: "stylesheet", href: Assets.stylesheetPath)
                Head.script(src: Assets.scriptPath)
            } body: {
                        Article {
                            Div {
                                Link(text[.cookExit], url: shown.url()).class("button button-secondary button-small")
                                Button(text[.recipePrint]).attribute(named: "type", value: "button").attribute(
                                    named: "data-print", value: "true"
                                )
                                .class("button button-primary button-small js-only")
                            }
                            .class("button-row print-controls")
                            H1(recipe.title)
                            if let description = recipe.description {
                                Paragraph(description)
                            }
                            Paragraph(figures.joined(separator: " · ")).class("row-meta")
                            H2(text[.recipeIngredients])
                            IngredientGroups(lines: recipe.ingredients, text: text)
                            H2(text[.recipeSteps])
                            RecipeStepsList(steps: recipe.steps, text: text)
                            if let source = recipe.sourceURL {
                                Paragraph(text[.recipeSource] + ": " + source).class("row-meta")
                            }
                            if let link = recipe.shareURL {
                                Paragraph(link).class("row-meta")
                            }
                        }
                        .class("recipe recipe-print")
            }
            .bodyAttribute(named: "class", value: "print-page")
            var headers = HTTPHeaders()
            headers.contentType = .html
            headers.cacheControl = .init(noStore: true)
            return Response(status: .ok, headers: headers, body: .init(string: document.render()))
        }
    }
}
