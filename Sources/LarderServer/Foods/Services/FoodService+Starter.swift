import Fluent
import Foundation
import LarderCore

extension FoodService {
    /// The starter foods with these slugs, with their ids. Their rows stay after an import
    /// supersedes them in search, so what names them always finds them.
    package func starterFoods(slugs: Set<String>) async throws -> [Entry] {
        guard !slugs.isEmpty else { return [] }
        return try await FoodRecord.query(on: db)
            .filter(\.$source == FoodSource.starter.rawValue)
            .filter(\.$sourceID ~~ Array(slugs))
            .all()
            .map { Entry(id: try $0.requireID(), food: try $0.food()) }
    }
}
