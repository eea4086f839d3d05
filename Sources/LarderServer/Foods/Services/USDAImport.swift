import Fluent
import Foundation
import LarderCore
import Vapor

/// `larder import usda-sr DIR`: reads an SR release's FOOD_DES, FD_GROUP, ABBREV and WEIGHT
/// files into the food table.
///
/// All or nothing: every file is read and checked before anything is written, and the writing
/// happens in one transaction, so a malformed line — reported with its file and line number —
/// or a failure half-way leaves the table as it was. Idempotent: foods are keyed by NDB_No, and
/// importing the same release again changes no row.
public enum USDAImport {
    /// Where an import is.
    public struct Progress: Sendable {
        public enum Phase: Sendable { case reading, writing }
        public var phase: Phase
        public var done: Int
        public var total: Int
    }

    /// What an import did.
    public struct Summary: Sendable {
        public var foods: Int
        public var inserted: Int
        public var updated: Int
        public var unchanged: Int
    }

    public static func run(
        directory: String,
        app: Application,
        progress: @escaping @Sendable (Progress) throws -> Void = { _ in }
    ) async throws -> Summary {
        let files = try USDAImport.read(directory: directory, progress: progress)
        let foods = try USDARelease.foods(from: files)
        let outcome = try await app.db.writeTransaction { db in
            try await FoodStore(db: db).store(foods) { done, total in
                try progress(Progress(phase: .writing, done: done, total: total))
            }
        }
        await app.foodCatalog.invalidate()
        return Summary(
            foods: foods.count, inserted: outcome.inserted, updated: outcome.updated, unchanged: outcome.unchanged)
    }

    /// The four files' text. The release's encodings differ (ASCII, Latin-1); `USDAText` reads any.
    static func read(directory: String, progress: (Progress) throws -> Void) throws -> USDAReleaseFiles {
        var texts: [String: String] = [:]
        for (offset, name) in USDAFile.all.enumerated() {
            try progress(Progress(phase: .reading, done: offset, total: USDAFile.all.count))
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path) else {
                throw USDAImportError(
                    description: "\(path) is missing or unreadable; the folder must hold \(USDAFile.all.joined(separator: ", "))")
            }
            texts[name] = USDAText.decode(Array(data))
        }
        try progress(Progress(phase: .reading, done: USDAFile.all.count, total: USDAFile.all.count))
        return USDAReleaseFiles(
            foodDescriptions: texts[USDAFile.foodDescriptions] ?? "",
            foodGroups: texts[USDAFile.foodGroups] ?? "",
            abbreviated: texts[USDAFile.abbreviated] ?? "",
            weights: texts[USDAFile.weights] ?? ""
        )
    }
}

public struct USDAImportError: Error, CustomStringConvertible {
    public var description: String
}
