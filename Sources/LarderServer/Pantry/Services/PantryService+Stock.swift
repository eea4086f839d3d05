import Fluent
import Foundation
import LarderCore

extension PantryService {
    /// What a person (or a form) puts into stock.
    package struct NewItem: Sendable {
        var foodID: UUID?
        var name: String?
        var amount: Double
        var unit: String?
        var location: String?
        var bestBefore: String?
        var openedOn: String?
        var barcode: String?
        var note: String?

        package init(
            foodID: UUID? = nil, name: String? = nil, amount: Double, unit: String? = nil, location: String? = nil,
            bestBefore: String? = nil, openedOn: String? = nil, barcode: String? = nil, note: String? = nil
        ) {
            self.foodID = foodID
            self.name = name
            self.amount = amount
            self.unit = unit
            self.location = location
            self.bestBefore = bestBefore
            self.openedOn = openedOn
            self.barcode = barcode
            self.note = note
        }
    }

    /// Changes to an item's description; nil leaves a field, "" clears it.
    struct ItemChanges: Sendable {
        var name: String?
        var foodID: String?
        var bestBefore: String?
        var openedOn: String?
        var barcode: String?
        var note: String?
    }

    enum AmountChange: String, Sendable {
        case increase, decrease, set
    }

    package func add(_ new: NewItem, _ access: HouseholdService.Access, by actor: PantryActor) async throws -> PantryItem {
        let item = PantryItem()
        item.householdID = access.householdID
        if let foodID = new.foodID {
            let food = try await foods.food(id: foodID)
            item.foodID = foodID
            item.foodGroup = food.food.group
            item.name = try new.name.map { try PantryRules.name($0) } ?? String(food.food.name.prefix(PantryRules.nameLength))
        } else {
            item.name = try PantryRules.name(new.name)
            // A plain name links to the food it means, as recipe lines and device reports do, so
            // "rice" in stock is the rice a recipe asks for; it stays free only when nothing matches.
            if let match = try await foods.bestMatch(for: item.name) {
                item.foodID = match.id
                item.foodGroup = match.food.group
            }
        }
        item.amount = try PantryRules.amount(new.amount)
        item.unit = try PantryRules.unit(new.unit).code
        item.location = try PantryRules.location(new.location)
        item.bestBefore = try PantryRules.date(new.bestBefore, field: "bestBefore")
        item.openedOn = try PantryRules.date(new.openedOn, field: "openedOn")
        item.barcode = try PantryRules.barcode(new.barcode)
        item.note = try PantryRules.note(new.note)
        let householdID = access.householdID
        return try await change(householdID) { db in
            try await item.create(on: db)
            try await PantryLedger(db: db, householdID: householdID, actor: actor).record(.added, item, before: nil)
            return item
        }
    }

    func item(_ id: UUID, _ access: HouseholdService.Access) async throws -> PantryItem {
        try await Self.item(id, in: access.householdID, on: db)
    }

    func edit(_ id: UUID, _ changes: ItemChanges, _ access: HouseholdService.Access, by actor: PantryActor) async throws -> PantryItem {
        var found: FoodService.Entry?
        if let foodID = changes.foodID, !foodID.isEmpty {
            guard let id = UUID(uuidString: foodID) else { throw AppError.invalid("foodId", .errorIdentifierInvalid, ["foodId"]) }
            found = try await foods.food(id: id)
        }
        let food = found
        let name = try changes.name.map { try PantryRules.name($0) }
        let bestBefore = try changes.bestBefore.map { try PantryRules.date($0, field: "bestBefore") }
        let openedOn = try changes.openedOn.map { try PantryRules.date($0, field: "openedOn") }
        let barcode = try changes.barcode.map { try PantryRules.barcode($0) }
        let note = try changes.note.map { try PantryRules.note($0) }
        let householdID = access.householdID
        return try await change(householdID) { db in
            let item = try await Self.item(id, in: householdID, on: db)
            let before = item.state
            if let name { item.name = name }
            if let foodID = changes.foodID {
                item.foodID = food?.id
                item.foodGroup = food?.food.group
                if foodID.isEmpty, name == nil { item.name = before.name }
                if let food, name == nil { item.name = String(food.food.name.prefix(PantryRules.nameLength)) }
            }
            if let bestBefore { item.bestBefore = bestBefore }
            if let openedOn { item.openedOn = openedOn }
            if let barcode { item.barcode = barcode }
            if let note { item.note = note }
            guard item.state != before else { return item }
            try await item.save(on: db)
            try await PantryLedger(db: db, householdID: householdID, actor: actor).record(.edited, item, before: before)
            return item
        }
    }

