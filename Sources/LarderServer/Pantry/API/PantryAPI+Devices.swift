import Fluent
import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func reportDeviceObservations(_ input: Operations.reportDeviceObservations.Input) async throws
        -> Operations.reportDeviceObservations.Output
    {
        let request = try self.request
        let device = try request.requireDevice()
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let batch = PantryService.ObservationBatch(
            idempotencyKey: body.idempotencyKey, householdID: try body.householdId.map { try uuid($0, field: "householdId") },
            observations: body.observations.map { observation in
                .init(
                    name: observation.name, barcode: observation.barcode, amount: observation.amount, unit: observation.unit,
                    action: observation.action.rawValue, observedAt: observation.observedAt)
            })
        let answer = try await request.pantry.report(batch, from: device)
        return .ok(.init(body: .json(.init(answer))))
    }

    func listPantryReviews(_ input: Operations.listPantryReviews.Input) async throws -> Operations.listPantryReviews.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let status = input.query.status.flatMap { ReviewStatus(rawValue: $0.rawValue) } ?? .open
        let reviews = try await request.pantry.reviews(access, status: status)
        let codes = try await request.devices.codes(of: Set(reviews.compactMap(\.deviceID)))
        return .ok(.init(body: .json(reviews.map { .init($0, deviceCode: $0.deviceID.flatMap { codes[$0] }) })))
    }

    func resolvePantryReview(_ input: Operations.resolvePantryReview.Input) async throws -> Operations.resolvePantryReview.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let resolution: PantryService.Resolution
        switch body.resolution.rawValue {
        case "link":
            guard let food = body.foodId else { throw AppError.invalid("foodId", .errorFieldRequired, ["foodId"]) }
            resolution = .link(foodID: try uuid(food, field: "foodId"))
        case "create":
            resolution = .create(name: body.name, location: body.location)
        default:
            resolution = .dismiss
        }
        let review = try await request.pantry.resolve(uuid(input.path.reviewId, field: "reviewId"), resolution, access, by: user)
        let codes = try await request.devices.codes(of: Set(review.deviceID.map { [$0] } ?? []))
        return .ok(.init(body: .json(.init(review, deviceCode: review.deviceID.flatMap { codes[$0] }))))
    }

    func listPantryDeviceReports(_ input: Operations.listPantryDeviceReports.Input) async throws
        -> Operations.listPantryDeviceReports.Output
    {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let reports = try await request.pantry.deviceReports(access)
        return .ok(
            .init(
                body: .json(
                    reports.map { report in
                        .init(
                            deviceId: report.device.code, deviceName: report.device.name,
                            receivedAt: report.batch.createdAt ?? Date(timeIntervalSince1970: 0),
                            observations: report.batch.appliedCount + report.batch.reviewCount, applied: report.batch.appliedCount,
                            needsReview: report.batch.reviewCount)
                    })))
    }
}

extension Components.Schemas.ObservationBatchResult {
    init(_ answer: PantryService.ObservationAnswer) {
        self.init(
            idempotencyKey: answer.idempotencyKey, replayed: answer.replayed, receivedAt: answer.receivedAt, applied: answer.applied,
            needsReview: answer.needsReview,
            results: answer.results.map { result in
                .init(
                    index: result.index, status: .init(rawValue: result.status.rawValue) ?? .needsReview,
                    reason: result.reason.flatMap { .init(rawValue: $0) }, message: result.message, itemId: result.itemID?.uuidString,
                    foodId: result.foodID?.uuidString, reviewId: result.reviewID?.uuidString)
            })
    }
}
