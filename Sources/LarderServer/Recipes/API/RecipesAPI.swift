import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func searchRecipes(_ input: Operations.searchRecipes.Input) async throws -> Operations.searchRecipes.Output {
        let request = try self.request
        let viewer = try await RecipeViewer.of(request.optionalUser(), on: request.db)
        let query = input.query
        let (page, per) = try pagination(page: query.page, per: query.per)
        if let minutes = query.maxTotalMinutes, minutes < 0 {
            throw AppError.invalid("maxTotalMinutes", .errorFieldOutOfRange, ["maxTotalMinutes", "0", "10080"])
        }
        var search = RecipeQuery()
        search.text = query.q ?? ""
        search.scope = query.scope.flatMap { RecipeQuery.Scope(rawValue: $0.rawValue) } ?? .all
        search.householdID = try query.householdId.map { try uuid($0, field: "householdId") }
        search.categories = (query.category ?? []).compactMap { RecipeCategory(rawValue: $0.rawValue) }
        search.dietFlags = (query.diet ?? []).compactMap { DietFlag(rawValue: $0.rawValue) }
        search.difficulties = (query.difficulty ?? []).compactMap { Difficulty(rawValue: $0.rawValue) }
        search.maxTotalMinutes = query.maxTotalMinutes
        search.includeIngredients = Self.ingredientTerms(query.include)
        search.excludeIngredients = Self.ingredientTerms(query.exclude)
        search.chefID = try query.chefId.map { try uuid($0, field: "chefId") }
        search.editorsChoice = query.editorsChoice ?? false
        search.sort = query.sort.flatMap { RecipeQuery.Sort(rawValue: $0.rawValue) } ?? .relevance
        search.page = page
        search.per = per
        let found = try await request.recipes.search(search, for: viewer)
        return .ok(.init(body: .json(.init(
            items: found.items.map(Components.Schemas.RecipeSummary.init), page: page, per: per, total: found.total))))
    }

    func recipeFeed(_ input: Operations.recipeFeed.Input) async throws -> Operations.recipeFeed.Output {
        let request = try self.request
        let feed = try await request.recipes.feed(for: RecipeViewer.of(request.optionalUser(), on: request.db))
        return .ok(.init(body: .json(.init(
            editorsChoice: feed.editorsChoice.map(Components.Schemas.RecipeSummary.init),
            newest: feed.newest.map(Components.Schemas.RecipeSummary.init),
            quick: feed.quick.map(Components.Schemas.RecipeSummary.init)))))
    }

    func createRecipe(_ input: Operations.createRecipe.Input) async throws -> Operations.createRecipe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try request.requireUser()
        let householdID = try input.query.householdId.map { try uuid($0, field: "householdId") }
        let loaded = try await request.recipes.create(RecipeDraft(body), householdID: householdID, by: user)
        return .created(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }

    func getRecipe(_ input: Operations.getRecipe.Input) async throws -> Operations.getRecipe.Output {
        let request = try self.request
        let viewer = try await RecipeViewer.of(request.optionalUser(), on: request.db)
        let loaded = try await request.recipes.readable(uuid(input.path.recipeId, field: "recipeId"), for: viewer)
        if let servings = input.query.servings, !RecipeDraft.Limits.servings.contains(servings) {
            throw AppError.invalid("servings", .errorFieldOutOfRange, ["servings", "1", "1000"])
        }
        let presenter = RecipePresenter(request: request, viewer: viewer)
        let recipe = try await presenter.recipe(
            loaded, servings: input.query.servings, measure: input.query.measure.flatMap { MeasureChoice(rawValue: $0.rawValue) })
        return .ok(.init(body: .json(recipe)))
    }

    func updateRecipe(_ input: Operations.updateRecipe.Input) async throws -> Operations.updateRecipe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let loaded = try await request.recipes.update(
            uuid(input.path.recipeId, field: "recipeId"), with: RecipeDraft(body), by: request.requireUser())
        return .ok(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }

    func deleteRecipe(_ input: Operations.deleteRecipe.Input) async throws -> Operations.deleteRecipe.Output {
        let request = try self.request
        try await request.recipes.delete(uuid(input.path.recipeId, field: "recipeId"), by: request.requireUser())
        return .noContent(.init())
    }

    func submitRecipe(_ input: Operations.submitRecipe.Input) async throws -> Operations.submitRecipe.Output {
        let request = try self.request
        let loaded = try await request.recipes.submit(uuid(input.path.recipeId, field: "recipeId"), by: request.requireUser())
        return .ok(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }

    func withdrawRecipe(_ input: Operations.withdrawRecipe.Input) async throws -> Operations.withdrawRecipe.Output {
        let request = try self.request
        let loaded = try await request.recipes.withdraw(uuid(input.path.recipeId, field: "recipeId"), by: request.requireUser())
        return .ok(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }

    func rateRecipe(_ input: Operations.rateRecipe.Input) async throws -> Operations.rateRecipe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let recipe = try await request.recipes.rate(uuid(input.path.recipeId, field: "recipeId"), stars: body.stars, by: request.requireUser())
        return .ok(.init(body: .json(.init(recipe, mine: body.stars))))
    }

    func unrateRecipe(_ input: Operations.unrateRecipe.Input) async throws -> Operations.unrateRecipe.Output {
        let request = try self.request
        let recipe = try await request.recipes.removeRating(uuid(input.path.recipeId, field: "recipeId"), by: request.requireUser())
        return .ok(.init(body: .json(.init(recipe, mine: nil))))
    }

    func favouriteRecipe(_ input: Operations.favouriteRecipe.Input) async throws -> Operations.favouriteRecipe.Output {
        let request = try self.request
        try await request.recipes.setFavourite(uuid(input.path.recipeId, field: "recipeId"), true, by: request.requireUser())
        return .noContent(.init())
    }

    func unfavouriteRecipe(_ input: Operations.unfavouriteRecipe.Input) async throws -> Operations.unfavouriteRecipe.Output {
        let request = try self.request
        try await request.recipes.setFavourite(uuid(input.path.recipeId, field: "recipeId"), false, by: request.requireUser())
        return .noContent(.init())
    }

    func listPendingRecipes(_ input: Operations.listPendingRecipes.Input) async throws -> Operations.listPendingRecipes.Output {
        let request = try self.request
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let queue = try await request.recipes.moderationQueue(page: page, per: per, admin: request.requireAdmin())
        return .ok(.init(body: .json(.init(
            items: queue.items.map(Components.Schemas.RecipeSummary.init), page: page, per: per, total: queue.total))))
    }

    func approveRecipe(_ input: Operations.approveRecipe.Input) async throws -> Operations.approveRecipe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let chefID = try body.chefId.map { try uuid($0, field: "chefId") }
        let loaded = try await request.recipes.approve(
            uuid(input.path.recipeId, field: "recipeId"), chefID: chefID, by: request.requireAdmin())
        return .ok(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }

    func rejectRecipe(_ input: Operations.rejectRecipe.Input) async throws -> Operations.rejectRecipe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let loaded = try await request.recipes.reject(
            uuid(input.path.recipeId, field: "recipeId"), reason: body.reason, by: request.requireAdmin())
        return .ok(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }

    func setEditorsChoice(_ input: Operations.setEditorsChoice.Input) async throws -> Operations.setEditorsChoice.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let loaded = try await request.recipes.setEditorsChoice(
            uuid(input.path.recipeId, field: "recipeId"), body.chosen, by: request.requireAdmin())
        return .ok(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }

    /// Ingredient filter words, trimmed, blanks dropped, at most ten.
    private static func ingredientTerms(_ values: [String]?) -> [String] {
        Array((values ?? []).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.prefix(10))
    }
}

extension RecipeDraft {
    init(_ input: Components.Schemas.RecipeInput) {
        self.init(
            title: input.title, description: input.description,
            ingredients: input.ingredients.map { .init(text: $0.text, section: $0.section, optional: $0.optional ?? false) },
            steps: input.steps, servings: input.servings ?? 4, prepMinutes: input.prepMinutes,
            cookMinutes: input.cookMinutes, totalMinutes: input.totalMinutes,
            difficulty: input.difficulty.flatMap { Difficulty(rawValue: $0.rawValue) },
            categories: (input.categories ?? []).compactMap { RecipeCategory(rawValue: $0.rawValue) },
            dietFlags: (input.dietFlags ?? []).compactMap { DietFlag(rawValue: $0.rawValue) },
            tags: input.tags ?? [], sourceURL: input.sourceUrl)
    }
}
