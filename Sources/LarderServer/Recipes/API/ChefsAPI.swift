import Foundation
import LarderCore
import OpenAPIRuntime
import Vapor

extension LarderAPI {
    func listChefs(_ input: Operations.listChefs.Input) async throws -> Operations.listChefs.Output {
        let request = try self.request
        _ = try request.optionalUser()
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let found = try await request.chefs.list(page: page, per: per)
        return .ok(
            .init(body: .json(.init(items: found.items.map(Components.Schemas.Chef.init), page: page, per: per, total: found.total))))
    }

    func getChef(_ input: Operations.getChef.Input) async throws -> Operations.getChef.Output {
        let request = try self.request
        let viewer = try await RecipeViewer.of(request.optionalUser(), on: request.db)
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let chef = try await request.chefs.chef(uuid(input.path.chefId, field: "chefId"))
        let recipes = try await request.recipes.chefRecipes(try chef.requireID(), page: page, per: per, for: viewer)
        return .ok(
            .init(
                body: .json(
                    .init(
                        chef: .init(chef),
                        recipes: .init(
                            items: recipes.items.map(Components.Schemas.RecipeSummary.init), page: page, per: per, total: recipes.total)))))
    }

    func createChef(_ input: Operations.createChef.Input) async throws -> Operations.createChef.Output {
        let request = try self.request
        let admin = try request.requireAdmin()
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let chef = try await request.chefs.create(ChefProfile(name: body.name, bio: body.bio, links: body.links ?? []), by: admin)
        return .created(.init(body: .json(.init(chef))))
    }

    func updateChef(_ input: Operations.updateChef.Input) async throws -> Operations.updateChef.Output {
        let request = try self.request
        let admin = try request.requireAdmin()
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let chef = try await request.chefs.update(
            uuid(input.path.chefId, field: "chefId"), .init(name: body.name, bio: body.bio, links: body.links), by: admin)
        return .ok(.init(body: .json(.init(chef))))
    }

    func deleteChef(_ input: Operations.deleteChef.Input) async throws -> Operations.deleteChef.Output {
        let request = try self.request
        try await request.chefs.delete(uuid(input.path.chefId, field: "chefId"), by: request.requireAdmin())
        return .noContent(.init())
    }

    func setChefPhoto(_ input: Operations.setChefPhoto.Input) async throws -> Operations.setChefPhoto.Output {
        let request = try self.request
        let admin = try request.requireAdmin()
        let id = try uuid(input.path.chefId, field: "chefId")
        // The chef must exist before the photo is read.
        _ = try await request.chefs.chef(id)
        let body: HTTPBody
        switch input.body {
        case .jpeg(let bytes), .png(let bytes), .image_webp(let bytes): body = bytes
        }
        let bytes = try await PhotoStore.upload(body, limit: request.application.larderConfiguration.maxPhotoBytes)
        let chef = try await request.chefs.setPhoto(id, to: request.application.photos.save(bytes), by: admin)
        return .ok(.init(body: .json(.init(chef))))
    }

    func deleteChefPhoto(_ input: Operations.deleteChefPhoto.Input) async throws -> Operations.deleteChefPhoto.Output {
        let request = try self.request
        let chef = try await request.chefs.setPhoto(uuid(input.path.chefId, field: "chefId"), to: nil, by: request.requireAdmin())
        return .ok(.init(body: .json(.init(chef))))
    }

    func creditChef(_ input: Operations.creditChef.Input) async throws -> Operations.creditChef.Output {
        let request = try self.request
        let admin = try request.requireAdmin()
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let chefID = try body.chefId.map { try uuid($0, field: "chefId") }
        let loaded = try await request.recipes.credit(uuid(input.path.recipeId, field: "recipeId"), chefID: chefID, by: admin)
        return .ok(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }
}

extension Components.Schemas.Chef {
    init(_ chef: Chef) {
        self.init(
            id: chef.id?.uuidString ?? "", name: chef.name, bio: chef.bio, photoUrl: chef.photo.map(RecipePresenter.photoPath),
            links: chef.links, createdAt: chef.createdAt ?? Date(timeIntervalSince1970: 0), updatedAt: chef.updatedAt)
    }
}
