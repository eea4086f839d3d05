import Fluent
import Foundation
import LarderCore

/// A simple food one member has beside a day's dishes — a pot of yoghurt, a slice of bread —
/// planned by the fill to bring their day within their targets, or added by hand. Its nutrition
/// is kept as planned, so the plan reads the same after the food table changes.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PlanExtraItem: Model, @unchecked Sendable {
    static let schema = "plan_extras"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // data fields
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "day") var day: CalendarDay
    @Field(key: "meal") var meal: Meal
    @Field(key: "user_id") var userID: UUID
    @Field(key: "food_id") var foodID: UUID
    /// The food's name when planned.
    @Field(key: "food_name") var foodName: String
    @Field(key: "grams") var grams: Double
    /// What `grams` of the food give.
    @Field(key: "kcal") var kcal: Double
    @Field(key: "protein") var protein: Double
    @Field(key: "fat") var fat: Double
    @Field(key: "carbohydrate") var carbohydrate: Double
    /// When it went into its eater's diary, with the meal it is served with.
    @OptionalField(key: "eaten_at") var eatenAt: Date?

    init() {}

    init(householdID: UUID, day: CalendarDay, meal: Meal, userID: UUID, foodID: UUID, foodName: String, grams: Double, nutrition: PlanNutrition) {
        self.householdID = householdID
        self.day = day
        self.meal = meal
        self.userID = userID
        self.foodID = foodID
        self.foodName = foodName
        self.grams = grams
        self.nutrition = nutrition
    }

    var nutrition: PlanNutrition {
        get { PlanNutrition(kcal: kcal, protein: protein, fat: fat, carbohydrate: carbohydrate) }
        set { (kcal, protein, fat, carbohydrate) = (newValue.kcal, newValue.protein, newValue.fat, newValue.carbohydrate) }
    }

    var slot: PlanSlotKey { PlanSlotKey(day, meal) }
}
