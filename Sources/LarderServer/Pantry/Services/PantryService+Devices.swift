import Fluent
import Foundation
import LarderCore

extension PantryService {
    /// One thing a device recognised.
    struct Observation: Sendable, Codable {
        var name: String?
        var barcode: String?
        var amount: Double?
        var unit: String?
        var action: String
        var observedAt: Date
    }

    /// A device's batch, with the key that makes sending it twice harmless.
    struct ObservationBatch: Sendable, Codable {
        var idempotencyKey: String
        var householdID: UUID?
        var observations: [Observation]
    }

    /// What became of one observation.
    struct ObservationResult: Sendable, Codable {
        enum Status: String, Sendable, Codable { case applied, needsReview }
        var index: Int
        var status: Status
        var reason: String?
        var message: String?
        var itemID: UUID?
        var foodID: UUID?
        var reviewID: UUID?
    }

    /// The answer to a batch, stored with its key and given again to a repeat.
    struct ObservationAnswer: Sendable, Codable {
        var idempotencyKey: String
        var replayed: Bool
        var receivedAt: Date
        var results: [ObservationResult]

        var applied: Int { results.filter { $0.status == .applied }.count }
        var needsReview: Int { results.filter { $0.status == .needsReview }.count }
    }

    /// Applies a device's batch to its household's stock through the ledger (the device is the
    /// actor); what cannot be applied waits for review. A key seen before gets the answer it got
    /// then, and nothing changes — also when the two arrive at the same moment.
    func report(_ batch: ObservationBatch, from device: DeviceRecord) async throws -> ObservationAnswer {
        guard let householdID = device.householdID, device.status == .active else {
            throw AppError(.unauthenticated, .errorDeviceCredentialsInvalid)
        }
        if let asked = batch.householdID, asked != householdID {
            throw AppError(.forbidden, .pantryErrorDeviceOtherHousehold, field: "householdId")
        }
        let observations = try Self.validated(batch)
        let key = batch.idempotencyKey.trimmingCharacters(in: .whitespacesAndNewlines)
        let fingerprint = try Self.fingerprint(batch)
        let deviceID = device.id
        // Names are linked to foods before the lock: the food catalogue does not change with stock.
        var foodsByName: [String: FoodService.Entry] = [:]
        for observation in observations {
            guard let name = observation.name, foodsByName[name] == nil else { continue }
            if let entry = try await foods.bestMatch(for: name) { foodsByName[name] = entry }
        }
        let linked = foodsByName
        let actor = PantryActor.device(device)
        let receivedAt = clock.now()
        do {
            return try await change(householdID) { db in
                if let earlier = try await Self.earlierAnswer(deviceID: deviceID, key: key, fingerprint: fingerprint, on: db) {
                    return earlier
                }
                let applier = ObservationApplier(
                    db: db, householdID: householdID, actor: actor, deviceName: device.name, foods: foods.on(db), linked: linked)
                var results: [ObservationResult] = []
                for (index, observation) in observations.enumerated() {
                    var result = try await applier.apply(observation)
                    result.index = index
                    results.append(result)
                }
                let answer = ObservationAnswer(idempotencyKey: key, replayed: false, receivedAt: receivedAt, results: results)
                let stored = PantryDeviceBatch()
                stored.deviceID = deviceID
                stored.householdID = householdID
                stored.idempotencyKey = key
                stored.fingerprint = fingerprint
                stored.answer = String(decoding: try JSONEncoder().encode(answer), as: UTF8.self)
                stored.appliedCount = answer.applied
                stored.reviewCount = answer.needsReview
                try await stored.create(on: db)
                return answer
            }
        } catch {
            // The same batch was stored a moment ago by another request; this one rolled back.
            guard (error as? any DatabaseError)?.isConstraintFailure == true,
                let earlier = try await Self.earlierAnswer(deviceID: deviceID, key: key, fingerprint: fingerprint, on: db)
            else { throw error }
            return earlier
        }
    }

