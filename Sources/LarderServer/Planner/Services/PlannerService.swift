import Fluent
import Foundation
import LarderCore
import Vapor

/// A household's meal plan: days × meals holding recipes with each member's servings, filled by
/// the core's `MealPlanner` from what the other modules' services say (the cookbook's recipes,
/// each person's targets, the pantry's stock), and turned into a shopping list, cooks and
/// diary entries, and a calendar feed. Every call carries proof of membership
/// (`HouseholdService.Access`); another household's entry is "not found".
struct PlannerService {
    let db: any Database
    let recipes: RecipeService
    let households: HouseholdService
    let profiles: NutritionProfileService
    let eatingRules: EatingRulesService
    let foods: FoodService
    let pantry: PantryService
    let shoppingList: ShoppingListService
    let diary: DiaryService
    let reminders: ReminderService
    let accounts: AccountService
    let clock: LarderClock
    let threadPool: NIOThreadPool

    enum Limits {
        /// The longest range read or filled at once.
        static let days = 31
        static let servings = 0.5...20.0
        static let note = 500
        static let noRepeatDays = 0...28
        static let weeklyCount = 0...21
        static let minutes = 1...1440
        static let countRules = 20
    }

    /// Today where the household lives.
    var today: CalendarDay { CalendarDay(clock.now(), in: clock.timeZone) }

    /// A date range, checked: the first day, the last, at most `Limits.days` long.
    static func range(from: String, to: String) throws -> ClosedRange<CalendarDay> {
        let first = try NutritionProfileService.day(from, field: "from")
        let last = try NutritionProfileService.day(to, field: "to")
        guard first <= last, last.dayNumber - first.dayNumber < Limits.days else {
            throw AppError.invalid("to", .plannerErrorRange, ["to", String(Limits.days)])
        }
        return first...last
    }

    static func days(_ range: ClosedRange<CalendarDay>) -> [CalendarDay] {
        CalendarDay.range(range.lowerBound, through: range.upperBound)
    }

    /// The household's entries on the days of `range`, by day, meal and position, with portions.
    func entries(_ range: ClosedRange<CalendarDay>, _ access: HouseholdService.Access) async throws -> [PlanEntry] {
        let days = Self.days(range)
        let entries = try await PlanEntry.query(on: db)
            .filter(\.$householdID == access.householdID)
            .filter(\.$day ~~ days)
            .with(\.$portions)
            .all()
        return entries.sorted { ($0.day, $0.meal, $0.position) < ($1.day, $1.meal, $1.position) }
    }

    /// The entry, or 404 when it is not the household's.
    func entry(_ id: UUID, _ access: HouseholdService.Access, on db: (any Database)? = nil) async throws -> PlanEntry {
        guard
            let entry = try await PlanEntry.query(on: db ?? self.db).filter(\.$id == id)
                .filter(\.$householdID == access.householdID).with(\.$portions).first()
        else { throw AppError.notFound(.plannerErrorEntryNotFound, field: "entryId") }
        return entry
    }

    /// The household's members: who may eat at a slot.
    func members(_ access: HouseholdService.Access) async throws -> [HouseholdService.MemberInfo] {
        try await households.detail(access).members
    }

    /// Runs `change` holding the household's lock, so two edits of one plan never interleave.
    func change<T: Sendable>(_ access: HouseholdService.Access, _ change: @escaping @Sendable (any Database) async throws -> T)
        async throws -> T
    {
        try await db.writeTransaction(locking: .household(access.householdID), change)
    }
}
