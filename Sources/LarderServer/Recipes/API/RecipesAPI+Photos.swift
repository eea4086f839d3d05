import Foundation
import OpenAPIRuntime
import Vapor

extension LarderAPI {
    func setRecipePhoto(_ input: Operations.setRecipePhoto.Input) async throws -> Operations.setRecipePhoto.Output {
        let request = try self.request
        let user = try request.requireUser()
        let id = try uuid(input.path.recipeId, field: "recipeId")
        // Who may change the recipe is settled before its photo is read.
        _ = try await request.recipes.editable(id, by: user)
        let body: HTTPBody
        switch input.body {
        case .jpeg(let bytes), .png(let bytes), .image_webp(let bytes): body = bytes
        }
        let bytes = try await PhotoStore.upload(body, limit: request.application.larderConfiguration.maxPhotoBytes)
        let name = try request.application.photos.save(bytes)
        let loaded = try await request.recipes.setPhoto(id, to: name, by: user)
        return .ok(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }

    func deleteRecipePhoto(_ input: Operations.deleteRecipePhoto.Input) async throws -> Operations.deleteRecipePhoto.Output {
        let request = try self.request
        let loaded = try await request.recipes.setPhoto(uuid(input.path.recipeId, field: "recipeId"), to: nil, by: request.requireUser())
        return .ok(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }
}
