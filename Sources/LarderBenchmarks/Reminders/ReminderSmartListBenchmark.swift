import Foundation
import LarderCore
import LarderServer
import Vapor

/// What `larder bench reminders` drives: a household with thousands of reminders across lists
/// and tags, and smart lists evaluated through `ReminderService` exactly as the API evaluates
/// them (narrowed in SQL to the household's visible lists, filtered in memory).
package struct ReminderSmartListBenchmark: Sendable {
    let app: Application

    package init(_ app: Application) {
        self.app = app
    }

    /// What one run measured: each evaluation's time (seconds) and the filter's name.
    package struct Measurement: Sendable {
        package var storage: String
        package var reminders: Int
        package var timings: [(filter: String, seconds: Double, found: Int)]
        package var loadAverage: Double
    }

    /// Replaces the household's reminders with `count` generated ones, then times `queries`
    /// evaluations of a mix of built-in and saved smart lists.
    package func measure(reminders count: Int, queries: Int, seed: UInt64, storage: String, progress: some BenchmarkProgress) async throws
        -> Measurement
    {
        let access = try await BenchmarkKitchen.access(in: app, ownerEmail: "bench-reminders@larder.invalid", householdName: "Reminders benchmark")
        let service = app.reminderService
        try await service.deleteAll(access)
        progress.say("writing \(count) reminders…")
        let tagNames = ["work", "home", "kids", "errands", "urgent", "later"]
        let tags = try await service.bulkWrite(
            Self.reminders(count, lists: 8, tags: tagNames.count, seed: seed, timeZone: service.timeZone), listNames: (1...8).map { "List \($0)" },
            tagNames: tagNames, access)
        let filters = Self.filters(tags: tags)
        for (_, filter) in filters { _ = try await service.countMatching(filter, access) }  // warm up
        var timings: [(filter: String, seconds: Double, found: Int)] = []
        let clock = ContinuousClock()
        let load = Timing.loadAverage()
        for number in 0..<queries {
            let (name, filter) = filters[number % filters.count]
            let start = clock.now
            let found = try await service.countMatching(filter, access)
            timings.append((name, (clock.now - start).seconds, found))
            if number % 50 == 0 { progress.update("smart lists", done: number, total: queries) }
        }
        progress.finish()
        return Measurement(storage: storage, reminders: count, timings: timings, loadAverage: load)
    }

    /// Built-in lists and saved filters people make, the nested one included.
    static func filters(tags: [UUID]) -> [(String, ReminderFilter)] {
        let work = Set([tags[0]])
        return BuiltInSmartList.allCases.map { ($0.rawValue, $0.filter) } + [
            ("today-or-overdue-not-work", .all([
                .any([.condition(.due(.today)), .condition(.due(.overdue))]), .not(.condition(.tags(.hasAnyOf(work)))),
            ])),
            ("every-tag", .condition(.tags(.hasEvery(Set(tags.prefix(2)))))),
            ("evening-high", .all([.condition(.timeOfDay([.evening])), .condition(.priorityAtLeast(.high))])),
            ("text-milk", .condition(.textContains("milk"))),
            ("next-2-weeks", .condition(.due(.next(2, .weeks)))),
        ]
    }

    /// Reminders with titles from a small kitchen vocabulary, a due in the year around today
    /// (a third with no time), some flagged, tagged, prioritised, and a fifth completed.
    static func reminders(_ count: Int, lists: Int, tags: Int, seed: UInt64, timeZone: TimeZone) -> [ReminderService.BulkReminder] {
        var random = SeededGenerator(seed: seed)
        let verbs = ["Buy", "Defrost", "Clean", "Pay", "Call", "Water", "Book", "Return", "Cook", "Send"]
        let things = ["milk", "the chicken", "the fridge", "the gas bill", "the plumber", "the plants", "a dentist visit", "the parcel",
                      "soup", "the report"]
        let now = Date()
        return (0..<count).map { index in
            let roll = random.next()
            let title = "\(verbs[Int(roll % 10)]) \(things[Int((roll / 10) % 10)]) \(index)"
            let offsetDays = Int(random.next() % 365) - 182
            let instant = now.addingTimeInterval(Double(offsetDays * 86400 + Int(random.next() % 86400)))
            let due: ReminderDue? = switch roll % 6 {
            case 0: nil
            case 1, 2: .day(timeZone.wallTime(of: instant).date)
            default: .time(instant)
            }
            let tagCount = Int(random.next() % 3)
            return ReminderService.BulkReminder(
                title: title, due: due, priority: ReminderPriority.allCases[Int(random.next() % 4)], flagged: random.next() % 7 == 0,
                completedAt: random.next() % 5 == 0 ? now : nil, listIndex: Int(random.next() % UInt64(lists)),
                tagIndexes: (0..<tagCount).map { _ in Int(random.next() % UInt64(tags)) })
        }
    }
}