    /// The stored answer for the key, marked as a replay; 409 when the key came with other observations.
    private static func earlierAnswer(deviceID: UUID, key: String, fingerprint: String, on db: any Database) async throws
        -> ObservationAnswer?
    {
        guard
            let stored = try await PantryDeviceBatch.query(on: db).filter(\.$deviceID == deviceID)
                .filter(\.$idempotencyKey == key).first()
        else { return nil }
        guard stored.fingerprint == fingerprint else {
            throw AppError.conflict(.pantryErrorIdempotencyReused, field: "idempotencyKey")
        }
        var answer = try JSONDecoder().decode(ObservationAnswer.self, from: Data(stored.answer.utf8))
        answer.replayed = true
        return answer
    }

    /// An observation checked field by field, with its unit read.
    struct CheckedObservation: Sendable {
        var observation: Observation
        var name: String?
        var barcode: String?
        var amount: Double?
        var unit: StockUnit?
        var action: ObservationAction
    }

    /// Every observation checked before anything is applied: one bad field refuses the batch.
    static func validated(_ batch: ObservationBatch) throws -> [CheckedObservation] {
        let key = batch.idempotencyKey.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { throw AppError.invalid("idempotencyKey", .errorFieldRequired, ["idempotencyKey"]) }
        guard key.count <= 100 else { throw AppError.invalid("idempotencyKey", .errorFieldTooLong, ["idempotencyKey", "100"]) }
        guard !batch.observations.isEmpty else { throw AppError.invalid("observations", .errorFieldRequired, ["observations"]) }
        guard batch.observations.count <= 100 else {
            throw AppError.invalid("observations", .errorFieldTooMany, ["observations", "100"])
        }
        return try batch.observations.enumerated().map { index, observation in
            let field = "observations[\(index)]"
            let name = observation.name?.trimmingCharacters(in: .whitespacesAndNewlines).nonEmptyText
            if let name, name.count > 200 { throw AppError.invalid("\(field).name", .errorFieldTooLong, ["\(field).name", "200"]) }
            let barcode = try PantryRules.barcode(observation.barcode, field: "\(field).barcode")
            guard name != nil || barcode != nil else { throw AppError.invalid("\(field).name", .pantryErrorObservationNeedsName, [field]) }
            let amount = try observation.amount.map { try PantryRules.amount($0, field: "\(field).amount") }
            let unit = try observation.unit.map { try PantryRules.unit($0, field: "\(field).unit") }
            guard let action = ObservationAction(rawValue: observation.action) else {
                throw AppError.invalid("\(field).action", .errorFieldValueNotAllowed, ["\(field).action"])
            }
            return CheckedObservation(observation: observation, name: name, barcode: barcode, amount: amount, unit: unit, action: action)
        }
    }

    /// A stable hash of the batch's content (not its key), to tell a repeat from a reused key.
    static func fingerprint(_ batch: ObservationBatch) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return Secrets.sha256Hex(String(decoding: try encoder.encode(batch.observations), as: UTF8.self))
    }

    /// Each device's last report to the household, newest first.
    func deviceReports(_ access: HouseholdService.Access) async throws -> [(device: DeviceRecord, batch: PantryDeviceBatch)] {
        let devices = try await self.devices.devices(in: access)
        var reports: [(device: DeviceRecord, batch: PantryDeviceBatch)] = []
        for device in devices {
            if let batch = try await PantryDeviceBatch.query(on: db).filter(\.$deviceID == device.id)
                .filter(\.$householdID == access.householdID).sort(\.$createdAt, .descending).first()
            {
                reports.append((device, batch))
            }
        }
        return reports.sorted { ($0.batch.createdAt ?? .distantPast) > ($1.batch.createdAt ?? .distantPast) }
    }
}

extension String {
    /// The text, or nil when it is empty.
    fileprivate var nonEmptyText: String? { isEmpty ? nil : self }
}
