import Foundation

/// Nutrition per serving, and how much of the recipe it is counted from: every line that could
/// not be counted is named with the reason, so a figure is never silently short.
struct RecipeNutritionPanel: Component {
    var recipe: RecipeDisplay
    var context: WebContext

    var body: Component {
        let text = context.text
        guard let nutrition = recipe.nutrition else { return EmptyComponent() }
        let rows: [(Phrase, Double?, String, Int)] = [
            (.nutrientEnergy, nutrition.energyKcal, "kcal", 0),
            (.nutrientProtein, nutrition.protein, "g", 1),
            (.nutrientFat, nutrition.fat, "g", 1),
            (.nutrientCarbohydrate, nutrition.carbohydrate, "g", 1),
            (.nutrientFiber, nutrition.fiber, "g", 1),
            (.nutrientSugars, nutrition.sugars, "g", 1),
            (.nutrientSodium, nutrition.sodium, "mg", 0),
        ]
        let measured = rows.compactMap { row in row.1.map { (row.0, $0, row.2, row.3) } }
        let gaps = nutrition.gaps.filter { $0.code != "heading" }
        return Element(name: "section") {
            H2(text[.recipeNutritionTitle])
            if nutrition.countedLines == 0 || measured.isEmpty {
                Paragraph(text[.recipeNutritionNone]).class("hint")
            } else {
                Element(name: "dl") {
                    for (phrase, value, unit, digits) in measured {
                        Div {
                            Element(name: "dt") { Text(text[phrase]) }
                            Element(name: "dd") { Text(RecipeFormat.number(value, digits: digits, language: text.language) + " " + unit) }
                        }
                    }
                }
                .class("nutrition-grid")
            }
            Paragraph(text.text(.recipeNutritionCoverage, [String(nutrition.countedLines), String(nutrition.totalLines)]))
                .class("row-meta")
                .id("nutrition-coverage")
            if !gaps.isEmpty {
                Element(name: "details") {
                    Element(name: "summary") { Text(text.text(.recipeNutritionNotCounted, [String(gaps.count)])) }
                    Element(name: "ul") {
                        for gap in gaps {
                            ListItem {
                                Span(gap.line).class("row-title")
                                Text(" — ")
                                Span(text[Self.reason(gap.code)]).class("row-meta")
                            }
                        }
                    }
                    .class("gap-list")
                }
            }
        }
        .class("card recipe-nutrition")
        .id("nutrition")
    }

    static func reason(_ code: String) -> Phrase {
        switch code {
        case "no_amount": .nutritionGapNoAmount
        case "no_food": .nutritionGapNoFood
        default: .nutritionGapNotConvertible
        }
    }
}

/// The average and count, the reader's own stars, and the buttons to give or take them back.
struct RecipeRatingPanel: Component {
    var shown: ShownRecipe
    var context: WebContext

