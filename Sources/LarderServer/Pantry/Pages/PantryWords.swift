import Foundation
import LarderCore

/// How the pantry's words read in the reader's language: places, reasons, actions, freshness.
enum PantryWords {
    /// A built-in place in the reader's language; a household's own place as it named it.
    static func location(_ location: String, _ text: Localizer) -> String {
        switch PantryLocation.builtIn(location) {
        case .fridge: text[.pantryLocationFridge]
        case .freezer: text[.pantryLocationFreezer]
        case .pantry: text[.pantryLocationPantry]
        case nil: location
        }
    }

    static func reason(_ reason: String?, _ text: Localizer) -> String? {
        switch reason {
        case DiscardReason.eaten.rawValue: text[.pantryReasonEaten]
        case DiscardReason.expired.rawValue: text[.pantryReasonExpired]
        case DiscardReason.spoiled.rawValue: text[.pantryReasonSpoiled]
        case StockUndo.undoneArrival: text[.pantryReasonUndone]
        default: reason
        }
    }

    static func action(_ action: LedgerAction, _ text: Localizer) -> String {
        switch action {
        case .added: text[.pantryActionAdded]
        case .edited: text[.pantryActionEdited]
        case .increased: text[.pantryActionIncreased]
        case .decreased: text[.pantryActionDecreased]
        case .set: text[.pantryActionSet]
        case .consumed: text[.pantryActionConsumed]
        case .moved: text[.pantryActionMoved]
        case .discarded: text[.pantryActionDiscarded]
        case .cooked: text[.pantryActionCooked]
        case .observed: text[.pantryActionObserved]
        case .undone: text[.pantryActionUndone]
        }
    }

    static func reviewReason(_ reason: ReviewReason, _ text: Localizer) -> String {
        switch reason {
        case .unknownName: text[.pantryReviewUnknownName]
        case .unknownBarcode: text[.pantryReviewUnknownBarcode]
        case .notInStock: text[.pantryReviewNotInStock]
        case .unitMismatch: text[.pantryReviewUnitMismatch]
        }
    }

    static func observation(_ action: ObservationAction, _ text: Localizer) -> String {
        switch action {
        case .added: text[.pantryObservedAdded]
        case .removed: text[.pantryObservedRemoved]
        case .seen: text[.pantryObservedSeen]
        }
    }

    /// "Expired 2 days ago", "Best before today", "Best before 14 Mar", or nil without a date.
    static func freshness(_ bestBefore: String?, presenter: PantryPresenter, _ text: Localizer) -> (label: String, style: String)? {
        guard let date = bestBefore.flatMap(PantryDate.init) else { return nil }
        let days = presenter.today.days(to: date)
        switch Freshness.of(bestBefore: date, today: presenter.today, soonDays: presenter.soonDays) {
        case .expired: return (text.text(.pantryExpiredDaysAgo, [String(-days)]), "badge-expired")
        case .expiringSoon:
            return (days == 0 ? text[.pantryBestBeforeToday] : text.text(.pantryBestBeforeInDays, [String(days)]), "badge-soon")
        default: return (text.text(.pantryBestBeforeOn, [day(date, language: text.language)]), "")
        }
    }

    /// A calendar day as the reader's language writes it ("14 Mar 2025"), read in UTC like the day itself.
    static func day(_ date: PantryDate, language: Language) -> String {
        var style = Date.FormatStyle(date: .abbreviated, time: .omitted).locale(language.locale)
        style.timeZone = TimeZone(identifier: "UTC")!
        return date.date.formatted(style)
    }
}
