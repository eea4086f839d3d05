import Foundation
import LarderClient
import LarderTestSupport

/// A phone with a CalDAV account on Larder, played by the Python `caldav` library through
/// `caldav_phone.py`: each call is one run of the real client against the running server.
struct CalDAVPhone {
    var baseURL: URL
    var username: String
    var password: String

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("caldav_phone.py").path

    /// Whether the `caldav` library is installed where the tests look for Python tools.
    static var isAvailable: Bool {
        get async {
            let probe = try? await PythonTools.run(PythonTools.calDAVInterpreter, ["-c", "import caldav"])
            return probe?.status == 0
        }
    }

    /// A phone signed in with a new app password of the client's account.
    static func connect(_ client: LarderClient.Client, baseURL: URL, device: String = "Ada's phone") async throws -> CalDAVPhone {
        let made = try await client.createAppPassword(body: .json(.init(name: device))).created.body.json
        return CalDAVPhone(baseURL: baseURL, username: made.username, password: made.password)
    }

    /// Runs one command; the JSON it answers with.
    @discardableResult
    func run(_ command: String, _ arguments: String...) async throws -> Any {
        let result = try await PythonTools.run(
            PythonTools.calDAVInterpreter, [Self.script, baseURL.absoluteString + "/", username, password, command] + arguments)
        guard result.status == 0, let last = result.output.split(separator: "\n").last,
            let answer = try? JSONSerialization.jsonObject(with: Data(last.utf8))
        else { throw PhoneFailure(command: command, output: result.output) }
        return answer
    }

    func todos(in list: String) async throws -> [[String: Any]] {
        try await run("todos", list) as? [[String: Any]] ?? []
    }

    func sync(_ list: String, token: String) async throws -> (token: String, changed: [[String: Any]], removed: [String]) {
        let answer = try await run("sync", list, token) as? [String: Any] ?? [:]
        return (answer["token"] as? String ?? "", answer["changed"] as? [[String: Any]] ?? [], answer["removed"] as? [String] ?? [])
    }

    struct PhoneFailure: Error, CustomStringConvertible {
        var command: String
        var output: String
        var description: String { "caldav_phone.py \(command) failed:\n\(output.suffix(3000))" }
    }
}
