import Foundation
import LarderCore
import Vapor

/// How a reader asked to see amounts.
enum MeasureChoice: String, Sendable {
    case original
    case metric
    case us
}

/// Turns stored recipes into what the API returns: lines scaled and shown in the measure asked
/// for, timers read from the steps, nutrition with its coverage, and the reader's own rating
/// and favourite.
struct RecipePresenter {
    let request: Request
    var viewer: RecipeViewer?

    func recipe(_ loaded: RecipeService.Loaded, servings: Int? = nil, measure: MeasureChoice? = nil) async throws
        -> Components.Schemas.Recipe
    {
        var viewer = self.viewer
        if viewer == nil { viewer = try await RecipeViewer.of(request.optionalUser(), on: request.db) }
        let reader = viewer ?? .guest
        let recipe = loaded.recipe
        let id = recipe.id
        let nutrition = request.recipes.nutrition(of: loaded)
        let reaction = loaded.reaction
        let shownServings = servings ?? recipe.servings
        let factor = Rational(Int64(shownServings), Int64(recipe.servings)) ?? .one

        let ingredients = zip(loaded.ingredients, nutrition.lines).map { line, counted in
            var display = factor == .one ? line.text : IngredientLine.scaled(line.text, by: factor)
            switch measure {
            case .metric: display = IngredientLine.shown(display, in: .metric)
            case .us: display = IngredientLine.shown(display, in: .us)
            case .original, nil: break
            }
            return Components.Schemas.RecipeIngredient(
                text: line.text, display: display, section: line.section, optional: line.optional,
                quantity: line.quantity, quantityMax: line.quantityMax, unit: line.unit, name: line.name,
                note: line.note, foodId: line.foodID?.uuidString, foodName: counted.match?.food.name)
        }
        let steps = loaded.steps.enumerated().map { number, step in
            Components.Schemas.RecipeStep(
                number: number + 1, text: step.text,
                timers: step.timers.map { .init(seconds: $0.seconds, maxSeconds: $0.maxSeconds, text: $0.text) })
        }
        let gaps = nutrition.lines.compactMap { line in
            line.gap.map { Components.Schemas.NutritionGap(line: line.text, code: .init(rawValue: $0.code) ?? .no_food, reason: $0.description) }
        }
        let counted = nutrition.lines.count - gaps.filter { $0.code != .heading }.count
            - nutrition.lines.filter { $0.gap == .heading }.count
        return Components.Schemas.Recipe(
            id: id.uuidString, title: recipe.title, description: recipe.description, servings: shownServings,
            baseServings: recipe.servings, prepMinutes: recipe.prepMinutes, cookMinutes: recipe.cookMinutes,
            totalMinutes: recipe.totalMinutes, difficulty: recipe.difficulty.flatMap { .init(rawValue: $0.rawValue) },
            categories: loaded.values(.category).compactMap { .init(rawValue: $0) },
            dietFlags: loaded.values(.diet).compactMap { .init(rawValue: $0) }, tags: loaded.values(.tag),
            sourceUrl: recipe.sourceURL, photoUrl: recipe.photo.map(Self.photoPath),
            ingredients: ingredients, steps: steps, status: .init(recipe.status),
            rejectionReason: recipe.rejectionReason, householdId: recipe.householdID.uuidString,
            ownerName: loaded.ownerName, chef: recipe.chef.map { .init(id: $0.id.uuidString, name: $0.name) },
            editorsChoice: recipe.editorsChoice, aiGenerated: recipe.aiGenerated,
            rating: .init(recipe, mine: reaction.rating), favourite: reaction.favourite, canEdit: reader.canEdit(recipe),
            nutrition: .init(
                perServing: .init(nutrition.perServing ?? NutrientValues()), countedLines: max(counted, 0),
                totalLines: nutrition.lines.filter { $0.gap != .heading }.count, gaps: gaps),
            shareUrl: recipe.isPublic ? shareURL(id) : nil, deepLink: "larder://recipe/\(id.uuidString)",
            createdAt: recipe.createdAt ?? Date(timeIntervalSince1970: 0), updatedAt: recipe.updatedAt,
            publishedAt: recipe.isPublic ? recipe.publishedAt : nil)
    }

    static func photoPath(_ name: String) -> String { PhotoRoute.photo(.value(name)).path }

    private func shareURL(_ id: UUID) -> String {
        let path = RecipeRoute.detail(.value(id)).path
        guard let host = request.headers.first(name: .host) else { return path }
        return "http://\(host)\(path)"
    }
}

extension Components.Schemas.RecipeRating {
    init(_ recipe: Recipe, mine: Int?) {
        self.init(average: recipe.ratingAverage, count: recipe.ratingCount, mine: mine)
    }

    init(_ recipe: RecipeRecord, mine: Int?) {
        self.init(average: recipe.ratingAverage, count: recipe.ratingCount, mine: mine)
    }
}

extension Components.Schemas.RecipeSummary {
    init(_ recipe: Recipe) {
        self.init(recipe.summary)
    }

    init(_ recipe: RecipeSummary) {
        self.init(
            id: recipe.id.uuidString, title: recipe.title, description: recipe.description,
            photoUrl: recipe.photo.map(RecipePresenter.photoPath), totalMinutes: recipe.totalMinutes,
            difficulty: recipe.difficulty.flatMap { .init(rawValue: $0.rawValue) },
            categories: [], dietFlags: [], status: .init(recipe.status), editorsChoice: recipe.editorsChoice,
            rating: .init(average: recipe.ratingAverage, count: recipe.ratingCount, mine: nil), createdAt: recipe.createdAt)
    }
}

extension Components.Schemas.RecipeStatus {
    init(_ status: RecipeStatus) {
        switch status {
        case .private: self = ._private
        case .pending: self = .pending
        case .approved: self = .approved
        case .rejected: self = .rejected
        }
    }
}
