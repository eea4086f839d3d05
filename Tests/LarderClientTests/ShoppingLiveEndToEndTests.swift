import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import OpenAPIRuntime
import Testing
import Vapor

/// Live sync: every open client of the household hears of a change as it happens, on one
/// instance (SQLite) and across two instances sharing one PostgreSQL database.
@Suite("Shopping live updates")
struct ShoppingLiveEndToEndTests {
    typealias Event = Components.Schemas.ShoppingEvent

    /// An open event stream: its events one at a time, and a way to close it.
    final class EventReader: @unchecked Sendable {
        private var iterator:
            AsyncThrowingMapSequence<
                ServerSentEventsDeserializationSequence<ServerSentEventsLineDeserializationSequence<HTTPBody>>,
                ServerSentEventWithJSONData<Event>
            >.AsyncIterator

        init(_ client: LarderClient.Client, householdID: String) async throws {
            let response = try await client.streamShoppingEvents(path: .init(householdId: householdID))
            let body = try response.ok.body.text_event_hyphen_stream
            iterator = body.asDecodedServerSentEventsWithJSONData(of: Event.self).makeAsyncIterator()
        }

        /// The next event that is not a ping; fails rather than waits for ever.
        func next() async throws -> Event {
            while true {
                let event = try await withDeadline { [self] in try await self.iterator.next() }
                guard let data = event?.data else { throw FixtureError("the event stream ended") }
                if data.kind != .ping { return data }
            }
        }

        private func withDeadline<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
            try await withThrowingTaskGroup(of: T.self) { group in
                group.addTask { try await work() }
                group.addTask {
                    try await Task.sleep(for: .seconds(60))
                    throw FixtureError("no shopping event within a minute")
                }
                defer { group.cancelAll() }
                return try await group.next()!
            }
        }
    }

    @Test("A second client of the household receives the change on SQLite")
    func secondClientOnSQLite() async throws {
        try await withApp(.sqlite) { app in
            try await withRunningServer(app) { baseURL in
                let home = try await ShoppingEndToEndTests.household(baseURL)
                let bobsStream = try await EventReader(home.bob, householdID: home.householdID)
                let evesHome = try await home.eve.createHousehold(body: .json(.init(name: "Eve's"))).created.body.json
                let evesStream = try await EventReader(home.eve, householdID: evesHome.id)
                #expect(try await bobsStream.next().kind == .subscribed)
                #expect(try await evesStream.next().kind == .subscribed)

                // MUT: Ada adds milk; Eve, in her own household, adds bread
                let milk = try await home.ada.addShoppingItem(path: .init(listId: home.listID), body: .json(.init(text: "2 l milk")))
                    .created.body.json
                let evesList = try await home.eve.listShoppingLists(path: .init(householdId: evesHome.id)).ok.body.json[0]
                _ = try await home.eve.addShoppingItem(path: .init(listId: evesList.id), body: .json(.init(text: "bread"))).created

                // validate: Bob hears of Ada's milk and nothing of Eve's bread
                let event = try await bobsStream.next()
                #expect(event.kind == .items_hyphen_changed)
                #expect(event.listId == home.listID)
                #expect(event.itemIds == [milk.id])
                let ticked = try await home.ada.updateShoppingItem(
                    path: .init(listId: home.listID, itemId: milk.id), body: .json(.init(checked: true))
                ).ok.body.json
                let next = try await bobsStream.next()
                #expect(next.itemIds == [ticked.id])
                #expect(next.householdId == home.householdID)
                #expect(try await evesStream.next().listId == evesList.id)
            }
        }
    }

    @Test("A change on one instance reaches a client of another instance sharing the PostgreSQL database")
    func acrossInstancesOnPostgreSQL() async throws {
        try await withTwoInstancesOnPostgreSQL { firstURL, secondURL in
            let home = try await ShoppingEndToEndTests.household(firstURL)
            // Bob is connected to the second instance, Ada to the first.
            let bobOnSecond = ClientSession(baseURL: secondURL).signedIn(try await token(of: "bob@example.com", at: secondURL))
            let stream = try await EventReader(bobOnSecond, householdID: home.householdID)
            #expect(try await stream.next().kind == .subscribed)

            let milk = try await home.ada.addShoppingItem(
                path: .init(listId: home.listID), body: .json(.init(text: "2 l milk"))
            )
            .created.body.json

            let event = try await stream.next()
            #expect(event.kind == .items_hyphen_changed)
            #expect(event.itemIds == [milk.id])
            let seen = try await bobOnSecond.getShoppingList(path: .init(listId: home.listID)).ok.body.json
            #expect(seen.items.map(\.name) == ["milk"])
        }
    }

    private func token(of email: String, at baseURL: URL) async throws -> String {
        let signedIn = try await ClientSession(baseURL: baseURL).anonymous.login(
            body: .json(.init(login: email, password: "correct horse")))
        return try signedIn.ok.body.json.accessToken
    }
}
