/// Cooking mode: big text, one step per screen with next and previous, the screen kept awake,
/// and a timer button for every duration a step names ("Bake 25 minutes" → 25:00). Without
/// JavaScript it is the list of steps in big text; the script turns it into one step at a time.
enum RecipeCookPage {
    struct Model {
        var shown: ShownRecipe
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let shown = model.shown
            let recipe = shown.presented
            let count = recipe.steps.count
            return Page(title: text.text(.cookTitle, [recipe.title]), tab: .recipes) {
                Div {
                    Div {
                        Link(text[.cookExit], url: shown.url()).class("button button-secondary button-small")
                        H1(recipe.title).class("cook-title")
                    }
                    .class("cook-header")
                    Element(name: "details") {
                        Element(name: "summary") { Text(text.text(.cookIngredients, [String(recipe.servings)])) }
                        IngredientGroups(lines: recipe.ingredients, text: text)
                    }
                    .class("cook-ingredients")
                    Div { EmptyComponent() }.class("timer-tray").attribute(named: "aria-live", value: "polite")
                    Element(name: "ol") {
                        for step in recipe.steps {
                            ListItem {
                                Paragraph(text.text(.cookStepOf, [String(step.number), String(count)])).class("cook-step-number")
                                for line in step.text.split(separator: "\n") {
                                    Paragraph(String(line)).class("cook-step-text")
                                }
                                if !step.timers.isEmpty {
                                    Div {
                                        for timer in step.timers {
                                            TimerButton(timer: timer, text: text)
                                        }
                                    }
                                    .class("button-row cook-timers")
                                }
                            }
                            .class("cook-step")
                            .id("step-\(step.number)")
                            .attribute(named: "data-cook-step", value: String(step.number))
                        }
                    }
                    .class("cook-steps")
                    Navigation {
                        Button(text[.cookPrevious]).attribute(named: "type", value: "button").attribute(
                            named: "data-cook-previous", value: "true"
                        )
                        .class("button button-secondary")
                        Button(text[.cookNext]).attribute(named: "type", value: "button").attribute(named: "data-cook-next", value: "true")
                            .class("button button-primary")
                        Link(text[.cookDone], url: shown.url()).attribute(named: "data-cook-done", value: "true").class(
                            "button button-primary")
                    }
                    .class("cook-nav js-only")
                }
                .class("cook")
                .attribute(named: "data-cook", value: "true")
                .attribute(named: "data-wake-lock", value: "true")
                .attribute(named: "data-timer-done", value: text[.cookTimerDone])
            }
        }
    }
}

/// A countdown for one duration of a step; shown only where the script can run it.
struct TimerButton: Component {
    var timer: RecipeDisplay.Timer
    var text: Localizer

    var body: Component {
        Button {
            Span(html: RecipeIcons.timer).class("icon").attribute(named: "aria-hidden", value: "true")
            Span(RecipeFormat.clock(timer.seconds)).class("timer-clock")
            Span(timer.text).class("timer-label")
        }
        .attribute(named: "type", value: "button")
        .attribute(named: "data-timer", value: String(timer.seconds))
        .attribute(named: "data-timer-label", value: timer.text)
        .attribute(named: "aria-label", value: text.text(.cookStartTimer, [timer.text]))
        .class("button button-secondary timer-button js-only")
    }
}
