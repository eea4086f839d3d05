import Foundation
import LarderCore

/// A recipe in a list: photo, title, time, difficulty and rating, linking to its page.
struct RecipeCard: Component {
    var recipe: RecipeSummary
    var text: Localizer

    var body: Component {
        Article {
            Link(url: RecipeRoute.detail(.value(recipe.id)).path) {
                Div {
                    if let photo = recipe.photo {
                        Image(url: PhotoRoute.photo(.value(photo)).path, description: "")
                            .attribute(named: "loading", value: "lazy")
                    } else {
                        Span(html: Icons.recipes).class("recipe-card-placeholder").attribute(named: "aria-hidden", value: "true")
                    }
                }
                .class("recipe-card-photo")
                Div {
                    H3(recipe.title).class("recipe-card-title")
                    RecipeMeta(recipe: recipe, text: text)
                    RecipeBadges(recipe: recipe, text: text, showsPublic: false)
                }
                .class("recipe-card-body")
            }
            .class("recipe-card-link")
        }
        .class("recipe-card")
    }
}

/// Time · difficulty · rating, each only when known.
struct RecipeMeta: Component {
    var recipe: RecipeSummary
    var text: Localizer

    var body: Component {
        var parts: [String] = []
        if let minutes = recipe.totalMinutes { parts.append(RecipeFormat.minutes(minutes, text)) }
        if let difficulty = recipe.difficulty { parts.append(text[difficulty.phrase]) }
        if let average = recipe.ratingAverage {
            parts.append("★ " + RecipeFormat.number(average, language: text.language) + " (\(recipe.ratingCount))")
        }
        guard !parts.isEmpty else { return EmptyComponent() }
        return Paragraph(parts.joined(separator: " · ")).class("recipe-meta")
    }
}

/// Editor's Choice, and where the recipe stands when it is not simply public.
struct RecipeBadges: Component {
    var recipe: RecipeSummary
    var text: Localizer
    /// Whether a public recipe says so (its own page does; a card in the public feed need not).
    var showsPublic: Bool

    var body: Component {
        let status = recipe.status
        let showsStatus = status != .approved || showsPublic
        guard recipe.editorsChoice || showsStatus || recipe.aiGenerated else { return EmptyComponent() }
        return Div {
            if recipe.editorsChoice {
                Span(text[.editorsChoice]).class("badge badge-choice")
            }
            if showsStatus {
                Span(text[status.phrase]).class("badge badge-status-\(status.rawValue)")
            }
            if recipe.aiGenerated {
                Span(text[.recipeAIGenerated]).class("badge")
            }
        }
        .class("badge-row")
    }
}

/// Cards in a responsive grid.
struct RecipeGrid: Component {
    var recipes: [RecipeSummary]
    var text: Localizer

    var body: Component {
        Div {
            for recipe in recipes {
                RecipeCard(recipe: recipe, text: text)
            }
        }
        .class("recipe-grid")
    }
}

/// A titled row of cards that scrolls sideways on a phone, with a link to the full list.
struct RecipeShelf: Component {
    var title: String
    var recipes: [RecipeSummary]
    var moreURL: String
    var text: Localizer

    var body: Component {
        guard !recipes.isEmpty else { return EmptyComponent() }
        return Element(name: "section") {
            Div {
                H2(title)
                Link(text[.seeAll], url: moreURL).class("shelf-more")
            }
            .class("shelf-header")
            Div {
                for recipe in recipes {
                    RecipeCard(recipe: recipe, text: text)
                }
            }
            .class("shelf-row")
        }
        .class("shelf")
    }
}

/// Previous / "page 2 of 5" / next, for a paged list of recipes.
struct RecipePagination: Component {
    var page: Int
    var total: Int
    var per: Int
    var text: Localizer
    var url: (Int) -> String

    var body: Component {
        let pages = max(1, (total + per - 1) / per)
        guard pages > 1 else { return EmptyComponent() }
        return Navigation {
            if page > 1 {
                Link(text[.previousPage], url: url(page - 1)).class("button button-secondary button-small").attribute(
                    named: "rel", value: "prev")
            } else {
                Span("")
            }
            Span(text.text(.pageOf, [String(page), String(pages), String(total)])).class("row-meta")
            if page < pages {
                Link(text[.nextPage], url: url(page + 1)).class("button button-secondary button-small").attribute(
                    named: "rel", value: "next")
            } else {
                Span("")
            }
        }
        .class("pagination")
        .attribute(named: "aria-label", value: text[.paginationLabel])
    }
}