    var body: Component {
        let text = context.text
        let rating = shown.presented.rating
        return Element(name: "section") {
            H2(text[.recipeRating])
            if let average = rating.average {
                Paragraph {
                    Span(RecipeFormat.stars(average)).class("stars").attribute(named: "aria-hidden", value: "true")
                    Text(
                        " "
                            + text.text(
                                .recipeRatingSummary, [RecipeFormat.number(average, language: text.language), String(rating.count)]))
                }
                .id("rating-summary")
            } else {
                Paragraph(text[.recipeRatingNone]).class("row-meta").id("rating-summary")
            }
            if shown.isSignedIn {
                Form(url: RecipeRoute.rating(.value(shown.recipeID)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    FieldSet {
                        Element(name: "legend") { Text(text[.recipeRateLegend]) }
                        Div {
                            for stars in 1...5 {
                                Button(stars <= (rating.mine ?? 0) ? "★" : "☆")
                                    .attribute(named: "type", value: "submit")
                                    .attribute(named: "name", value: "stars")
                                    .attribute(named: "value", value: String(stars))
                                    .attribute(named: "aria-label", value: text.text(.recipeRateStars, [String(stars)]))
                                    .attribute(named: "aria-pressed", value: stars == rating.mine ? "true" : "false")
                                    .class(stars <= (rating.mine ?? 0) ? "star-button is-on" : "star-button")
                            }
                        }
                        .class("star-row")
                    }
                }
                if let mine = rating.mine {
                    Div {
                        Span(text.text(.recipeRatingMine, [String(mine)])).class("row-meta")
                        PostButton(
                            action: RecipeRoute.rating(.value(shown.recipeID)).path, label: text[.recipeRatingRemove],
                            token: context.csrfToken,
                            style: "button-secondary button-small", fields: [("remove", "1")])
                    }
                    .class("button-row")
                }
            } else {
                Link(text[.recipeSignInToRate], url: shown.signInURL)
                    .class("button button-secondary")
            }
        }
        .class("card recipe-rating")
        .id("rating")
    }
}

/// The public link (public recipes only), with a copy button. The app's `larder://` link stays in
/// the API: a web reader has no app to open it.
struct RecipeSharePanel: Component {
    var shown: ShownRecipe
    var text: Localizer

    var body: Component {
        Element(name: "section") {
            H2(text[.recipeShare])
            if let link = shown.presented.shareURL {
                CopyRow(label: text[.recipeShareLink], id: "share-link", value: link, text: text)
            } else {
                Paragraph(text[.recipeShareOnlyHousehold]).class("hint")
            }
        }
        .class("card recipe-share")
    }
}

/// For the recipe's household: whether it is public, and the button that changes that.
struct RecipePublicationPanel: Component {
    var shown: ShownRecipe
    var context: WebContext

    var body: Component {
        let text = context.text
        let status = shown.presented.status
        return Element(name: "section") {
            H2(text[.recipePublication])
            Paragraph {
                Span(text[status.phrase]).class("badge badge-status-\(status.rawValue)")
                Text(" " + text[status.explanation])
            }
            switch status {
            case .private, .rejected:
                PostButton(
                    action: RecipeRoute.submission(.value(shown.recipeID)).path, label: text[.recipeSubmit], token: context.csrfToken,
                    style: "button-primary")
            case .pending, .approved:
                PostButton(
                    action: RecipeRoute.withdrawal(.value(shown.recipeID)).path, label: text[.recipeWithdraw], token: context.csrfToken,
                    confirmation: status == .approved ? text[.recipeWithdrawConfirm] : nil)
            }
        }
        .class("card recipe-publication")
        .id("publication")
    }
}

/// For admins: approve or reject a submitted recipe, or pick a public one for Editor's Choice.
struct RecipeModerationPanel: Component {
    var shown: ShownRecipe
    var context: WebContext
    var chefs: [ChefEntry]

    var body: Component {
        let text = context.text
        let recipe = shown.presented
        let here = RecipeRoute.detail(.value(shown.recipeID)).path
        let back = [("next", here)]
        switch recipe.status {
        case .pending:
            return Element(name: "section") {
                H2(text[.adminRecipesTitle])
                RecipeDecisionForms(recipeID: shown.recipeID, context: context, next: here, reasonError: nil, chefs: chefs)
            }
            .class("card recipe-moderation")
        case .approved:
            return Element(name: "section") {
                H2(text[.adminRecipesTitle])
                PostButton(
                    action: RecipeRoute.editorsChoice(.value(shown.recipeID)).path,
                    label: text[recipe.editorsChoice ? .editorsChoiceRemove : .editorsChoiceAdd], token: context.csrfToken,
                    fields: back + [("chosen", recipe.editorsChoice ? "false" : "true")])
                RecipeChefCreditForm(recipeID: shown.recipeID, current: shown.presented.chef?.id.uuidString, chefs: chefs, context: context)
            }
            .class("card recipe-moderation")
        case .private, .rejected:
            return EmptyComponent()
        }
    }
}
