import Fluent
import Foundation
import LarderCore

extension PantryService {
    /// The household's reviews with `status` (open ones by default), newest first.
    func reviews(_ access: HouseholdService.Access, status: ReviewStatus = .open) async throws -> [PantryReview] {
        try await PantryReview.query(on: db).filter(\.$householdID == access.householdID)
            .filter(\.$status == status).sort(\.$createdAt, .descending).sort(\.$id).limit(500).all()
    }

    /// How the household settles an observation a device could not place.
    enum Resolution: Sendable {
        /// It was this food: apply it as that.
        case link(foodID: UUID)
        /// It is something the food table does not have: a new free-named item.
        case create(name: String?, location: String?)
        case dismiss
    }

    /// Owners settle a review: the observation is applied through the ledger with the owner as
    /// the actor, or dismissed. A review is settled once.
    func resolve(_ reviewID: UUID, _ resolution: Resolution, _ access: HouseholdService.Access, by user: Person) async throws -> PantryReview
    {
        try access.requireOwner()
        var food: FoodService.Entry?
        if case .link(let foodID) = resolution { food = try await foods.food(id: foodID) }
        let chosen = food
        let actor = PantryActor.person(user)
        let userID = access.userID
        let householdID = access.householdID
        let now = clock.now()
        return try await change(householdID) { db in
            guard
                let review = try await PantryReview.query(on: db).filter(\.$id == reviewID)
                    .filter(\.$householdID == householdID).first()
            else { throw AppError.notFound(.pantryErrorReviewNotFound, field: "reviewId") }
            guard review.status == .open else { throw AppError.conflict(.pantryErrorReviewResolved) }
            let observation = CheckedObservation(
                observation: Observation(
                    name: review.name, barcode: review.barcode, amount: review.amount, unit: review.unit, action: review.action.rawValue,
                    observedAt: review.observedAt),
                name: review.name, barcode: review.barcode, amount: review.amount, unit: review.unit.flatMap(StockUnit.init(code:)),
                action: review.action)
            let applier = ObservationApplier(
                db: db, householdID: householdID, actor: actor, deviceName: review.deviceName, foods: foods.on(db), linked: [:])
            switch resolution {
            case .dismiss:
                review.status = .dismissed
            case .link:
                guard let chosen else { throw AppError.notFound(.errorFoodNotFound, field: "foodId") }
                let target = ObservationApplier.Target(
                    key: .food(chosen.id), name: String(chosen.food.name.prefix(PantryRules.nameLength)), food: chosen)
                review.itemID = try await applier.apply(observation, target: target, filesReviews: false).itemID
                review.status = .linked
            case .create(let name, let location):
                guard observation.action != .removed else {
                    throw AppError.invalid("resolution", .pantryErrorReviewCannotCreate)
                }
                let itemName = try PantryRules.name(name ?? review.name ?? review.barcode)
                let item = PantryItem()
                item.householdID = householdID
                item.name = itemName
                item.amount = StockNumber.clean(review.amount ?? 1)
                item.unit = review.unit ?? ""
                item.location = try PantryRules.location(location ?? ObservationApplier.location)
                item.barcode = review.barcode
                try await item.create(on: db)
                try await PantryLedger(db: db, householdID: householdID, actor: actor)
                    .record(.added, item, before: nil, reason: "review")
                review.itemID = try item.requireID()
                review.status = .created
            }
            review.resolvedBy = userID
            review.resolvedAt = now
            try await review.save(on: db)
            return review
        }
    }
}
