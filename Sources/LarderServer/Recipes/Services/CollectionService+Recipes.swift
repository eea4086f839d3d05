import Fluent
import Foundation
import LarderCore
import SQLKit

/// The recipes in a collection: reading them in order, adding, removing and reordering.
extension CollectionService {
    /// The collection and one page of the recipes in it the viewer may see, in the collection's order.
    func recipes(in id: UUID, page: Int, per: Int, for viewer: RecipeViewer) async throws
        -> (summary: Summary, items: [Recipe], total: Int)
    {
        let collection = try await readable(id, for: viewer)
        let sql = try db.sql()
        let from: SQLQueryString =
            "FROM recipe_collection_items AS i JOIN recipes AS r ON r.id = i.recipe_id"
            + " WHERE i.collection_id = \(bind: id) AND " + Self.shownRecipes(of: collection, to: viewer)
        let total = try await sql.raw("SELECT COUNT(*) AS total " + from).first()?.decode(column: "total", as: Int.self) ?? 0
        let summary = try await summary(of: collection, for: viewer, recipeCount: total)
        guard total > (page - 1) * per else { return (summary, [], total) }
        let ids = try await sql.raw(
            "SELECT r.id AS id " + from + " ORDER BY i.position, i.id LIMIT \(literal: per) OFFSET \(literal: (page - 1) * per)"
        ).all().map { try $0.decode(column: "id", as: UUID.self) }
        let recipes = try await Recipe.query(on: db).filter(\.$id ~~ ids).all()
        let byID = Dictionary(uniqueKeysWithValues: recipes.compactMap { recipe in recipe.id.map { ($0, recipe) } })
        return (summary, ids.compactMap { byID[$0] }, total)
    }

    /// Puts a recipe the owner may read at the end of their collection; one already in it stays where it is.
    func add(_ recipeID: UUID, to id: UUID, by user: Person) async throws -> Summary {
        let viewer = try await RecipeViewer.of(user, on: db)
        let collection = try await editable(id, for: viewer)
        guard let recipe = try await Recipe.find(recipeID, on: db), viewer.canRead(recipe) else {
            throw AppError.notFound(.errorRecipeNotFound, field: "recipeId")
        }
        // Serialised per collection, so two adds never take the same place or pass the limit together.
        try await db.writeTransaction(locking: RowLock(table: RecipeCollection.schema, id: id)) { db in
            let items = { RecipeCollectionItem.query(on: db).filter(\.$collection.$id == id) }
            guard try await items().filter(\.$recipe.$id == recipeID).count() == 0 else { return }
            let limit = CollectionDraft.Limits.recipes
            guard try await items().count() < limit else {
                throw AppError.conflict(.errorCollectionFull, [String(limit)], field: "recipeId")
            }
            let last = try await items().max(\.$position)
            try await RecipeCollectionItem(collectionID: id, recipeID: recipeID, position: (last ?? -1) + 1).create(on: db)
        }
        return try await summary(of: collection, for: viewer)
    }

    /// Takes a recipe out of the collection; one that is not in it is already out.
    func remove(_ recipeID: UUID, from id: UUID, by user: Person) async throws {
        let viewer = try await RecipeViewer.of(user, on: db)
        _ = try await editable(id, for: viewer)
        try await RecipeCollectionItem.query(on: db).filter(\.$collection.$id == id).filter(\.$recipe.$id == recipeID).delete()
    }

    /// Puts the recipes named first, in the order given; the rest — including any the owner can
    /// no longer see, which they cannot name — keep their order after them.
    func reorder(_ id: UUID, first recipeIDs: [UUID], by user: Person) async throws -> Summary {
        let viewer = try await RecipeViewer.of(user, on: db)
        let collection = try await editable(id, for: viewer)
        let named = Set(recipeIDs)
        guard named.count == recipeIDs.count else { throw AppError.invalid("recipeIds", .errorFieldDuplicate, ["recipeIds"]) }
        try await db.writeTransaction(locking: RowLock(table: RecipeCollection.schema, id: id)) { db in
            let items = try await RecipeCollectionItem.query(on: db).filter(\.$collection.$id == id)
                .sort(\.$position).sort(\.$id).all()
            let byRecipe = Dictionary(items.map { ($0.$recipe.id, $0) }, uniquingKeysWith: { first, _ in first })
            if let stranger = recipeIDs.first(where: { byRecipe[$0] == nil }) {
                throw AppError.invalid("recipeIds", .errorRecipeNotInCollection, [stranger.uuidString])
            }
            let ordered = recipeIDs.compactMap { byRecipe[$0] } + items.filter { !named.contains($0.$recipe.id) }
            for (position, item) in ordered.enumerated() where item.position != position {
                item.position = position
                try await item.save(on: db)
            }
        }
        return try await summary(of: collection, for: viewer)
    }
}

extension CollectionService {
    /// Moves a recipe `offset` places up (negative) or down (positive) among the recipes the
    /// owner sees; past either end it stays where it is.
    func move(_ recipeID: UUID, in id: UUID, by offset: Int, user: Person) async throws -> Summary {
        let viewer = try await RecipeViewer.of(user, on: db)
        _ = try await editable(id, for: viewer)
        var order = try await recipes(in: id, page: 1, per: CollectionDraft.Limits.recipes, for: viewer).items.compactMap(\.id)
        guard let from = order.firstIndex(of: recipeID) else {
            throw AppError.invalid("recipeId", .errorRecipeNotInCollection, [recipeID.uuidString])
        }
        let to = min(max(from + offset, 0), order.count - 1)
        guard to != from else { return try await summary(id, for: viewer) }
        order.insert(order.remove(at: from), at: to)
        return try await reorder(id, first: order, by: user)
    }
}
