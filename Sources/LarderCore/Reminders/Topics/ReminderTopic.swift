/// The topic lists a reminder can join by what its title is about ("AI lists").
public enum ReminderTopic: String, CaseIterable, Hashable, Sendable, Codable {
    /// Buying food and household consumables.
    case groceries
    /// Cooking, baking, meal prep, defrosting, soaking, packing lunches.
    case cooking
    /// Chores, cleaning, laundry, repairs, plants, pets' litter.
    case home
    /// Doctors, medicine, exercise.
    case health
    /// Job and study tasks.
    case work
    /// Bills, bank, paperwork, post, parcels, car, returns.
    case errands
}