    /// Adds to, takes from (never below nothing) or sets the amount; an amount in another unit is
    /// converted to the item's through its food.
    func changeAmount(
        _ id: UUID, _ change: AmountChange, amount: Double, unit: String?, _ access: HouseholdService.Access, by actor: PantryActor
    ) async throws -> PantryItem {
        let amount = try PantryRules.amount(amount, allowsZero: change == .set || change == .decrease)
        let unit = try unit.map { try PantryRules.unit($0) }
        let current = try await item(id, access)
        let measures = try await measures(of: [current])
        let householdID = access.householdID
        return try await self.change(householdID) { db in
            let item = try await Self.item(id, in: householdID, on: db)
            guard item.isInStock else { throw AppError.conflict(.pantryErrorNotInStock) }
            let converted =
                try unit.map {
                    try PantryRules.converted(amount, $0, to: item.stockUnit, measures: item.foodID.flatMap { measures[$0] })
                } ?? amount
            let before = item.state
            switch change {
            case .increase: item.amount = StockNumber.clean(item.amount + converted)
            case .decrease: item.amount = StockNumber.clean(max(0, item.amount - converted))
            case .set: item.amount = StockNumber.clean(converted)
            }
            guard item.amount <= PantryRules.maximumAmount else {
                throw AppError.invalid("amount", .pantryErrorAmountInvalid, ["amount", "0", "1000000"])
            }
            guard item.state != before else { return item }
            try await item.save(on: db)
            let action: LedgerAction =
                switch change {
                case .increase: .increased
                case .decrease: .decreased
                case .set: .set
                }
            try await PantryLedger(db: db, householdID: householdID, actor: actor).record(action, item, before: before)
            return item
        }
    }

    /// Uses some of the item, or all of it when `amount` is nil.
    func consume(
        _ id: UUID, amount: Double?, unit: String?, _ access: HouseholdService.Access, by actor: PantryActor
    ) async throws -> PantryItem {
        let amount = try amount.map { try PantryRules.amount($0) }
        let unit = try unit.map { try PantryRules.unit($0) }
        let current = try await item(id, access)
        let measures = try await measures(of: [current])
        let householdID = access.householdID
        return try await change(householdID) { db in
            let item = try await Self.item(id, in: householdID, on: db)
            guard item.isInStock else { throw AppError.conflict(.pantryErrorNotInStock) }
            var used = item.amount
            if let amount {
                used =
                    try unit.map {
                        try PantryRules.converted(amount, $0, to: item.stockUnit, measures: item.foodID.flatMap { measures[$0] })
                    } ?? amount
            }
            let before = item.state
            item.amount = StockNumber.clean(max(0, item.amount - used))
            try await item.save(on: db)
            try await PantryLedger(db: db, householdID: householdID, actor: actor).record(.consumed, item, before: before)
            return item
        }
    }

    func move(_ id: UUID, to rawLocation: String, _ access: HouseholdService.Access, by actor: PantryActor) async throws -> PantryItem {
        let location = try PantryRules.location(rawLocation)
        let householdID = access.householdID
        return try await change(householdID) { db in
            let item = try await Self.item(id, in: householdID, on: db)
            guard item.isInStock else { throw AppError.conflict(.pantryErrorNotInStock) }
            guard item.location != location else { return item }
            let before = item.state
            item.location = location
            try await item.save(on: db)
            try await PantryLedger(db: db, householdID: householdID, actor: actor).record(.moved, item, before: before)
            return item
        }
    }

    func discard(_ id: UUID, reason: DiscardReason, _ access: HouseholdService.Access, by actor: PantryActor) async throws -> PantryItem {
        let householdID = access.householdID
        return try await change(householdID) { db in
            let item = try await Self.item(id, in: householdID, on: db)
            guard item.isInStock else { throw AppError.conflict(.pantryErrorNotInStock) }
            let before = item.state
            item.discardReason = reason.rawValue
            try await item.save(on: db)
            try await PantryLedger(db: db, householdID: householdID, actor: actor)
                .record(.discarded, item, before: before, reason: reason.rawValue)
            return item
        }
    }
}
