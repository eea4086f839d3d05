import Fluent
import Foundation
import Vapor

/// Deletes stored photos nothing points at any more (a replaced recipe photo, a deleted chef or
/// photo recipe). Photos are named for their content and shared, so a file can only go once no
/// recipe, chef or photo recipe names it — the Recipes module holds every table that names one.
/// Files younger than `grace` stay: an upload is saved before the row that names it, and must not
/// be swept away in between. `larder serve` prunes once a day; `larder photos prune` on demand.
public struct PhotoPruner: Sendable {
    public struct Result: Sendable, Equatable {
        public var removed: [String]
        public var bytes: Int
        public var kept: Int
    }

    let store: PhotoStore
    let db: any Database

    public init(_ app: Application) {
        store = app.photos
        db = app.db
    }

    /// Removes (or, `dryRun`, only lists) the unreferenced photos older than `grace`, and
    /// half-written uploads left behind by a crash.
    public func prune(grace: TimeInterval = 24 * 3600, dryRun: Bool = false, now: Date = Date()) async throws -> Result {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: store.directory.path)) ?? []
        let used = try await referenced()
        var result = Result(removed: [], bytes: 0, kept: 0)
        for name in files.sorted() {
            let isPartial = name.hasPrefix(".") && name.hasSuffix(".partial")
            guard isPartial || PhotoStore.isValidName(name) else { continue }
            let url = store.directory.appendingPathComponent(name)
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            let modified = attributes?[.modificationDate] as? Date ?? now
            guard !used.contains(name), now.timeIntervalSince(modified) >= grace else {
                result.kept += 1
                continue
            }
            if !dryRun { try FileManager.default.removeItem(at: url) }
            result.removed.append(name)
            result.bytes += (attributes?[.size] as? Int) ?? 0
        }
        return result
    }

    /// Every photo name a row holds.
    private func referenced() async throws -> Set<String> {
        var names = Set<String>()
        for recipe in try await Recipe.query(on: db).filter(\.$photo != nil).field(\.$photo).all() {
            if let photo = recipe.photo { names.insert(photo) }
        }
        for chef in try await Chef.query(on: db).filter(\.$photo != nil).field(\.$photo).all() {
            if let photo = chef.photo { names.insert(photo) }
        }
        for photoRecipe in try await PhotoRecipe.query(on: db).field(\.$photo).all() {
            names.insert(photoRecipe.photo)
        }
        return names
    }
}

extension PhotoPruner {
    /// Prunes an hour after the server starts, then once a day.
    static let daily = BackgroundTask(name: "photo-pruning") { app in
        let pruner = PhotoPruner(app)
        var wait = Duration.seconds(3600)
        while (try? await Task.sleep(for: wait)) != nil {
            wait = .seconds(24 * 3600)
            do {
                let result = try await pruner.prune()
                if !result.removed.isEmpty { app.logger.info("Removed \(result.removed.count) unused photos (\(result.bytes) bytes).") }
            } catch {
                app.logger.warning("Pruning photos failed: \(error)")
            }
        }
    }
}
