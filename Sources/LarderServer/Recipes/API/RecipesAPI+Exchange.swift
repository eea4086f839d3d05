import Foundation
import LarderCore
import OpenAPIRuntime
import Vapor

/// A household's recipes out as a zip and back in (`RecipeArchive`).
extension LarderAPI {
    func exportHouseholdRecipes(_ input: Operations.exportHouseholdRecipes.Input) async throws
        -> Operations.exportHouseholdRecipes.Output
    {
        let request = try self.request
        let householdID = try uuid(input.path.householdId, field: "householdId")
        _ = try await request.households.access(householdID, for: request.requireUser())
        var recipes = try await request.recipes.exchangeRecipes(of: householdID)
        let store = request.application.photos
        var photos: [String: Data] = [:]
        for index in recipes.indices {
            guard let name = recipes[index].photo, photos[name] == nil else { continue }
            if let bytes = try store.contents(of: name) {
                photos[name] = bytes
            } else {
                // A photo lost from disk is no reason to lose the recipe.
                recipes[index].photo = nil
            }
        }
        let archive = try RecipeArchive.zip(RecipeExchangeFile(recipes: recipes, exportedAt: request.clock.now()), photos: photos)
        return .ok(
            .init(
                headers: .init(Content_hyphen_Disposition: "attachment; filename=\"larder-recipes.zip\""),
                body: .application_zip(HTTPBody(archive))))
    }

    func importHouseholdRecipes(_ input: Operations.importHouseholdRecipes.Input) async throws
        -> Operations.importHouseholdRecipes.Output
    {
        let request = try self.request
        let user = try request.requireUser()
        let householdID = try uuid(input.path.householdId, field: "householdId")
        _ = try await request.households.access(householdID, for: user)
        guard case .application_zip(let body) = input.body else { throw AppError.unsupportedBody }
        let configuration = request.application.larderConfiguration
        let data: Data
        do {
            data = try await Data(collecting: body, upTo: configuration.maxArchiveBytes)
        } catch let error as AppError {
            throw error
        } catch {
            throw BodyLimitMiddleware.tooLarge(configuration.maxArchiveBytes)
        }
        let contents: RecipeArchive.Contents
        do {
            contents = try RecipeArchive.read(data, maxPhotoBytes: configuration.maxPhotoBytes)
        } catch {
            throw Self.archiveProblem(error.description)
        }

        // Everything is checked before anything is kept.
        var incoming: [RecipeService.Incoming] = []
        for (index, recipe) in contents.file.recipes.enumerated() {
            do {
                incoming.append(
                    .init(draft: try RecipeService.validate(recipe.draft), aiGenerated: recipe.aiGenerated, photo: recipe.photo))
            } catch let error as AppError {
                throw Self.archiveProblem("recipe \(index + 1) (“\(recipe.title.prefix(80))”): \(error.message)")
            }
        }
        let store = request.application.photos
        var storedNames: [String: String] = [:]
        for (name, bytes) in contents.photos {
            guard PhotoFormat(detecting: bytes) != nil else {
                throw Self.archiveProblem("the photo \(RecipeExchangeFile.photoFolder)\(name) is not a JPEG, PNG or WebP image")
            }
            // Stored under the name its content gives, whatever the archive called it.
            storedNames[name] = try store.save(bytes)
        }
        for index in incoming.indices { incoming[index].photo = incoming[index].photo.flatMap { storedNames[$0] } }

        let created = try await request.recipes.create(incoming, in: householdID, ownerID: user.id)
        return .created(.init(body: .json(.init(imported: created.count, items: created.map(Components.Schemas.RecipeSummary.init)))))
    }

    private static func archiveProblem(_ detail: String) -> AppError {
        AppError.invalid("archive", .errorArchiveInvalid, [detail])
    }
}
