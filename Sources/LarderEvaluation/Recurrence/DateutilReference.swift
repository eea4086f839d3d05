import Foundation
import LarderCore

/// Expands cases with python-dateutil in one batch: one interpreter for every case, rules
/// passed as JSON lines through temporary files (no pipes to fill and stall).
public struct DateutilReference: Sendable {
    public let python: PythonTool

    public init(python: PythonTool = .fromEnvironment()) {
        self.python = python
    }

    /// Whether the interpreter has dateutil (and zoneinfo, Python 3.9 or later).
    public var isAvailable: Bool {
        python.canImport("dateutil.rrule, zoneinfo")
    }

    /// The first `limit` occurrences of each case by id, or the error dateutil gave.
    public func expand(_ cases: [RecurrenceCase], limit: Int) throws -> [Int: Result<[ReferenceOccurrence], ReferenceError>] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-recurrence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let requests = folder.appendingPathComponent("rules.jsonl")
        let answers = folder.appendingPathComponent("occurrences.jsonl")
        try Data(cases.map { request(for: $0, limit: limit) }.joined(separator: "\n").utf8).write(to: requests)
        let script = String(decoding: PackageResources.dateutil_expand_py, as: UTF8.self)
        let outcome = try python.run(script: script, name: "dateutil_expand.py", arguments: [requests.path, answers.path])
        guard outcome.status == 0 else {
            throw ReferenceError(message: "dateutil_expand.py exited with \(outcome.status): \(outcome.errorOutput)")
        }
        return try Self.read(Data(contentsOf: answers))
    }

    private func request(for item: RecurrenceCase, limit: Int) -> String {
        let object: [String: Any] = [
            "id": item.id, "rule": item.rule.text, "start": item.startWallTime.iso,
            "zone": item.zone ?? NSNull(), "limit": limit, "cap": item.cap.iso,
        ]
        return String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    private static func read(_ data: Data) throws -> [Int: Result<[ReferenceOccurrence], ReferenceError>] {
        var results: [Int: Result<[ReferenceOccurrence], ReferenceError>] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            guard let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let id = object["id"] as? Int
            else { throw ReferenceError(message: "unreadable answer: \(String(decoding: line, as: UTF8.self))") }
            if let error = object["error"] as? String {
                results[id] = .failure(ReferenceError(message: error))
                continue
            }
            let pairs = object["occurrences"] as? [[Any]] ?? []
            results[id] = .success(pairs.map {
                ReferenceOccurrence(wallTime: $0[0] as? String ?? "", instant: ($0[1] as? NSNumber)?.intValue)
            })
        }
        return results
    }
}

public struct ReferenceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
