import Foundation
import LarderClient
import LarderTestSupport
import Testing

/// Devices reporting what they see, end to end.
@Suite("Pantry devices end to end")
struct PantryDevicesEndToEndTests {
    typealias Observation = Components.Schemas.Observation

    static let now = Date(timeIntervalSince1970: 1_740_000_000)

    static func seen(
        _ name: String?, barcode: String? = nil, _ amount: Double? = nil, _ unit: String? = nil,
        _ action: Components.Schemas.ObservationAction
    ) -> Observation {
        Observation(name: name, barcode: barcode, amount: amount, unit: unit, action: action, observedAt: now)
    }

    /// A device registered by the admin and activated in Ada's household.
    static func device(_ kitchen: PantryKitchen, household: String? = nil, by owner: LarderClient.Client? = nil) async throws -> (
        id: String, client: LarderClient.Client
    ) {
        let created = try await kitchen.admin.createDevice(body: .json(.init(name: "Fridge cam"))).created.body.json
        _ = try await (owner ?? kitchen.ada).activateHouseholdDevice(
            path: .init(householdId: household ?? kitchen.home), body: .json(.init(deviceId: created.device.deviceId))
        ).created
        return (created.device.deviceId, kitchen.session.device(id: created.device.deviceId, secret: created.deviceSecret))
    }

