import Fluent
import Foundation
import LarderCore
import Vapor

extension Application {
    /// The reminders service outside a request (benchmarks, background work).
    package var reminderService: ReminderService {
        ReminderService(db: db, households: householdService, clock: larderClock, factsCache: reminderFactsCache)
    }
}

extension ReminderService {
    /// One reminder to write in bulk; its list and tags by their place in the names given.
    package struct BulkReminder: Sendable {
        package var title: String
        package var due: ReminderDue?
        package var priority: ReminderPriority
        package var flagged: Bool
        package var completedAt: Date?
        package var listIndex: Int
        package var tagIndexes: [Int]

        package init(
            title: String, due: ReminderDue?, priority: ReminderPriority, flagged: Bool, completedAt: Date?, listIndex: Int, tagIndexes: [Int]
        ) {
            self.title = title
            self.due = due
            self.priority = priority
            self.flagged = flagged
            self.completedAt = completedAt
            self.listIndex = listIndex
            self.tagIndexes = tagIndexes
        }
    }

    /// Writes shared lists and tags of these names and the reminders in them in one
    /// transaction, each title classified as creating it through the API would; returns the
    /// tags' ids in order, for filters.
    package func bulkWrite(
        _ reminders: [BulkReminder], listNames: [String], tagNames: [String], _ access: HouseholdService.Access
    ) async throws -> [UUID] {
        let lists = listNames.enumerated().map { index, name in
            ReminderList(householdID: access.householdID, ownerID: nil, name: name, position: index + 1)
        }
        let tags = tagNames.map { ReminderTag(householdID: access.householdID, name: $0, color: .blue) }
        let timeZone = self.timeZone
        try await db.transaction { db in
            for list in lists { try await list.create(on: db) }
            for tag in tags { try await tag.create(on: db) }
            for bulk in reminders {
                let reminder = Reminder(householdID: access.householdID, listID: try lists[bulk.listIndex].requireID(), title: "")
                Self.setTitle(bulk.title, of: reminder)
                reminder.setDue(bulk.due, in: timeZone)
                reminder.priority = bulk.priority
                reminder.flagged = bulk.flagged
                reminder.completedAt = bulk.completedAt
                try await reminder.create(on: db)
                for index in Set(bulk.tagIndexes) {
                    try await ReminderTagging(householdID: access.householdID, reminderID: try reminder.requireID(), tagID: try tags[index].requireID())
                        .create(on: db)
                }
            }
        }
        return try tags.map { try $0.requireID() }
    }

    /// How many reminders a smart list with `filter` shows the person, evaluated as the API
    /// evaluates it (one page of 50 read in full).
    package func countMatching(_ filter: ReminderFilter, _ access: HouseholdService.Access) async throws -> Int {
        try await reminders(matching: filter, access, page: 1, per: 50).total
    }

    /// Deletes every reminder list (and so reminder) and tag of the household.
    package func deleteAll(_ access: HouseholdService.Access) async throws {
        try await ReminderTag.query(on: db).filter(\.$householdID == access.householdID).delete()
        try await Reminder.query(on: db).filter(\.$householdID == access.householdID).delete()
        try await ReminderList.query(on: db).filter(\.$householdID == access.householdID).delete()
    }
}
