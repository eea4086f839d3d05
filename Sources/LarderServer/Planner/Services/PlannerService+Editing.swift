import Fluent
import Foundation
import LarderCore

/// Editing the plan by hand: add, move, swap, remove, lock, notes, copy.
extension PlannerService {
    /// One member's servings of an entry, as sent.
    struct Portion: Sendable {
        var userID: String
        var servings: Double
    }

    struct NewEntry: Sendable {
        var day: String
        var meal: Meal
        var recipeID: String
        var portions: [Portion]?
        var locked: Bool?
        var note: String?
    }

    struct EntryChange: Sendable {
        var day: String?
        var meal: Meal?
        var portions: [Portion]?
        var locked: Bool?
        /// "" clears it.
        var note: String?
    }

    /// Plans a recipe the household may read into a slot, last in it. Without portions, every
    /// member eats one serving.
    func add(_ new: NewEntry, _ access: HouseholdService.Access, viewer: RecipeViewer) async throws -> PlanEntry {
        let day = try NutritionProfileService.day(new.day, field: "day")
        guard let recipeID = UUID(uuidString: new.recipeID) else {
            throw AppError.invalid("recipeId", .errorIdentifierInvalid, ["recipeId"])
        }
        let members = try await members(access).map(\.userID)
        let portions = try new.portions.map { try Self.portions($0, members: members) } ?? members.map { ($0, 1.0) }
        let note = try Self.note(new.note)
        let recipe = try await recipes.visible(recipeID, for: viewer)
        let title = recipe.title
        return try await change(access) { db in
            let position = try await Self.nextPosition(day, new.meal, access.householdID, on: db)
            let entry = PlanEntry(
                householdID: access.householdID, day: day, meal: new.meal, position: position, recipeID: recipeID, recipeTitle: title,
                cookServings: portions.reduce(0) { $0 + $1.1 })
            entry.locked = new.locked ?? false
            entry.note = note
            try await entry.save(on: db)
            try await Self.replacePortions(of: entry, with: portions, on: db)
            return entry
        }
    }

    /// Moves, locks, re-portions or annotates an entry; a bad field changes nothing.
    func update(_ id: UUID, _ change: EntryChange, _ access: HouseholdService.Access) async throws -> PlanEntry {
        let day = try change.day.map { try NutritionProfileService.day($0, field: "day") }
        let members = try await members(access).map(\.userID)
        let portions = try change.portions.map { try Self.portions($0, members: members) }
        let note = try change.note.map { try Self.note($0) }
        return try await self.change(access) { db in
            let entry = try await self.entry(id, access, on: db)
            let target = (day ?? entry.day, change.meal ?? entry.meal)
            if target != (entry.day, entry.meal) {
                entry.position = try await Self.nextPosition(target.0, target.1, access.householdID, on: db)
                entry.day = target.0
                entry.meal = target.1
            }
            if let locked = change.locked { entry.locked = locked }
            if let note { entry.note = note }
            if let portions {
                if entry.leftoversOf == nil { entry.cookServings = portions.reduce(0) { $0 + $1.1 } }
                try await Self.replacePortions(of: entry, with: portions, on: db)
            }
            try await entry.save(on: db)
            return entry
        }
    }

    /// Swaps two entries' places.
    func swap(_ id: UUID, with otherID: UUID, _ access: HouseholdService.Access) async throws {
        try await change(access) { db in
            let entry = try await self.entry(id, access, on: db)
            guard let other = try await PlanEntry.query(on: db).filter(\.$id == otherID)
                .filter(\.$householdID == access.householdID).first()
            else { throw AppError.notFound(.plannerErrorEntryNotFound, field: "otherEntryId") }
            let place = (entry.day, entry.meal, entry.position)
            (entry.day, entry.meal, entry.position) = (other.day, other.meal, other.position)
            (other.day, other.meal, other.position) = place
            try await entry.save(on: db)
            try await other.save(on: db)
        }
    }

    func remove(_ id: UUID, _ access: HouseholdService.Access) async throws {
        try await change(access) { db in
            let entry = try await self.entry(id, access, on: db)
            // Leftovers of a cook that is gone are cooked where they are.
            let eaters = try await PlanEntry.query(on: db).filter(\.$leftoversOf == id).with(\.$portions).all()
            for leftover in eaters {
                leftover.leftoversOf = nil
                leftover.cookServings = leftover.portions.reduce(0) { $0 + $1.servings }
                try await leftover.save(on: db)
            }
            try await entry.delete(on: db)
        }
    }

