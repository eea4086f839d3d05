import Fluent
import Foundation
import LarderCore

/// A named shopping list of a household. Every household has one default list (created on first
/// use), where recipes go unless another list is named.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ShoppingList: Model, @unchecked Sendable {
    static let schema = "shopping_lists"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // ownership
    @Field(key: "household_id") var householdID: UUID

    // data fields
    @Field(key: "name") var name: String
    @Field(key: "is_default") var isDefault: Bool
    /// The units amounts are shown in.
    @Field(key: "measurement_system") var measurementSystem: MeasurementSystem
    /// Whether what the pantry holds is taken off what the list needs (the Pantry module's stock).
    @Field(key: "subtract_stock") var subtractStock: Bool
    /// The store whose aisle order the list follows.
    @OptionalField(key: "store_id") var storeID: UUID?
    /// Goes up by one with every change to the list or its items, so clients can tell what is new.
    @Field(key: "revision") var revision: Int

    init() {}

    init(householdID: UUID, name: String, isDefault: Bool, system: MeasurementSystem = .metric, subtractStock: Bool = true) {
        self.householdID = householdID
        self.name = name
        self.isDefault = isDefault
        self.measurementSystem = system
        self.subtractStock = subtractStock
        self.revision = 0
    }
}

/// A shop and the order its aisles come in, walking through it.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ShoppingStore: Model, @unchecked Sendable {
    static let schema = "shopping_stores"

    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "name") var name: String
    /// `Aisle.rawValue`s separated by commas, in walking order.
    @Field(key: "aisle_order") var aisleOrder: String

    init() {}

    init(householdID: UUID, name: String, order: [String]) {
        self.householdID = householdID
        self.name = name
        self.aisleOrder = order.joined(separator: ",")
    }
}

/// Where the household keeps an item of a name, as someone in it corrected it: the next item of
/// that name goes there too.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ShoppingAisleCorrection: Model, @unchecked Sendable {
    static let schema = "shopping_aisle_corrections"

    @ID var id: UUID?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?
    @Field(key: "household_id") var householdID: UUID
    /// `ShoppingName.key` of the item's name.
    @Field(key: "name_key") var nameKey: String
    @Field(key: "aisle") var aisle: Aisle

    init() {}

    init(householdID: UUID, nameKey: String, aisle: Aisle) {
        self.householdID = householdID
        self.nameKey = nameKey
        self.aisle = aisle
    }
}
