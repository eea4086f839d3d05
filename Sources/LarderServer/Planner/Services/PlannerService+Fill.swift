import Fluent
import Foundation
import LarderCore

/// "Fill the week" (or a day, or one slot): the core's planner chooses recipes and servings for
/// the free slots; locked entries, and everything outside what is filled, stay as they are.
extension PlannerService {
    struct Fill: Sendable {
        var range: ClosedRange<CalendarDay>
        /// `.everything` (the range), `.day` or `.slot`.
        var scope: PlanScope
        var meals: [Meal]
        var rules: PlanRules
    }

    func fill(_ fill: Fill, _ access: HouseholdService.Access) async throws -> PlanWeek {
        let inputs = try await PlannerInputs.gather(self, access)
        guard !inputs.eaters.isEmpty else { throw AppError.invalid("eaters", .plannerErrorNoTargets, ["eaters"]) }
        let existing = try await entries(fill.range, access)
        let existingExtras = try await extras(fill.range, access)
        let offered = try await offeredExtras()
        let request = PlanRequest(
            days: Self.days(fill.range), meals: fill.meals,
            eaters: inputs.eaters.map(\.planEater), recipes: inputs.recipes,
            stock: inputs.stock, rules: fill.rules, slots: Self.kept(existing, fill), scope: fill.scope, extras: offered,
            keptExtras: Self.keptExtras(existingExtras, fill))
        // The search is seconds of pure computation: it runs on the thread pool, not an event loop.
        let plan = try await threadPool.runIfActive { MealPlanner.plan(request) }
        let titles = Dictionary(inputs.recipes.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        try await store(plan, replacing: existing, extras: (offered, existingExtras), fill, titles: titles, access)
        var week = try await week(fill.range, access)
        let names = Dictionary(inputs.eaters.map { ($0.userID.uuidString, $0.name) }, uniquingKeysWith: { a, _ in a })
        week.notices = plan.diagnostics.compactMap { PlanNotice($0, names: names, titles: titles) }
        return week
    }

    /// Whether the fill replaces what `slot` holds.
    static func replaces(_ slot: PlanSlotKey, _ fill: Fill) -> Bool {
        guard fill.meals.contains(slot.meal) else { return false }
        switch fill.scope {
        case .everything: return true
        case .day(let day): return slot.day == day
        case .slot(let key): return slot == key
        case .nothing: return false
        }
    }

    /// What the planner must keep: slots outside the fill as they are, and locked entries.
    static func kept(_ entries: [PlanEntry], _ fill: Fill) -> [PlanSlotKey: PlanSlotSetup] {
        let slotOf = Dictionary(entries.compactMap { entry in entry.id.map { ($0, entry.slot) } }, uniquingKeysWith: { a, _ in a })
        var setups: [PlanSlotKey: PlanSlotSetup] = [:]
        for (slot, held) in Dictionary(grouping: entries, by: \.slot) where fill.meals.contains(slot.meal) {
            let replaced = replaces(slot, fill)
            guard let entry = replaced ? held.first(where: \.locked) : held.first else { continue }
            let dish: PlanDish =
                if let source = entry.leftoversOf.flatMap({ slotOf[$0] }), source < slot { .leftovers(of: source) } else {
                    .recipe(id: entry.recipeID.uuidString)
                }
            setups[slot] = PlanSlotSetup(
                dish: dish, servings: Dictionary(entry.portions.map { ($0.userID.uuidString, $0.servings) }, uniquingKeysWith: +),
                locked: entry.locked)
        }
        return setups
    }

    /// Replaces the filled slots' unlocked entries with the plan's dishes.
    private func store(
        _ plan: MealPlan, replacing existing: [PlanEntry], extras: (offered: [PlanExtra], existing: [PlanExtraItem]), _ fill: Fill,
        titles: [String: String], _ access: HouseholdService.Access
    ) async throws {
        let replaced = existing.filter { !$0.locked && Self.replaces($0.slot, fill) }.compactMap(\.id)
        var kept: [PlanSlotKey: UUID] = [:]
        for entry in existing where !replaced.contains(entry.id ?? UUID()) {
            if kept[entry.slot] == nil, let id = entry.id { kept[entry.slot] = id }
        }
        let cookOf = kept
        let planned = plan.slots.filter { !$0.kept && Self.replaces($0.key, fill) }.sorted { $0.key < $1.key }
        try await change(access) { db in
            try await Self.storeExtras(
                plan, offered: extras.offered, replacing: extras.existing, fill, householdID: access.householdID, on: db)
            if !replaced.isEmpty {
                try await PlanPortion.query(on: db).filter(\.$entry.$id ~~ replaced).delete()
                try await PlanEntry.query(on: db).filter(\.$id ~~ replaced).delete()
            }
            var created = cookOf
            for slot in planned {
                guard let recipe = slot.recipeID, let recipeID = UUID(uuidString: recipe) else { continue }
                let portions = slot.servings.compactMap { eater -> (UUID, Double)? in
                    guard eater.servings > 0, let userID = UUID(uuidString: eater.eaterID) else { return nil }
                    return (userID, eater.servings)
                }
                guard !portions.isEmpty else { continue }
                let entry = PlanEntry(
                    householdID: access.householdID, day: slot.key.day, meal: slot.key.meal,
                    position: try await Self.nextPosition(slot.key.day, slot.key.meal, access.householdID, on: db), recipeID: recipeID,
                    recipeTitle: titles[recipe] ?? "", cookServings: slot.cookServings)
                entry.leftoversOf = slot.leftoversOf.flatMap { created[$0] }
                try await entry.save(on: db)
                try await Self.replacePortions(of: entry, with: portions, on: db)
                if created[slot.key] == nil { created[slot.key] = entry.id }
            }
        }
    }
}
