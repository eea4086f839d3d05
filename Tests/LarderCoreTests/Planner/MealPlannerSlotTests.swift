import Testing

@testable import LarderCore

@Suite("Kept, locked and leftover slots")
struct MealPlannerSlotTests {
    let eaters = [PlannerFixtures.eater("ann", kcal: 1900), PlannerFixtures.eater("bob", kcal: 2500)]

    @Test func aLockedSlotKeepsItsDishAndServingsAndCountsInItsDay() {
        // setup: an unusual lunch locked on Tuesday
        let key = PlanSlotKey(PlannerFixtures.monday.adding(days: 1), .lunch)
        let locked = PlanSlotSetup(dish: .recipe(id: "dinner-3"), servings: ["ann": 1.5, "bob": 0.5], locked: true)
        let request = PlanRequest(
            days: PlannerFixtures.days(3), eaters: eaters, recipes: PlannerFixtures.cookbook, slots: [key: locked])
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        let slot = plan.slots.first { $0.key == key }!
        #expect(slot.recipeID == "dinner-3")
        #expect(slot.kept)
        #expect(slot.servings.map(\.servings) == [1.5, 0.5])
        let tuesday = plan.days[1].eaters
        #expect(tuesday.allSatisfy { $0.allWithinBands })
        let annLunch = PlannerFixtures.nutrition(760).kcal * 1.5
        let others = plan.slots.filter { $0.key.day == key.day && $0.key != key }
        let annOthers = others.reduce(0.0) { sum, slot in
            sum + slot.servings[0].servings * PlannerFixtures.cookbook.first { $0.id == slot.recipeID }!.perServing.kcal
        }
        #expect(abs(tuesday[0].totals.kcal - (annLunch + annOthers)) < 1e-6)
    }

    @Test func regeneratingOneDayKeepsEveryOtherDay() {
        let request = PlanRequest(
            days: PlannerFixtures.days(3), eaters: eaters, recipes: PlannerFixtures.cookbook, rules: PlanRules(noRepeatDays: 2))
        let first = MealPlanner.plan(request, options: PlannerOptions(seed: 1))
        // setup: the plan as stored, Wednesday to be regenerated with another seed
        var again = request
        for slot in first.slots {
            again.slots[slot.key] = PlanSlotSetup(
                dish: slot.recipeID.map { .recipe(id: $0) },
                servings: Dictionary(uniqueKeysWithValues: slot.servings.map { ($0.eaterID, $0.servings) }))
        }
        again.scope = .day(PlannerFixtures.monday.adding(days: 2))
        // MUT
        let second = MealPlanner.plan(again, options: PlannerOptions(seed: 9))
        // validate
        for (old, new) in zip(first.slots, second.slots) where old.key.day != PlannerFixtures.monday.adding(days: 2) {
            #expect(old.recipeID == new.recipeID)
            #expect(old.servings == new.servings)
            #expect(new.kept)
        }
        #expect(second.slots.filter { !$0.kept }.count == 3)
        #expect(second.days.flatMap(\.eaters).allSatisfy { $0.allWithinBands })
    }

    @Test func regeneratingOneSlotChangesNothingElse() {
        let key = PlanSlotKey(PlannerFixtures.monday, .lunch)
        var setups: [PlanSlotKey: PlanSlotSetup] = [:]
        for meal in [Meal.breakfast, .dinner] {
            setups[PlanSlotKey(PlannerFixtures.monday, meal)] = PlanSlotSetup(
                dish: .recipe(id: meal == .breakfast ? "breakfast-1" : "dinner-2"), servings: ["ann": 1, "bob": 1.5])
        }
        let request = PlanRequest(
            days: PlannerFixtures.days(1), eaters: eaters, recipes: PlannerFixtures.cookbook, slots: setups, scope: .slot(key))
        let plan = MealPlanner.plan(request)
        #expect(plan.slots.filter { !$0.kept }.map(\.key) == [key])
        #expect(plan.slots.first { $0.key.meal == .breakfast }?.servings.map(\.servings) == [1, 1.5])
        #expect(plan.slots.first { $0.key == key }?.recipeID?.hasPrefix("lunch") == true)
    }

    @Test func leftoversOfADinnerFeedTheNextDaysLunch() {
        // setup
        let monday = PlanSlotKey(PlannerFixtures.monday, .dinner)
        let tuesday = PlanSlotKey(PlannerFixtures.monday.adding(days: 1), .lunch)
        let request = PlanRequest(
            days: PlannerFixtures.days(2), eaters: eaters, recipes: PlannerFixtures.cookbook,
            slots: [tuesday: PlanSlotSetup(dish: .leftovers(of: monday))])
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        let cooked = plan.slots.first { $0.key == monday }!
        let leftovers = plan.slots.first { $0.key == tuesday }!
        #expect(leftovers.recipeID == cooked.recipeID)
        #expect(leftovers.leftoversOf == monday)
        #expect(leftovers.cookServings == 0)
        let eaten = (cooked.servings + leftovers.servings).reduce(0) { $0 + $1.servings }
        #expect(cooked.cookServings == eaten)
        #expect(plan.days.flatMap(\.eaters).allSatisfy { $0.allWithinBands })
    }

    @Test func storedLeftoversAreEatenNoMoreThanThereAre() {
        let key = PlanSlotKey(PlannerFixtures.monday, .lunch)
        let request = PlanRequest(
            days: PlannerFixtures.days(1), eaters: eaters, recipes: PlannerFixtures.cookbook,
            slots: [key: PlanSlotSetup(dish: .storedLeftovers(recipeID: "lunch-3", servings: 1.5))])
        let plan = MealPlanner.plan(request)
        let slot = plan.slots.first { $0.key == key }!
        #expect(slot.recipeID == "lunch-3")
        #expect(slot.storedLeftovers)
        #expect(slot.servings.reduce(0) { $0 + $1.servings } <= 1.5)
    }

    @Test func leftoversOfASlotNotPlannedBeforeAreSaidAndPlannedAsADish() {
        let key = PlanSlotKey(PlannerFixtures.monday, .lunch)
        let source = PlanSlotKey(PlannerFixtures.monday, .dinner)
        let request = PlanRequest(
            days: PlannerFixtures.days(1), eaters: eaters, recipes: PlannerFixtures.cookbook,
            slots: [key: PlanSlotSetup(dish: .leftovers(of: source))])
        let plan = MealPlanner.plan(request)
        #expect(plan.diagnostics.contains(.leftoversWithoutSource(slot: key, source: source)))
        #expect(plan.slots.first { $0.key == key }?.recipeID != nil)
    }
}
