import Fluent
import Foundation
import LarderCore
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("USDA import failures")
struct USDAImportFailureTests {
    @Test("A malformed line stops the import with the file and line, and nothing is imported", arguments: TestDatabase.all)
    func malformedLineImportsNothing(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: the second WEIGHT line has a weight that is not a number
            let directory = try TinyRelease.write(replacing: [
                "WEIGHT.txt": "~01123~^1^1^~large~^50^^\r\n~20081~^1^1^~cup~^a cupful^^\r\n"
            ])
            defer { try? FileManager.default.removeItem(atPath: directory) }

            // MUT
            let error = await #expect(throws: USDAFormatError.self) {
                try await USDAImport.run(directory: directory, app: app)
            }

            // validate
            #expect(error?.file == "WEIGHT.txt")
            #expect(error?.line == 2)
            #expect(try await FoodRecord.query(on: app.db).count() == 0)
        }
    }

    @Test("A failure while writing rolls the whole import back", arguments: TestDatabase.all)
    func failureWhileWritingImportsNothing(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let directory = try TinyRelease.write()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            struct Interrupted: Error {}

            await #expect(throws: Interrupted.self) {
                try await USDAImport.run(directory: directory, app: app) { progress in
                    if progress.phase == .writing, progress.done > 0 { throw Interrupted() }
                }
            }

            #expect(try await FoodRecord.query(on: app.db).count() == 0)
        }
    }

    @Test("A missing file is named, and nothing is imported")
    func missingFile() async throws {
        try await withApp(.sqlite) { app in
            let directory = try TinyRelease.write()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try FileManager.default.removeItem(atPath: directory + "/ABBREV.txt")

            let error = await #expect(throws: USDAImportError.self) {
                try await USDAImport.run(directory: directory, app: app)
            }

            #expect(error?.description.contains("ABBREV.txt") == true)
            #expect(try await FoodRecord.query(on: app.db).count() == 0)
        }
    }
}
