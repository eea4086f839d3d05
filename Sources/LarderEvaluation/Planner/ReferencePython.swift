import Foundation
import LarderCore

/// Runs the committed reference script with the interpreter LARDER_TEST_PYTHON names (else
/// `python3` on the PATH).
public enum ReferencePython {
    public static var interpreter: String {
        ProcessInfo.processInfo.environment["LARDER_TEST_PYTHON"] ?? "python3"
    }

    /// planner_reference.py, as committed beside this file.
    public static var script: String {
        String(decoding: PackageResources.planner_reference_py, as: UTF8.self)
    }

    /// Throws when the interpreter or scipy.optimize.milp is missing.
    public static func checkScipy(_ python: String) throws {
        let result: (status: Int32, output: String, error: String)
        do {
            result = try run(python, ["-c", "from scipy.optimize import milp"])
        } catch {
            throw ReferenceComparison.Failure.pythonMissing("\(python): \(error)")
        }
        if result.status == 127 { throw ReferenceComparison.Failure.pythonMissing("\(python): \(result.error)") }
        guard result.status == 0 else {
            throw ReferenceComparison.Failure.scipyMissing(result.error.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    static func solve(_ instances: [(problem: PlannerProblem, assignment: PlannerAssignment)], python: String, timeLimit: Double) throws
        -> [ReferenceComparison.Answer]
    {
        struct Instance: Encodable {
            var problem: PlannerProblem
            var assignment: PlannerAssignment
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-planner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptFile = folder.appendingPathComponent("planner_reference.py")
        let inputFile = folder.appendingPathComponent("instances.json")
        try Data(script.utf8).write(to: scriptFile)
        try JSONEncoder().encode(["instances": instances.map { Instance(problem: $0.problem, assignment: $0.assignment) }]).write(
            to: inputFile)
        let result = try run(python, [scriptFile.path, inputFile.path, String(timeLimit)])
        guard result.status == 0 else { throw ReferenceComparison.Failure.scriptFailed(result.error) }
        let decoder = JSONDecoder()
        let answers = try result.output.split(whereSeparator: \.isNewline).map {
            try decoder.decode(ReferenceComparison.Answer.self, from: Data($0.utf8))
        }
        guard answers.count == instances.count else {
            throw ReferenceComparison.Failure.scriptFailed("\(answers.count) answers for \(instances.count) instances: \(result.error)")
        }
        return answers
    }

    /// Runs `executable` (looked up on the PATH through /usr/bin/env), its output and errors
    /// written to files so that neither pipe can fill and block it.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let folder = FileManager.default.temporaryDirectory
        let outputFile = folder.appendingPathComponent("larder-run-\(UUID().uuidString).out")
        let errorFile = folder.appendingPathComponent("larder-run-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output, error)
    }
}