    /// Copies the entries of `days` days from `source` to `target` (a day, or a week with 7),
    /// unlocked and uncooked, after what the target slots hold; and the extras beside them.
    func copy(from source: String, to target: String, days: Int, _ access: HouseholdService.Access) async throws -> [PlanEntry] {
        let first = try NutritionProfileService.day(source, field: "from")
        let destination = try NutritionProfileService.day(target, field: "to")
        guard (1...Limits.days).contains(days) else {
            throw AppError.invalid("days", .errorFieldOutOfRange, ["days", "1", String(Limits.days)])
        }
        let originals = try await entries(first...first.adding(days: days - 1), access)
        let originalExtras = try await extras(first...first.adding(days: days - 1), access)
        let shift = destination.dayNumber - first.dayNumber
        return try await change(access) { db in
            try await originalExtras.map { original in
                PlanExtraItem(
                    householdID: access.householdID, day: original.day.adding(days: shift), meal: original.meal, userID: original.userID,
                    foodID: original.foodID, foodName: original.foodName, grams: original.grams, nutrition: original.nutrition)
            }.create(on: db)
            var copies: [PlanEntry] = []
            for original in originals {
                let day = original.day.adding(days: shift)
                let copy = PlanEntry(
                    householdID: access.householdID, day: day, meal: original.meal,
                    position: try await Self.nextPosition(day, original.meal, access.householdID, on: db), recipeID: original.recipeID,
                    recipeTitle: original.recipeTitle, cookServings: original.portions.reduce(0) { $0 + $1.servings })
                copy.note = original.note
                try await copy.save(on: db)
                try await Self.replacePortions(of: copy, with: original.portions.map { ($0.userID, $0.servings) }, on: db)
                copies.append(copy)
            }
            return copies
        }
    }

    // MARK: Checking and writing

    /// Portions checked: members of the household, servings in steps of ½ within the limits.
    static func portions(_ portions: [Portion], members: [UUID]) throws -> [(UUID, Double)] {
        guard portions.count <= 50 else { throw AppError.invalid("portions", .errorFieldTooMany, ["portions", "50"]) }
        var seen = Set<UUID>()
        return try portions.enumerated().map { index, portion in
            let field = "portions[\(index)]"
            guard let userID = UUID(uuidString: portion.userID), members.contains(userID) else {
                throw AppError.invalid("\(field).userId", .plannerErrorNotMember, ["\(field).userId"])
            }
            guard seen.insert(userID).inserted else {
                throw AppError.invalid("\(field).userId", .errorFieldDuplicate, ["\(field).userId"])
            }
            let servings = portion.servings
            guard servings.isFinite, Limits.servings.contains(servings), (servings * 2).rounded() == servings * 2 else {
                throw AppError.invalid("\(field).servings", .plannerErrorServings, ["\(field).servings", "0.5", "20"])
            }
            return (userID, servings)
        }
    }

    static func note(_ raw: String?) throws -> String? {
        guard let raw else { return nil }
        let note = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard note.count <= Limits.note else { throw AppError.invalid("note", .errorFieldTooLong, ["note", String(Limits.note)]) }
        return note.isEmpty ? nil : note
    }

    static func nextPosition(_ day: CalendarDay, _ meal: Meal, _ householdID: UUID, on db: any Database) async throws -> Int {
        let last = try await PlanEntry.query(on: db).filter(\.$householdID == householdID).filter(\.$day == day)
            .filter(\.$meal == meal).max(\.$position)
        return (last ?? -1) + 1
    }

    static func replacePortions(of entry: PlanEntry, with portions: [(UUID, Double)], on db: any Database) async throws {
        let entryID = try entry.requireID()
        try await PlanPortion.query(on: db).filter(\.$entry.$id == entryID).delete()
        let rows = portions.map { PlanPortion(entryID: entryID, userID: $0.0, servings: $0.1) }
        try await rows.create(on: db)
        entry.$portions.value = rows
    }
}
