import Fluent
import Foundation
import LarderCore

/// The plan as a read-only calendar feed behind a secret address: anyone holding the token
/// reads the household's meals; regenerating the token shuts out every old subscriber.
extension PlannerService {
    /// Days before and after today the feed covers.
    static let feedPast = 14
    static let feedAhead = 42

    /// The household's feed token, made on first use.
    func feedToken(_ access: HouseholdService.Access) async throws -> String {
        if let feed = try await PlanFeed.query(on: db).filter(\.$householdID == access.householdID).first() { return feed.token }
        return try await regenerateFeedToken(access)
    }

    func regenerateFeedToken(_ access: HouseholdService.Access) async throws -> String {
        let token = Secrets.randomToken()
        try await change(access) { db in
            let feed = try await PlanFeed.query(on: db).filter(\.$householdID == access.householdID).first()
                ?? PlanFeed(householdID: access.householdID, token: token)
            feed.token = token
            try await feed.save(on: db)
        }
        return token
    }

    /// The calendar for `token`, or 404 for a token that opens nothing.
    func calendar(token: String) async throws -> String {
        guard token.count <= 100, let feed = try await PlanFeed.query(on: db).filter(\.$token == token).first() else {
            throw AppError.notFound(.plannerErrorFeedNotFound, field: "token")
        }
        let range = today.adding(days: -Self.feedPast)...today.adding(days: Self.feedAhead)
        let entries = try await PlanEntry.query(on: db).filter(\.$householdID == feed.householdID).filter(\.$day ~~ Self.days(range)).all()
        let extras = try await extras(range, householdID: feed.householdID)
        let name = try await households.name(of: feed.householdID) ?? ""
        let eaters = try await households.memberNames(of: feed.householdID)
        return PlanCalendar(name: name, entries: entries, extras: extras, eaters: eaters, stamp: clock.now()).text
    }
}
