import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// Larder's CalDAV checked by caldav-server-tester, beside Radicale (the reference server,
/// started on loopback in the same run): every feature Radicale supports fully, Larder must too,
/// apart from the few about events only (listed in caldav_conformance.py).
@Suite("CalDAV conformance against Radicale")
struct CalDAVConformanceTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("caldav_conformance.py").path

    @Test("caldav-server-tester finds every feature Radicale supports in Larder too", arguments: TestDatabase.all)
    func larderSupportsWhatRadicaleSupports(database: TestDatabase) async throws {
        let probe = try await PythonTools.run(PythonTools.calDAVInterpreter, ["-c", "import caldav_server_tester, radicale"])
        guard probe.status == 0 else {
            if PythonTools.areRequired { Issue.record("caldav-server-tester or radicale is missing: \(probe.output)") }
            print("▸ skipped: caldav-server-tester and radicale are not installed (.ci/run installs Tests/python-requirements.txt)")
            return
        }
        try await RemindersKitchen.run(database) { kitchen in
            let phone = try await CalDAVPhone.connect(kitchen.ada, baseURL: kitchen.session.apiURL.deletingLastPathComponent())
            let result = try await PythonTools.run(
                PythonTools.calDAVInterpreter, [Self.script, phone.baseURL.absoluteString + "/", phone.username, phone.password])
            let last = try #require(result.output.split(separator: "\n").last, "no output:\n\(result.output)")
            let answer = try #require(try? JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any], "\(result.output.suffix(3000))")
            let missing = answer["missing"] as? [[String: Any]] ?? []
            #expect(missing.isEmpty, "Radicale supports, Larder does not: \(missing)")
            let larder = answer["larder"] as? [String: Any] ?? [:]
            #expect(larder["save-load.todo"] as? String == "full")
            #expect(larder["sync-token"] as? String == "full")
        }
    }
}

/// Two Larder instances sharing one PostgreSQL database: a phone syncing with one sees changes
/// made through the other on its next sync.
@Suite("CalDAV across instances")
struct CalDAVAcrossInstancesTests {
    @Test("A change through one instance reaches a phone of the other on its next sync")
    func changeThroughOneInstanceReachesThePhoneOfTheOther() async throws {
        guard await CalDAVPhone.isAvailable else {
            if PythonTools.areRequired { Issue.record("the Python caldav library is missing") }
            return
        }
        try await withTwoInstancesOnPostgreSQL { firstURL, secondURL in
            let (_, ada) = try await ClientSession(baseURL: firstURL).register("Ada", email: "ada@example.com")
            let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json
            let phone = try await CalDAVPhone.connect(ada, baseURL: secondURL)
            let start = try await phone.sync("Reminders", token: "")
            #expect(start.changed.isEmpty)

            _ = try await ada.createReminder(path: .init(householdId: home.id), body: .json(.init(title: "Buy flour"))).created
            let after = try await phone.sync("Reminders", token: start.token)
            #expect(after.changed.map { $0["summary"] as? String } == ["Buy flour"])
        }
    }
}
