import Fluent
import Foundation
import LarderCore

/// Cooking a planned entry: the pantry's cook takes its servings from stock (all or nothing),
/// and each eater's servings go into their food diary on the entry's day and meal, with the
/// extras they have beside that meal. Leftovers take nothing from stock: their cook already did.
extension PlannerService {
    enum CookOutcome: Sendable {
        case cooked(entry: PlanEntry, receipt: PantryService.CookReceipt?, diaryEntries: Int)
        case short(PantryService.CookShortfall)
    }

    func cook(_ id: UUID, logToDiary: Bool, _ access: HouseholdService.Access, by user: Person, viewer: RecipeViewer) async throws
        -> CookOutcome
    {
        let entry = try await entry(id, access)
        guard entry.cookedAt == nil else { throw AppError.conflict(.plannerErrorAlreadyCooked, field: "entryId") }
        var receipt: PantryService.CookReceipt?
        if entry.leftoversOf == nil {
            let servings = max(1, Int(entry.cookServings.rounded(.up)))
            switch try await pantry.cook(entry.recipeID, servings: servings, access, viewer: viewer, by: .person(user)) {
            case .short(let shortfall): return .short(shortfall)
            case .cooked(let cooked): receipt = cooked
            }
        }
        entry.cookedAt = clock.now()
        try await entry.save(on: db)
        var logged = 0
        if logToDiary {
            let extras = try await PlanExtraItem.query(on: db).filter(\.$householdID == access.householdID)
                .filter(\.$day == entry.day).filter(\.$meal == entry.meal).filter(\.$eatenAt == nil).all()
            let people = try await accounts.people(ids: entry.portions.map(\.userID) + extras.map(\.userID))
            for portion in entry.portions {
                guard let person = people[portion.userID] else { continue }
                _ = try await diary.logRecipeServings(
                    user: person, recipe: entry.recipeID, servings: portion.servings, date: entry.day, meal: entry.meal)
                logged += 1
            }
            for extra in extras {
                guard let person = people[extra.userID] else { continue }
                _ = try await diary.logFood(user: person, food: extra.foodID, grams: extra.grams, date: extra.day, meal: extra.meal)
                extra.eatenAt = clock.now()
                try await extra.save(on: db)
                logged += 1
            }
        }
        return .cooked(entry: entry, receipt: receipt, diaryEntries: logged)
    }
}
