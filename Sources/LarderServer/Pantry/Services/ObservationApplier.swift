import Fluent
import Foundation
import LarderCore

/// Applies one device observation to a household's stock, inside the batch's transaction:
/// finds what it is about (by barcode, by a free-named item's name, by the food its name
/// means), then adds, removes or confirms it through the ledger — or, when it cannot, files it
/// for review.
struct ObservationApplier {
    let db: any Database
    let householdID: UUID
    let actor: PantryActor
    let deviceName: String
    /// Bound to the transaction's connection: a second connection could wait on this one's lock.
    let foods: FoodService
    /// The food each observed name means, worked out before the transaction.
    let linked: [String: FoodService.Entry]
    var deviceID: UUID? { actor.deviceID }

    /// What an observation is about.
    struct Target {
        var key: StockKey
        var name: String
        var food: FoodService.Entry?
    }

    /// Devices watch the fridge: what they see arrive goes there.
    static let location = PantryLocation.fridge.rawValue

    /// Applies the observation; when it cannot be applied it is filed for review — or, with
    /// `filesReviews: false` (a person resolving a review), refused with 409.
    func apply(
        _ observation: PantryService.CheckedObservation, target chosen: Target? = nil, filesReviews: Bool = true
    ) async throws -> PantryService.ObservationResult {
        let items = try await PantryService.stock(of: householdID, includeEmpty: true, on: db)
        var found = chosen
        if found == nil { found = try await target(of: observation, among: items) }
        guard let target = found else {
            return try await review(observation, observation.name == nil ? .unknownBarcode : .unknownName, filesReviews: filesReviews)
        }
        let inStock = items.filter { $0.isInStock && $0.amount > 0 && $0.stockKey == target.key }
        let measures: FoodMeasures? = target.food?.food.measures
        var pool = StockPool(inStock.map(\.batch), measures: measures)
        let unit = observation.unit ?? inStock.first?.stockUnit ?? .each
        let ledger = PantryLedger(db: db, householdID: householdID, actor: actor)
        let reason = observation.action.rawValue
        var result = PantryService.ObservationResult(index: 0, status: .applied, foodID: target.food?.id)

        switch observation.action {
        case .added:
            result.itemID = try await arrive(observation.amount ?? 1, unit, target, barcode: observation.barcode, ledger: ledger)
        case .removed:
            guard !inStock.isEmpty else { return try await review(observation, .notInStock, filesReviews: filesReviews) }
            let takes: [StockTake]
            if let amount = observation.amount {
                if let all = pool.take(amount, of: unit) {
                    takes = all
                } else {
                    let (scale, perUnit) = unit.scale(using: measures)
                    let available = pool.available(on: scale) / perUnit
                    guard available > 0 else { return try await review(observation, .unitMismatch, filesReviews: filesReviews) }
                    // More went than Larder knew of: all of it is gone.
                    takes = pool.take(available, of: unit) ?? []
                    result.message = "only \(unit.format(StockNumber.clean(available))) was in stock"
                }
            } else {
                takes = inStock.compactMap { item in item.id.map { StockTake(batchID: $0, amount: item.amount, from: item.amount, to: 0) } }
            }
            result.itemID = try await leave(takes, among: inStock, reason: reason, ledger: ledger)
        case .seen:
            guard !inStock.isEmpty else {
                result.itemID = try await arrive(observation.amount ?? 1, unit, target, barcode: observation.barcode, ledger: ledger)
                break
            }
            result.itemID = inStock.first?.id
            guard let amount = observation.amount else { break }
            let (scale, perUnit) = unit.scale(using: measures)
            let held = pool.available(on: scale) / perUnit
            guard held > 0 else { return try await review(observation, .unitMismatch, filesReviews: filesReviews) }
            let difference = StockNumber.clean(amount - held)
            if difference > 0 {
                result.itemID = try await arrive(difference, unit, target, barcode: observation.barcode, ledger: ledger)
            } else if difference < 0 {
                result.itemID = try await leave(pool.take(-difference, of: unit) ?? [], among: inStock, reason: reason, ledger: ledger)
            }
        }
        return result
    }

    /// By barcode first (the item that carries it), then a free-named item of the same name,
    /// then the food the name means.
    private func target(of observation: PantryService.CheckedObservation, among items: [PantryItem]) async throws -> Target? {
        if let barcode = observation.barcode,
            let item = items.filter({ $0.barcode == barcode }).sorted(by: { $0.isInStock && !$1.isInStock }).first
        {
            var food: FoodService.Entry?
            if let id = item.foodID { food = try await foods.entries(ids: [id])[id] }
            return Target(key: item.stockKey, name: item.name, food: food)
        }
        guard let name = observation.name else { return nil }
        let key = StockKey.named(name)
        if items.contains(where: { $0.foodID == nil && $0.stockKey == key }) {
            return Target(key: key, name: name, food: nil)
        }
        if let food = linked[name] {
            return Target(key: .food(food.id), name: String(food.food.name.prefix(PantryRules.nameLength)), food: food)
        }
        return nil
    }

    /// A new item of `amount` arrives in the fridge.
    private func arrive(_ amount: Double, _ unit: StockUnit, _ target: Target, barcode: String?, ledger: PantryLedger) async throws -> UUID
    {
        let item = PantryItem()
        item.householdID = householdID
        item.foodID = target.food?.id
        item.foodGroup = target.food?.food.group
        item.name = target.name
        item.amount = StockNumber.clean(amount)
        item.unit = unit.code
        item.location = Self.location
        item.barcode = barcode
        try await item.create(on: db)
        try await ledger.record(.observed, item, before: nil, reason: ObservationAction.added.rawValue)
        return try item.requireID()
    }

    /// Applies takes to the items; returns the first item changed.
    private func leave(_ takes: [StockTake], among items: [PantryItem], reason: String, ledger: PantryLedger) async throws -> UUID? {
        let byID = Dictionary(items.compactMap { item in item.id.map { ($0, item) } }, uniquingKeysWith: { a, _ in a })
        for take in takes {
            guard let item = byID[take.batchID] else { continue }
            let before = item.state
            item.amount = StockNumber.clean(max(0, item.amount - take.amount))
            try await item.save(on: db)
            try await ledger.record(.observed, item, before: before, reason: reason)
        }
        return takes.first?.batchID
    }

    private func review(
        _ observation: PantryService.CheckedObservation, _ reason: ReviewReason, filesReviews: Bool
    ) async throws -> PantryService.ObservationResult {
        guard filesReviews else { throw AppError.conflict(.pantryErrorReviewCannotApply, [reason.rawValue]) }
        let review = PantryReview()
        review.householdID = householdID
        review.deviceID = deviceID
        review.deviceName = deviceName
        review.name = observation.name
        review.barcode = observation.barcode
        review.amount = observation.amount
        review.unit = observation.unit?.code
        review.action = observation.action
        review.observedAt = observation.observation.observedAt
        review.reason = reason
        review.status = .open
        try await review.create(on: db)
        return PantryService.ObservationResult(
            index: 0, status: .needsReview, reason: reason.rawValue, message: nil, reviewID: try review.requireID())
    }
}
