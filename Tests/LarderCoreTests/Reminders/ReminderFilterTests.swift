import Foundation
import Testing

@testable import LarderCore

/// Facts for filter tests: a reminder in list `home` created at 2025-01-01.
let homeList = UUID()
let workList = UUID()
let urgentTag = UUID()
let workTag = UUID()
func reminder(
    _ title: String = "Water the plants", due: ReminderDue? = nil, tags: Set<UUID> = [], list: UUID = homeList,
    priority: ReminderPriority = .none, flagged: Bool = false, completed: Bool = false, notes: String = ""
) -> ReminderFacts {
    ReminderFacts(
        title: title, notes: notes, due: due, priority: priority, isFlagged: flagged, tagIDs: tags, listID: list,
        createdAt: utc("2025-01-01T00:00:00"), completedAt: completed ? utc("2025-01-02T00:00:00") : nil)
}

@Suite("Smart-list filters")
struct ReminderFilterTests {
    /// Wednesday 15 January 2025, 10:00 in Kyiv.
    let now = utc("2025-01-15T08:00:00")

    private func matches(_ filter: ReminderFilter, _ facts: ReminderFacts) -> Bool {
        filter.matches(facts, now: now, timeZone: kyiv)
    }

    @Test("'Has every selected tag' does not pass a reminder with no tags (the original app's bug)")
    func everyTagNeedsTags() {
        let filter = ReminderFilter.condition(.tags(.hasEvery([urgentTag, workTag])))

        #expect(!matches(filter, reminder(tags: [])))
        #expect(!matches(filter, reminder(tags: [urgentTag])))
        #expect(matches(filter, reminder(tags: [urgentTag, workTag, UUID()])))
        #expect(!matches(.condition(.tags(.hasEvery([]))), reminder(tags: [])))
    }

    @Test("The other tag conditions")
    func tagConditions() {
        #expect(matches(.condition(.tags(.hasAnyTag)), reminder(tags: [UUID()])))
        #expect(!matches(.condition(.tags(.hasAnyTag)), reminder()))
        #expect(matches(.condition(.tags(.hasAnyOf([urgentTag, workTag]))), reminder(tags: [workTag])))
        #expect(!matches(.condition(.tags(.hasAnyOf([urgentTag]))), reminder(tags: [workTag])))
        #expect(matches(.condition(.tags(.hasNoTags)), reminder()))
        #expect(!matches(.condition(.tags(.hasNoTags)), reminder(tags: [workTag])))
    }

    @Test("'On a day' compares the calendar day in the household's time zone, not the instant")
    func onADay() {
        let filter = ReminderFilter.condition(.due(.on(day("2025-01-20"))))

        // 23:30 UTC on the 19th is 01:30 on the 20th in Kyiv; 21:59 UTC on the 20th is 23:59 there.
        #expect(matches(filter, reminder(due: .time(utc("2025-01-19T23:30:00")))))
        #expect(matches(filter, reminder(due: .time(utc("2025-01-20T21:59:00")))))
        #expect(!matches(filter, reminder(due: .time(utc("2025-01-20T22:00:00")))))
        #expect(matches(filter, reminder(due: .day(day("2025-01-20")))))
        #expect(!matches(filter, reminder()))
    }

    @Test("With 'any', completed reminders do not leak in (the original app's bug)")
    func anyLeavesCompletedOut() {
        let filter = ReminderFilter.any([.condition(.flagged(true)), .condition(.due(.today))])

        #expect(matches(filter, reminder(flagged: true)))
        #expect(!matches(filter, reminder(flagged: true, completed: true)))
        #expect(!matches(.not(.condition(.flagged(true))), reminder(completed: true)))
    }

    @Test("A filter that asks for completed reminders gets them")
    func completedWhenAsked() {
        #expect(matches(.condition(.completed(true)), reminder(completed: true)))
        #expect(!matches(.condition(.completed(true)), reminder()))
        #expect(matches(.all([.condition(.completed(true)), .condition(.flagged(true))]), reminder(flagged: true, completed: true)))
        #expect(matches(.condition(.completed(false)), reminder()))
    }

    @Test(
        "Every hour of the day is in exactly one part of the day; 00–04 are night (the original app's bug)",
        arguments: Array(0..<24))
    func hoursInBuckets(hour: Int) {
        let expected: TimeOfDay = switch hour {
        case 5...11: .morning
        case 12...16: .afternoon
        case 17...21: .evening
        default: .night
        }
        let due = ReminderDue.time(kyiv.instant(of: LocalDateTime(date: day("2025-01-16"), hour: hour, minute: 30)!))

        let matching = TimeOfDay.allCases.filter { matches(.condition(.timeOfDay([$0])), reminder(due: due)) }

        #expect(matching == [expected])
    }

    @Test("No time matches a due day without a time and a reminder without a due")
    func noTime() {
        let filter = ReminderFilter.condition(.timeOfDay([.noTime]))

        #expect(matches(filter, reminder(due: .day(day("2025-01-16")))))
        #expect(matches(filter, reminder()))
        #expect(!matches(filter, reminder(due: .time(utc("2025-01-16T10:00:00")))))
    }

    @Test("Lists, priority, flag and text")
    func otherConditions() {
        #expect(matches(.condition(.lists(.inLists([homeList]))), reminder()))
        #expect(!matches(.condition(.lists(.notInLists([homeList]))), reminder()))
        #expect(matches(.condition(.lists(.notInLists([workList]))), reminder()))
        #expect(matches(.condition(.priorityAtLeast(.medium)), reminder(priority: .high)))
        #expect(matches(.condition(.priorityAtLeast(.medium)), reminder(priority: .medium)))
        #expect(!matches(.condition(.priorityAtLeast(.medium)), reminder(priority: .low)))
        #expect(matches(.condition(.flagged(false)), reminder()))
    }

    @Test("Text contains ignores case and accents, in Latin and Cyrillic, in title and notes")
    func textContains() {
        #expect(matches(.condition(.textContains("cafe")), reminder("Pay the Café bill")))
        #expect(matches(.condition(.textContains("ЙОГУРТ")), reminder("Купити йогурт")))
        #expect(matches(.condition(.textContains("елку")), reminder("Нарядить ёлку")))
        #expect(matches(.condition(.textContains("молоко")), reminder("Shop", notes: "хліб, молоко")))
        #expect(!matches(.condition(.textContains("кефір")), reminder("Купити йогурт")))
    }

    @Test("'(Today or overdue) and not tagged work' is one nested filter")
    func nesting() {
        let filter = ReminderFilter.all([
            .any([.condition(.due(.today)), .condition(.due(.overdue))]),
            .not(.condition(.tags(.hasAnyOf([workTag])))),
        ])

        #expect(matches(filter, reminder(due: .day(day("2025-01-15")))))
        #expect(matches(filter, reminder(due: .day(day("2025-01-10")))))
        #expect(!matches(filter, reminder(due: .day(day("2025-01-10")), tags: [workTag])))
        #expect(!matches(filter, reminder(due: .day(day("2025-01-16")))))
    }

    @Test("An empty 'all' matches every open reminder; an empty 'any' matches none")
    func emptyGroups() {
        #expect(matches(.all([]), reminder()))
        #expect(!matches(.any([]), reminder()))
    }
}
