import Foundation
import LarderCore

/// The names the recipe pages give to the cookbook's fixed choices, in the reader's language.
extension RecipeCategory {
    var phrase: Phrase {
        switch self {
        case .breakfast: .categoryBreakfast
        case .soup: .categorySoup
        case .salad: .categorySalad
        case .appetizer: .categoryAppetizer
        case .mainCourse: .categoryMainCourse
        case .sideDish: .categorySideDish
        case .dessert: .categoryDessert
        case .snack: .categorySnack
        case .drink: .categoryDrink
        case .baking: .categoryBaking
        case .pasta: .categoryPasta
        case .pizza: .categoryPizza
        case .seafood: .categorySeafood
        case .quickAndEasy: .categoryQuickAndEasy
        }
    }
}

extension DietFlag {
    var phrase: Phrase {
        switch self {
        case .vegan: .dietVegan
        case .vegetarian: .dietVegetarian
        case .glutenFree: .dietGlutenFree
        case .dairyFree: .dietDairyFree
        case .nutFree: .dietNutFree
        case .kidFriendly: .dietKidFriendly
        }
    }
}

extension Difficulty {
    var phrase: Phrase {
        switch self {
        case .easy: .difficultyEasy
        case .medium: .difficultyMedium
        case .hard: .difficultyHard
        }
    }
}

extension RecipeStatus {
    var phrase: Phrase {
        switch self {
        case .private: .recipeStatusPrivate
        case .pending: .recipeStatusPending
        case .approved: .recipeStatusApproved
        case .rejected: .recipeStatusRejected
        }
    }

    /// What the status means for the household, shown beside the publication buttons.
    var explanation: Phrase {
        switch self {
        case .private: .recipeStatusPrivateExplained
        case .pending: .recipeStatusPendingExplained
        case .approved: .recipeStatusApprovedExplained
        case .rejected: .recipeStatusRejectedExplained
        }
    }
}

extension RecipeQuery.Sort {
    var phrase: Phrase {
        switch self {
        case .relevance: .sortRelevance
        case .titleAscending: .sortTitleAscending
        case .titleDescending: .sortTitleDescending
        case .newest: .sortNewest
        case .oldest: .sortOldest
        case .rating: .sortRating
        case .quickest: .sortQuickest
        }
    }
}

extension RecipeQuery.Scope {
    var phrase: Phrase {
        switch self {
        case .all: .scopeAll
        case .mine: .scopeMine
        case .household: .scopeHousehold
        case .public: .scopePublic
        case .favourites: .scopeFavourites
        }
    }
}

/// Times, ratings and amounts as the recipe pages write them.
enum RecipeFormat {
    /// "45 min", "1 h", "1 h 30 min" in the reader's language.
    static func minutes(_ minutes: Int, _ text: Localizer) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return text.text(.durationMinutes, [String(minutes)]) }
        if rest == 0 { return text.text(.durationHours, [String(hours)]) }
        return text.text(.durationHoursMinutes, [String(hours), String(rest)])
    }

    /// Five stars, filled up to the rounded average: "★★★★☆".
    static func stars(_ average: Double) -> String {
        let filled = min(5, max(0, Int(average.rounded())))
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    }

    /// A number with at most `digits` decimals, written as the reader's language writes numbers.
    static func number(_ value: Double, digits: Int = 1, language: Language) -> String {
        value.formatted(.number.precision(.fractionLength(0...digits)).locale(language.locale))
    }

    /// A countdown's start, as the timer buttons show it: "25:00", "1:30:00".
    static func clock(_ seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        let rest = seconds % 60
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, rest)
            : String(format: "%d:%02d", minutes, rest)
    }
}
