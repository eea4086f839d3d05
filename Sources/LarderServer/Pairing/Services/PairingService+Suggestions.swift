import Foundation
import LarderCore

extension PairingService {
    /// What a caller asks the engine.
    struct SuggestionRequest: Sendable {
        var ingredients: [String]
        var region: String?
        var categories: [String] = []
        var pantryOnly = false
        var limit = 20
    }

    /// The engine's answer, with what the household has and which catalogue product stands for each partner.
    struct Suggestions: Sendable {
        /// Nil when the flavour network is not loaded: no suggestions.
        var result: PairingResult?
        var householdRecipes: Int
        var regions: [String]
        var categories: [String]
        /// Engine names of what the household has in stock.
        var stocked: Set<String>
        /// Engine name → the catalogue product standing for it.
        var products: [String: PairingProduct]
    }

    /// Partners of the asked ingredients, ranked by the household's engine, filtered by region,
    /// engine category and — `pantryOnly` — what is in the household's pantry now.
    func suggestions(_ asked: SuggestionRequest, _ access: HouseholdService.Access) async throws -> Suggestions {
        let ingredients = try Self.ingredients(asked.ingredients)
        guard (1...Limits.suggestions).contains(asked.limit) else {
            throw AppError.invalid("limit", .errorFieldOutOfRange, ["limit", "1", String(Limits.suggestions)])
        }
        try Self.checkFilters(asked)
        guard let household = try await householdEngine(access.householdID) else {
            return Suggestions(result: nil, householdRecipes: 0, regions: [], categories: [], stocked: [], products: [:])
        }
        let model = household.model
        let region = asked.region.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        if let region, !model.regions.contains(region) {
            throw AppError.invalid("region", .pairingErrorUnknownRegion, [region, model.regions.joined(separator: ", ")])
        }
        let known = model.ingredientCategories
        for category in asked.categories where !known.contains(category) {
            throw AppError.invalid("category", .pairingErrorUnknownEngineCategory, [category, known.joined(separator: ", ")])
        }
        let stocked = Set(try await pantry.stockedNames(householdID: access.householdID).compactMap(model.resolve))
        let query = PairingQuery(
            ingredients, region: region, categories: Set(asked.categories), among: asked.pantryOnly ? Array(stocked) : nil,
            limit: asked.limit)
        let view = try await catalogue(for: access.householdID)
        var products: [String: PairingProduct] = [:]
        for product in view.catalogue.products {
            guard let name = model.engineName(of: product), products[name] == nil || view.catalogue.isMain(product) else { continue }
            products[name] = product
        }
        return Suggestions(
            result: model.suggest(query), householdRecipes: household.recipes, regions: model.regions, categories: known,
            stocked: stocked, products: products)
    }

    /// The household's engine: the network's, retrained with the household's own recipes once
    /// that is learnt (in the background, after they change); nil without the flavour network.
    func householdEngine(_ householdID: UUID) async throws -> PairingEngineStore.HouseholdView? {
        guard await engine.model != nil else { return nil }
        let revision = try await recipes.revision(ofHousehold: householdID)
        guard let view = await engine.engine(for: householdID, revision: revision) else { return nil }
        if view.needsRecipes {
            let names = try await recipes.ingredientNames(ofHousehold: householdID)
            await engine.learn(householdID, revision: revision, recipes: names, weight: Limits.householdRecipeWeight)
        }
        return view
    }

    /// The filters' sizes, checked whether or not an engine is there to read them.
    private static func checkFilters(_ asked: SuggestionRequest) throws {
        if let region = asked.region, region.count > Limits.filterName {
            throw AppError.invalid("region", .errorFieldTooLong, ["region", String(Limits.filterName)])
        }
        guard asked.categories.count <= Limits.categoryFilters else {
            throw AppError.invalid("category", .errorFieldTooMany, ["category", String(Limits.categoryFilters)])
        }
        if asked.categories.contains(where: { $0.count > Limits.filterName }) {
            throw AppError.invalid("category", .errorFieldTooLong, ["category", String(Limits.filterName)])
        }
    }

    /// The asked ingredients, trimmed, or 400 naming `ingredient`.
    private static func ingredients(_ asked: [String]) throws -> [String] {
        let trimmed = asked.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard !trimmed.isEmpty else { throw AppError.invalid("ingredient", .errorFieldRequired, ["ingredient"]) }
        guard trimmed.count <= Limits.suggestionIngredients else {
            throw AppError.invalid("ingredient", .errorFieldTooMany, ["ingredient", String(Limits.suggestionIngredients)])
        }
        if trimmed.contains(where: { $0.count > Limits.name }) {
            throw AppError.invalid("ingredient", .errorFieldTooLong, ["ingredient", String(Limits.name)])
        }
        return trimmed
    }
}

extension PairingSuggestion {
    /// The engine's name written for people: "black_pepper" → "black pepper".
    var displayName: String { ingredient.replacingOccurrences(of: "_", with: " ") }
}