    @Test(
        "A batch is applied to the device's household through the ledger; the same batch again — also at the same moment — applies nothing twice",
        arguments: TestDatabase.all)
    func appliedOnce(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let (deviceID, camera) = try await Self.device(kitchen)
                let milk = try await kitchen.stock(try await kitchen.food("whole milk"), 1, "l", location: "fridge")
                let batch = Components.Schemas.ObservationBatch(
                    idempotencyKey: "morning-1",
                    observations: [
                        Self.seen("eggs", 6, nil, .added), Self.seen("whole milk", 250, "ml", .removed),
                        Self.seen("butter", 250, "g", .seen),
                    ])

                let first = try await camera.reportDeviceObservations(body: .json(batch)).ok.body.json

                #expect(!first.replayed)
                #expect(first.results.map(\.status) == [.applied, .applied, .applied])
                #expect(first.applied == 3 && first.needsReview == 0)
                #expect(try await kitchen.item(milk.id).amount == 0.75)
                let stock = try await kitchen.ada.listPantryItems(path: .init(householdId: kitchen.home)).ok.body.json.items
                #expect(stock.count == 3)
                let eggs = try #require(stock.first { $0.id == first.results[0].itemId })
                #expect(eggs.display == "6" && eggs.location == "fridge")
                let history = try await kitchen.ada.getPantryItemHistory(path: .init(householdId: kitchen.home, itemId: milk.id)).ok.body
                    .json
                #expect(history.first?.action == .observed)
                #expect(history.first?.actor.kind == .device && history.first?.actor.id == deviceID)

                // Sent again, one at a time and ten at once: the first answer, nothing applied.
                let again = try await camera.reportDeviceObservations(body: .json(batch)).ok.body.json
                #expect(again.replayed)
                #expect(again.results.map(\.itemId) == first.results.map(\.itemId))
                let together = try await withThrowingTaskGroup(of: Bool.self) { group in
                    for _ in 0..<10 {
                        group.addTask { try await camera.reportDeviceObservations(body: .json(batch)).ok.body.json.replayed }
                    }
                    return try await group.reduce(into: [Bool]()) { $0.append($1) }
                }
                #expect(together.allSatisfy { $0 })
                #expect(try await kitchen.item(milk.id).amount == 0.75)
                let ledger = try await kitchen.ada.listPantryLedger(path: .init(householdId: kitchen.home)).ok.body.json
                #expect(ledger.total == 4)

                // A new batch sent ten times at the same moment applies once.
                let fresh = Components.Schemas.ObservationBatch(
                    idempotencyKey: "morning-2", observations: [Self.seen("eggs", 2, nil, .added)])
                let answers = try await withThrowingTaskGroup(of: Bool.self) { group in
                    for _ in 0..<10 {
                        group.addTask { try await camera.reportDeviceObservations(body: .json(fresh)).ok.body.json.replayed }
                    }
                    return try await group.reduce(into: [Bool]()) { $0.append($1) }
                }
                #expect(answers.filter { !$0 }.count == 1)
                let totals = try await kitchen.ada.listPantryTotals(path: .init(householdId: kitchen.home)).ok.body.json
                #expect(totals.first { $0.foodId == eggs.foodId }?.amount == 8)

                // The same key with other observations is refused.
                let reused = Components.Schemas.ObservationBatch(
                    idempotencyKey: "morning-1", observations: [Self.seen("eggs", 12, nil, .added)])
                #expect(errorStatus(try await camera.reportDeviceObservations(body: .json(reused)))?.status == 409)

                let reports = try await kitchen.ada.listPantryDeviceReports(path: .init(householdId: kitchen.home)).ok.body.json
                #expect(reports.map(\.deviceId) == [deviceID])
                #expect(reports.first?.applied == 1)
            }
        }
    }

    @Test(
        "What a device cannot place waits for review; the owner links it to a food, makes a free-named item of it, or dismisses it",
        arguments: TestDatabase.all)
    func reviewQueue(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let (_, camera) = try await Self.device(kitchen)
                _ = try await kitchen.stock(nil, name: "Oat drink", 1, "l", barcode: "7394376616037")
                let answer = try await camera.reportDeviceObservations(
                    body: .json(
                        .init(
                            idempotencyKey: "k",
                            observations: [
                                Self.seen("Zzyzx fizzy thing", 2, "can", .added), Self.seen(nil, barcode: "5000112637922", 1, nil, .added),
                                Self.seen("white rice", 1, "kg", .removed), Self.seen(nil, barcode: "7394376616037", 500, "ml", .removed),
                            ]))
                ).ok.body.json

                #expect(answer.results.map(\.status) == [.needsReview, .needsReview, .needsReview, .applied])
                #expect(answer.results.map(\.reason) == [.unknownName, .unknownBarcode, .notInStock, nil])
                let open = try await kitchen.ada.listPantryReviews(path: .init(householdId: kitchen.home)).ok.body.json
                #expect(open.count == 3)
                let unknownName = try #require(open.first { $0.reason == .unknownName })
                let unknownBarcode = try #require(open.first { $0.reason == .unknownBarcode })
                let notInStock = try #require(open.first { $0.reason == .notInStock })
                #expect(unknownName.deviceName == "Fridge cam" && unknownName.amount == 2 && unknownName.unit == "can")

                let water = try await kitchen.food("water")
                let linked = try await kitchen.ada.resolvePantryReview(
                    path: .init(householdId: kitchen.home, reviewId: unknownName.id), body: .json(.init(resolution: .link, foodId: water))
                ).ok.body.json
                #expect(linked.status == .linked)
                let drink = try await kitchen.item(try #require(linked.itemId))
                #expect(drink.foodId == water && drink.display == "2 cans")
                let created = try await kitchen.ada.resolvePantryReview(
                    path: .init(householdId: kitchen.home, reviewId: unknownBarcode.id),
                    body: .json(.init(resolution: .create, name: "Cola"))
                ).ok.body.json
                #expect(try await kitchen.item(try #require(created.itemId)).barcode == "5000112637922")
                let dismissed = try await kitchen.ada.resolvePantryReview(
                    path: .init(householdId: kitchen.home, reviewId: notInStock.id), body: .json(.init(resolution: .dismiss))
                ).ok.body.json
                #expect(dismissed.status == .dismissed)
                let twice = try await kitchen.ada.resolvePantryReview(
                    path: .init(householdId: kitchen.home, reviewId: notInStock.id), body: .json(.init(resolution: .dismiss)))
                #expect(errorStatus(twice)?.status == 409)
                #expect(try await kitchen.ada.listPantryReviews(path: .init(householdId: kitchen.home)).ok.body.json.isEmpty)
                #expect(
                    try await kitchen.ada.listPantryItems(path: .init(householdId: kitchen.home), query: .init(q: "oat")).ok.body.json
                        .items.first?.amount == 0.5)
            }
        }
    }

    @Test(
        "A device naming another household, a deactivated device and a malformed batch are refused, and nothing changes",
        arguments: TestDatabase.all)
    func refusals(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let (_, camera) = try await Self.device(kitchen)
                let (evesID, evesCamera) = try await Self.device(kitchen, household: kitchen.evesHome, by: kitchen.eve)
                let eggs = [Self.seen("eggs", 6, nil, .added)]

                let foreign = try await evesCamera.reportDeviceObservations(
                    body: .json(.init(idempotencyKey: "a", householdId: kitchen.home, observations: eggs)))
                #expect(errorStatus(foreign)?.status == 403)

                let noName = try await camera.reportDeviceObservations(
                    body: .json(
                        .init(idempotencyKey: "b", observations: [Self.seen("eggs", 6, nil, .added), Self.seen(nil, 1, nil, .added)])))
                #expect(errorStatus(noName)?.status == 400)
                #expect(errorStatus(noName)?.error?.error.field == "observations[1].name")
                let badUnit = try await camera.reportDeviceObservations(
                    body: .json(.init(idempotencyKey: "c", observations: [Self.seen("eggs", 6, "handfuls of joy", .added)])))
                #expect(errorStatus(badUnit)?.error?.error.field == "observations[0].unit")
                let tooMany = try await camera.reportDeviceObservations(
                    body: .json(.init(idempotencyKey: "d", observations: Array(repeating: Self.seen("eggs", 1, nil, .added), count: 101))))
                #expect(errorStatus(tooMany)?.status == 400)

                _ = try await kitchen.eve.deactivateHouseholdDevice(path: .init(householdId: kitchen.evesHome, deviceId: evesID)).noContent
                let deactivated = try await evesCamera.reportDeviceObservations(body: .json(.init(idempotencyKey: "e", observations: eggs)))
                #expect(errorStatus(deactivated)?.status == 401)

                for household in [kitchen.home, kitchen.evesHome] {
                    let client = household == kitchen.home ? kitchen.ada : kitchen.eve
                    #expect(try await client.listPantryLedger(path: .init(householdId: household)).ok.body.json.total == 0)
                    #expect(try await client.listPantryReviews(path: .init(householdId: household)).ok.body.json.isEmpty)
                }
            }
        }
    }
}
