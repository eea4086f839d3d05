import Foundation
import OpenAPIRuntime
import Vapor

extension LarderAPI {
    func listPhotoRecipes(_ input: Operations.listPhotoRecipes.Input) async throws -> Operations.listPhotoRecipes.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let entries = try await request.photoRecipes.list(access)
        return .ok(.init(body: .json(entries.map(Components.Schemas.PhotoRecipe.init))))
    }

    func createPhotoRecipe(_ input: Operations.createPhotoRecipe.Input) async throws -> Operations.createPhotoRecipe.Output {
        let (request, user, access) = try await householdAccess(input.path.householdId)
        // The caption is checked before the upload is read, so a bad one costs no transfer.
        let caption = try PhotoRecipeService.caption(input.query.caption)
        let body: HTTPBody
        switch input.body {
        case .jpeg(let upload), .png(let upload), .image_webp(let upload), .binary(let upload):
            body = upload
        }
        let photo = try await PhotoStore.upload(body, limit: request.application.larderConfiguration.maxPhotoBytes)
        let entry = try await request.photoRecipes.create(access, caption: caption, photo: photo, by: user)
        return .created(.init(body: .json(.init(entry))))
    }

    func deletePhotoRecipe(_ input: Operations.deletePhotoRecipe.Input) async throws -> Operations.deletePhotoRecipe.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        try await request.photoRecipes.delete(uuid(input.path.photoRecipeId, field: "photoRecipeId"), access)
        return .noContent(.init())
    }
}

extension Components.Schemas.PhotoRecipe {
    init(_ entry: PhotoRecipeService.Entry) {
        let photoRecipe = entry.photoRecipe
        self.init(
            id: photoRecipe.id?.uuidString ?? "", householdId: photoRecipe.householdID.uuidString, caption: photoRecipe.caption,
            photoUrl: RecipePresenter.photoPath(photoRecipe.photo), addedBy: entry.addedBy,
            createdAt: photoRecipe.createdAt ?? Date(timeIntervalSince1970: 0))
    }
}
