import Fluent
import Foundation

/// Who may see a photo the cookbook stores: everyone when a public recipe or a chef shows it;
/// else the households whose recipes or photo recipes use it (and admins, for a recipe waiting
/// for them); else nobody.
struct RecipePhotoReaders: PhotoReaders {
    func access(to name: String, for person: Person?, on db: any Database) async throws -> PhotoAccess {
        let publicRecipe = try await Recipe.query(on: db).filter(\.$photo == name).filter(\.$status == .approved).first()
        if publicRecipe != nil { return .everyone }
        if try await Chef.query(on: db).filter(\.$photo == name).first() != nil { return .everyone }
        guard let person else { return .nobody }
        let viewer = try await RecipeViewer.of(person, on: db)
        let recipes = try await Recipe.query(on: db).filter(\.$photo == name).all()
        if recipes.contains(where: viewer.canRead) { return .reader }
        if !viewer.householdIDs.isEmpty,
            try await PhotoRecipe.query(on: db).filter(\.$photo == name).filter(\.$householdID ~~ Array(viewer.householdIDs)).first() != nil
        {
            return .reader
        }
        return .nobody
    }
}
