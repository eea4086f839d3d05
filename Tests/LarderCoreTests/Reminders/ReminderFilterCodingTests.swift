import Foundation
import Testing

@testable import LarderCore

@Suite("Smart-list filters as JSON")
struct ReminderFilterCodingTests {
    let tagA = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!
    let tagB = UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!

    private var everything: ReminderFilter {
        .all([
            .any([.condition(.due(.today)), .condition(.due(.overdue)), .condition(.due(.next(3, .days)))]),
            .not(.condition(.tags(.hasEvery([tagB, tagA])))),
            .condition(.due(.between(day("2025-01-01"), day("2025-01-31")))),
            .condition(.due(.on(day("2025-01-05")))),
            .condition(.timeOfDay([.night, .morning])),
            .condition(.lists(.notInLists([tagA]))),
            .condition(.priorityAtLeast(.medium)),
            .condition(.flagged(true)),
            .condition(.textContains("молоко")),
            .condition(.completed(false)),
            .condition(.tags(.hasNoTags)),
        ])
    }

    @Test("Every kind of node survives a trip through JSON")
    func roundTrip() throws {
        let data = ReminderFilterDocument(filter: everything).jsonData()

        let read = try ReminderFilterDocument(jsonData: data)

        #expect(read.filter == everything)
        #expect(read.version == 1)
    }

    @Test("The same filter always gives the same bytes, in a readable shape")
    func stableBytes() {
        let filter = ReminderFilter.all([
            .condition(.tags(.hasAnyOf([tagB, tagA]))), .condition(.due(.on(day("2025-01-05")))),
        ])

        let text = String(decoding: ReminderFilterDocument(filter: filter).jsonData(), as: UTF8.self)

        #expect(
            text == #"{"filter":{"all":[{"tags":{"ids":["00000000-0000-0000-0000-00000000000A","#
                + #""00000000-0000-0000-0000-00000000000B"],"match":"hasAnyOf"}},{"due":{"day":"2025-01-05","match":"on"}}]},"#
                + #""version":1}"#)
    }

    @Test(
        "A wrong filter is refused with the path to the part at fault",
        arguments: [
            (#"{"version":2,"filter":{"flagged":true}}"#, "version"),
            (#"{"version":1,"filter":{"flagged":true,"completed":true}}"#, "filter"),
            (#"{"version":1,"filter":{"all":[{"flagged":true},{"due":{"match":"sometime"}}]}}"#, "filter.all[1].due.match"),
            (#"{"version":1,"filter":{"all":[{"due":{"match":"on"}}]}}"#, "filter.all[0].due.day"),
            (#"{"version":1,"filter":{"due":{"match":"on","day":"2025-02-30"}}}"#, "filter.due.day"),
            (#"{"version":1,"filter":{"any":[]}}"#, "filter.any"),
            (#"{"version":1,"filter":{"tags":{"match":"hasEvery","ids":[]}}}"#, "filter.tags.ids"),
            (#"{"version":1,"filter":{"due":{"match":"between","from":"2025-02-01","to":"2025-01-01"}}}"#, "filter.due.to"),
            (#"{"version":1,"filter":{"not":{"due":{"match":"next","amount":0,"unit":"days"}}}}"#, "filter.not.due.amount"),
            (#"{"version":1,"filter":{"timeOfDay":["dawn"]}}"#, "filter.timeOfDay[0]"),
            (#"{"version":1,"filter":{"textContains":"  "}}"#, "filter.textContains"),
            (#"{"version":1,"filter":{"flagged":"yes"}}"#, "filter.flagged"),
            (#"{"version":1,"filter":{"starred":true}}"#, "filter.starred"),
        ])
    func refused(json: String, path: String) {
        #expect {
            try ReminderFilterDocument(jsonData: Data(json.utf8))
        } throws: { error in
            (error as? ReminderFilterError)?.path == path
        }
    }

    @Test("Groups nested deeper than eight levels are refused")
    func depth() {
        var filter = ReminderFilter.condition(.flagged(true))
        for _ in 0..<8 { filter = .not(filter) }

        #expect(throws: ReminderFilterError.self) { try filter.validate() }
    }
}
