import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Shopping event hub")
struct ShoppingEventHubTests {
    @Test("An event naming more items than a notification can carry still arrives, naming none", arguments: TestDatabase.all)
    func manyItems(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let household = UUID()
            let hub = app.shoppingEvents
            let stream = try await hub.subscribe(householdID: household)
            var events = stream.makeAsyncIterator()
            #expect(await events.next()?.kind == .subscribed)

            await hub.publish(
                ShoppingEvent(kind: .itemsRemoved, householdID: household, itemIDs: (0..<150).map { _ in UUID() }), on: app.db)
            await hub.publish(ShoppingEvent(kind: .itemsChanged, householdID: household, itemIDs: [UUID()]), on: app.db)

            let first = await events.next()
            let second = await events.next()
            #expect(first?.kind == .itemsRemoved)
            #expect(first?.itemIDs.isEmpty == true)
            #expect(second?.itemIDs.count == 1)
        }
    }

    @Test("A closed stream stops being a subscriber", arguments: TestDatabase.all)
    func closing(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let household = UUID()
            let hub = app.shoppingEvents
            var stream: AsyncStream<ShoppingEvent>? = try await hub.subscribe(householdID: household)
            #expect(await hub.subscriberCount(householdID: household) == 1)

            stream = nil
            await hub.publish(ShoppingEvent(kind: .itemsChanged, householdID: household), on: app.db)
            // The hub learns of the end asynchronously; ask until it has.
            var count = await hub.subscriberCount(householdID: household)
            for _ in 0..<100 where count > 0 {
                try await Task.sleep(for: .milliseconds(20))
                count = await hub.subscriberCount(householdID: household)
            }

            #expect(stream == nil)
            #expect(count == 0)
        }
    }
}
