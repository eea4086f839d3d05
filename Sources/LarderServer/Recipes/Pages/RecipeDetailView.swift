import Foundation
import LarderCore
import Plot
import Vapor

/// A recipe's page: what it is, what goes in, how to make it, what is in a serving, what people
/// think of it, how to share it, and — for its household and for admins — where it stands.
struct RecipeDetailView {
    var context: WebContext
    var shown: ShownRecipe
    var tools: RecipeReaderTools

    func response() -> Response {
        let text = context.text
        let recipe = shown.presented
        return Page(title: recipe.title, tab: .recipes) {
            Article {
                RecipeHero(shown: shown, text: text)
                RecipeActions(shown: shown, context: context)
                if shown.isHouseholdMember, recipe.status == .rejected, let reason = recipe.rejectionReason {
                    Div {
                        Element(name: "strong") { Text(text[.recipeRejectedTitle]) }
                        Paragraph(reason)
                    }
                    .class("form-error")
                    .attribute(named: "role", value: "status")
                }
                Div {
                    RecipeIngredientsPanel(
                        shown: shown, text: text, footer: RecipeShoppingForm(shown: shown, households: tools.households, context: context))
                    Element(name: "section") {
                        H2(text[.recipeSteps])
                        RecipeStepsList(steps: recipe.steps, text: text)
                    }
                    .class("card recipe-steps")
                }
                .class("recipe-columns")
                RecipeNutritionPanel(recipe: recipe, context: context)
                RecipeRatingPanel(shown: shown, context: context)
                RecipeCollectPanel(shown: shown, tools: tools, context: context)
                RecipeSharePanel(shown: shown, text: text)
                if shown.isHouseholdMember {
                    RecipePublicationPanel(shown: shown, context: context)
                }
                if shown.isAdmin {
                    RecipeModerationPanel(shown: shown, context: context, chefs: tools.chefs)
                }
            }
            .class("recipe")
        }
        .response(context)
    }
}

/// Photo, title, badges, author, description, the key figures and the labels.
struct RecipeHero: Component {
    var shown: ShownRecipe
    var text: Localizer

    var body: Component {
        let recipe = shown.presented
        let model = shown.recipe
        return Header {
            if let photo = recipe.photoUrl {
                Image(url: photo, description: recipe.title).class("recipe-hero")
            }
            H1(recipe.title)
            RecipeBadges(recipe: model.summary, text: text, showsPublic: shown.isHouseholdMember)
            if let chef = recipe.chef {
                Paragraph {
                    Link(text.text(.recipeByChef, [chef.name]), url: "/chefs/\(chef.id)").class("chef-credit")
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
            RecipeLabels(loaded: shown.loaded, text: text)
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
        if let difficulty = shown.recipe.difficulty {
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
    var loaded: RecipeService.Loaded
    var text: Localizer

    var body: Component {
        let categories = loaded.values(.category).compactMap(RecipeCategory.init(rawValue:))
        let diets = loaded.values(.diet).compactMap(DietFlag.init(rawValue:))
        let tags = loaded.values(.tag)
        guard !categories.isEmpty || !diets.isEmpty || !tags.isEmpty else { return EmptyComponent() }
        return Div {
            for category in categories {
                Link(text[category.phrase], url: "/recipes?category=\(category.rawValue)").class("chip chip-link")
            }
            for diet in diets {
                Link(text[diet.phrase], url: "/recipes?diet=\(diet.rawValue)").class("chip chip-link chip-diet")
            }
            for tag in tags {
                Link("#" + tag, url: "/recipes?q=\(RecipeSearchForm.encode(tag))").class("chip chip-link chip-tag")
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
            Link(url: shown.url("/cook")) {
                Text(text[.recipeCookMode])
            }
            .class("button button-primary")
            PantryCookButton(shown: shown, context: context)
            if shown.isSignedIn {
                Form(url: "/recipes/\(shown.id)/favourite", method: .post) {
                    CSRFField(token: context.csrfToken)
                    Input(type: .hidden, name: "favourite", value: recipe.favourite ? "false" : "true")
                    Button(text[recipe.favourite ? .recipeFavourited : .recipeFavourite])
                        .attribute(named: "type", value: "submit")
                        .attribute(named: "aria-pressed", value: recipe.favourite ? "true" : "false")
                        .class(recipe.favourite ? "button button-secondary favourite is-favourite" : "button button-secondary favourite")
                }
                .class("inline-form")
            } else {
                Link(text[.recipeFavourite], url: "/login?next=" + RecipeSearchForm.encode("/recipes/\(shown.id)"))
                    .class("button button-secondary favourite")
            }
            Link(text[.recipePrint], url: shown.url("/print")).class("button button-secondary")
            if recipe.canEdit {
                Link(text[.edit], url: "/recipes/\(shown.id)/edit").class("button button-secondary")
                Link(text[.delete], url: "/recipes/\(shown.id)/delete").class("button button-danger")
            }
            if let source = recipe.sourceUrl, RecipeDraft.isWebAddress(source) {
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
    var steps: [Components.Schemas.RecipeStep]
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
