import Foundation
import LarderCore

/// Photo, title, badges, author, description, the key figures and the labels.
struct RecipeHero: Component {
    var shown: ShownRecipe
    var text: Localizer

    var body: Component {
        let recipe = shown.presented
        return Header {
            if let photo = recipe.photoURL {
                Image(url: photo, description: recipe.title).class("recipe-hero")
            }
            H1(recipe.title)
            RecipeBadges(recipe: recipe.summary, text: text, showsPublic: shown.isHouseholdMember)
            if let chef = recipe.chef {
                Paragraph {
                    Link(text.text(.recipeByChef, [chef.name]), url: ChefRoute.detail(.value(chef.id)).path).class("chef-credit")
                }
                .class("row-meta")
            } else if let owner = recipe.ownerName {
                Paragraph(text.text(.recipeBy, [owner])).class("row-meta")
            }
            if let description = recipe.description {
                for paragraph in description.split(separator: "\n") {
                    Paragraph(String(paragraph)).class("recipe-description")
                }
            }
            RecipeFigures(shown: shown, text: text)
            RecipeLabels(recipe: recipe, text: text)
        }
        .class("recipe-header")
    }
}

/// Time, difficulty, servings and rating, each only when known.
struct RecipeFigures: Component {
    var shown: ShownRecipe
    var text: Localizer

    var body: Component {
        let recipe = shown.presented
        var figures: [(label: String, value: String)] = []
        if let total = recipe.totalMinutes {
            figures.append((text[.recipeTotalTime], RecipeFormat.minutes(total, text)))
        }
        if let prep = recipe.prepMinutes { figures.append((text[.recipePrepTime], RecipeFormat.minutes(prep, text))) }
        if let cook = recipe.cookMinutes { figures.append((text[.recipeCookTime], RecipeFormat.minutes(cook, text))) }
        if let difficulty = recipe.difficulty {
            figures.append((text[.fieldDifficulty], text[difficulty.phrase]))
        }
        figures.append((text[.fieldServings], String(recipe.baseServings)))
        if let average = recipe.rating.average {
            figures.append(
                (text[.recipeRating], "★ " + RecipeFormat.number(average, language: text.language) + " (\(recipe.rating.count))"))
        }
        return Element(name: "dl") {
            for figure in figures {
                Div {
                    Element(name: "dt") { Text(figure.label) }
                    Element(name: "dd") { Text(figure.value) }
                }
            }
        }
        .class("recipe-figures")
    }
}

/// Categories, diet flags and tags, each a link to the recipes that share it.
struct RecipeLabels: Component {
    var recipe: RecipeDisplay
    var text: Localizer

    var body: Component {
        let categories = recipe.categories
        let diets = recipe.diets
        let tags = recipe.tags
        guard !categories.isEmpty || !diets.isEmpty || !tags.isEmpty else { return EmptyComponent() }
        return Div {
            for category in categories {
                Link(text[category.phrase], url: RecipeRoute.browse.path(query: ["category": category.rawValue])).class("chip chip-link")
            }
            for diet in diets {
                Link(text[diet.phrase], url: RecipeRoute.browse.path(query: ["diet": diet.rawValue])).class("chip chip-link chip-diet")
            }
            for tag in tags {
                Link("#" + tag, url: RecipeRoute.browse.path(query: ["q": tag])).class("chip chip-link chip-tag")
            }
        }
        .class("chips recipe-labels")
    }
}

/// Cook, favourite, print, and for its editors edit and delete.
struct RecipeActions: Component {
    var shown: ShownRecipe
    var context: WebContext

    var body: Component {
        let text = context.text
        let recipe = shown.presented
        return Div {
            Link(url: shown.url(RecipeRoute.cook)) {
                Text(text[.recipeCookMode])
            }
            .class("button button-primary")
            PantryCookButton(shown: shown, context: context)
            if shown.isSignedIn {
                Form(url: RecipeRoute.favourite(.value(shown.recipeID)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Input(type: .hidden, name: "favourite", value: recipe.favourite ? "false" : "true")
                    Button(text[recipe.favourite ? .recipeFavourited : .recipeFavourite])
                        .attribute(named: "type", value: "submit")
                        .attribute(named: "aria-pressed", value: recipe.favourite ? "true" : "false")
                        .class(recipe.favourite ? "button button-secondary favourite is-favourite" : "button button-secondary favourite")
                }
                .class("inline-form")
            } else {
                Link(text[.recipeFavourite], url: shown.signInURL)
                    .class("button button-secondary favourite")
            }
            Link(text[.recipePrint], url: shown.url(RecipeRoute.print)).class("button button-secondary")
            if recipe.canEdit {
                Link(text[.edit], url: RecipeRoute.edit(.value(shown.recipeID)).path).class("button button-secondary")
                Link(text[.delete], url: RecipeRoute.deletion(.value(shown.recipeID)).path).class("button button-danger")
            }
            if let source = recipe.sourceURL, RecipeDraft.isWebAddress(source) {
                Link(text[.recipeSource], url: source)
                    .attribute(named: "rel", value: "noopener noreferrer nofollow")
                    .class("button button-secondary")
            }
        }
        .class("button-row recipe-actions")
    }
}

/// Numbered steps; each step's timers are named beside it (a clock and "25:00").
struct RecipeStepsList: Component {
    var steps: [RecipeDisplay.Step]
    var text: Localizer

    var body: Component {
        Element(name: "ol") {
            for step in steps {
                ListItem {
                    for line in step.text.split(separator: "\n") {
                        Paragraph(String(line))
                    }
                    if !step.timers.isEmpty {
                        Div {
                            for timer in step.timers {
                                Span {
                                    Span(html: RecipeIcons.timer).class("icon").attribute(named: "aria-hidden", value: "true")
                                    Text(RecipeFormat.clock(timer.seconds))
                                }
                                .class("chip timer-chip")
                            }
                        }
                        .class("chips")
                    }
                }
            }
        }
        .class("step-list")
    }
}
