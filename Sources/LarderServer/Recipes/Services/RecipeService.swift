import Fluent
import Foundation
import LarderCore

/// The cookbook: writing recipes, reading them with their parts, and their way to the public
/// feed. Every read and write goes through `RecipeViewer`, so a recipe of another household is
/// "not found" whichever way it is asked for.
package struct RecipeService {
    let db: any Database
    let foods: FoodService
    let clock: LarderClock
    let contents: RecipeContentCache

    /// A recipe with everything a reader needs, loaded together.
    struct Loaded: Sendable {
        var recipe: RecipeRecord
        var content: RecipeContent
        var ownerName: String?
        /// The rating and favourite of the person it was loaded for.
        var reaction: RecipeRecord.Reaction

        var ingredients: [RecipeContent.Line] { content.ingredients }
        var steps: [RecipeContent.Step] { content.steps }
        var labels: [RecipeContent.Label] { content.labels }

        var draft: RecipeDraft {
            Self.draft(
                of: recipe, ingredients: ingredients.map { .init(text: $0.text, section: $0.section, optional: $0.optional) },
                steps: steps.map(\.text), labels: labels)
        }

        static func draft(of recipe: some RecipeDraftFields, ingredients: [RecipeDraft.Ingredient], steps: [String], labels: [RecipeContent.Label])
            -> RecipeDraft
        {
            RecipeDraft(
                title: recipe.title, description: recipe.description, ingredients: ingredients, steps: steps,
                servings: recipe.servings, prepMinutes: recipe.prepMinutes, cookMinutes: recipe.cookMinutes,
                totalMinutes: recipe.totalMinutes, difficulty: recipe.difficulty,
                categories: Self.values(.category, in: labels).compactMap(RecipeCategory.init(rawValue:)),
                dietFlags: Self.values(.diet, in: labels).compactMap(DietFlag.init(rawValue:)), tags: Self.values(.tag, in: labels),
                sourceURL: recipe.sourceURL)
        }

        func values(_ kind: RecipeLabel.Kind) -> [String] {
            Self.values(kind, in: labels)
        }

        static func values(_ kind: RecipeLabel.Kind, in labels: [RecipeContent.Label]) -> [String] {
            labels.filter { $0.kind == kind }.map(\.value)
        }
    }

    /// What a new recipe starts as, beyond its draft.
    struct Origin: Sendable {
        var aiGenerated = false
        var chefID: UUID?
        var photo: String?
        /// Private even when an admin creates it: AI-written recipes wait for their household's review.
        var staysPrivate = false
    }

    // MARK: Writing

    func create(_ draft: RecipeDraft, householdID: UUID?, by user: Person, origin: Origin = Origin()) async throws -> Loaded {
        let draft = try Self.validate(draft)
        let viewer = try await RecipeViewer.of(user, on: db)
        let household = try Self.household(householdID, for: viewer)
        let linker = try await foods.linker()
        let recipe = Recipe(householdID: household, ownerID: try viewer.requireUserID())
        recipe.aiGenerated = origin.aiGenerated
        recipe.photo = origin.photo
        recipe.$chef.id = origin.chefID
        if user.isAdmin, !origin.staysPrivate {
            // Admins publish directly: there is nobody to moderate them.
            recipe.status = .approved
            recipe.publishedAt = clock.now()
        }
        try await db.transaction { db in
            try await Self.write(draft, to: recipe, linker: linker, on: db)
        }
        return try await load(try recipe.requireID(), for: user)
    }

    func update(_ id: UUID, with draft: RecipeDraft, by user: Person) async throws -> Loaded {
        let draft = try Self.validate(draft)
        let current = try await editable(id, by: user)
        let recipe = try await model(of: current)
        if recipe.isPublic, !user.isAdmin, draft.changesMaterially(from: current.draft) {
            // What readers would cook has changed: a moderator looks again before it is public.
            recipe.status = .pending
        }
        let linker = try await foods.linker()
        try await db.transaction { db in
            try await Self.write(draft, to: recipe, linker: linker, on: db)
        }
        return try await load(id, for: user)
    }

    func delete(_ id: UUID, by user: Person) async throws {
        let recipe = try await model(of: editable(id, by: user))
        try await db.transaction { db in
            try await RecipeSearchIndex(db.sql()).remove(id)
            try await recipe.delete(on: db)
        }
    }

    /// The model behind a recipe a writer has just been allowed to change.
    func model(of loaded: Loaded) async throws -> Recipe {
        guard let recipe = try await Recipe.find(loaded.recipe.id, on: db) else {
            throw AppError.notFound(.errorRecipeNotFound, field: "recipeId")
        }
        return recipe
    }

    /// Stores the draft's fields and replaces the recipe's lines, steps, labels and index entry.
    static func write(_ draft: RecipeDraft, to recipe: Recipe, linker: FoodService.Linker, on db: any Database) async throws {
        recipe.title = draft.title
        recipe.description = draft.description
        recipe.servings = draft.servings
        recipe.prepMinutes = draft.prepMinutes
        recipe.cookMinutes = draft.cookMinutes
        recipe.totalMinutes = draft.totalMinutes
        recipe.difficulty = draft.difficulty
        recipe.sourceURL = draft.sourceURL
        try await recipe.save(on: db)
        let recipeID = try recipe.requireID()

        try await RecipeIngredient.query(on: db).filter(\.$recipe.$id == recipeID).delete()
        try await RecipeStep.query(on: db).filter(\.$recipe.$id == recipeID).delete()
        try await RecipeLabel.query(on: db).filter(\.$recipe.$id == recipeID).delete()

        let ingredients = draft.ingredients.enumerated().map { position, line in
            RecipeIngredient(recipeID: recipeID, position: position, line: line, linker: linker)
        }
        try await ingredients.create(on: db)
        try await draft.steps.enumerated().map { RecipeStep(recipeID: recipeID, position: $0, text: $1) }.create(on: db)
        let labels =
            draft.categories.map { RecipeLabel(recipeID: recipeID, kind: .category, value: $0.rawValue) }
            + draft.dietFlags.map { RecipeLabel(recipeID: recipeID, kind: .diet, value: $0.rawValue) }
            + draft.tags.map { RecipeLabel(recipeID: recipeID, kind: .tag, value: $0) }
        try await labels.create(on: db)

        try await RecipeSearchIndex(db.sql()).put(
            recipeID,
            .init(
                title: draft.title, description: draft.description ?? "",
                ingredients: RecipeSearchIndex.Document.ingredients(ingredients.map(\.name)),
                tags: (draft.tags + draft.categories.map(\.title)).joined(separator: " "),
                labels: RecipeSearchIndex.Document.labels(
                    categories: draft.categories.map(\.rawValue), dietFlags: draft.dietFlags.map(\.rawValue))))
    }

    // MARK: Reading

    /// The recipe with its parts, or 404 when the viewer may not see it.
    func readable(_ id: UUID, for viewer: RecipeViewer) async throws -> Loaded {
        let loaded = try await load(id, readerID: viewer.userID, readerName: viewer.userName)
        guard viewer.canRead(loaded.recipe) else { throw AppError.notFound(.errorRecipeNotFound, field: "recipeId") }
        return loaded
    }

    /// The recipe row alone, or 404 when the viewer may not see it.
    func visible(_ id: UUID, for viewer: RecipeViewer) async throws -> Recipe {
        guard let recipe = try await Recipe.find(id, on: db), viewer.canRead(recipe) else {
            throw AppError.notFound(.errorRecipeNotFound, field: "recipeId")
        }
        return recipe
    }

    /// The recipe with its parts, and the rating and favourite of `reader`.
    func load(_ id: UUID, for reader: Person) async throws -> Loaded {
        try await load(id, readerID: reader.id, readerName: reader.name)
    }

    /// The recipe with its parts, and the rating and favourite of the reader (none for a guest).
    /// The reader's name, when given, stands for the owner's when the reader wrote the recipe.
    func load(_ id: UUID, readerID: UUID?, readerName: String?) async throws -> Loaded {
        // The row, the chef and the reaction in one statement: this runs on every recipe read.
        guard let (recipe, reaction) = try await RecipeRecord.read(id, reader: readerID, on: db.sql()) else {
            throw AppError.notFound(.errorRecipeNotFound, field: "recipeId")
        }
        let readerWroteIt = readerName != nil && recipe.ownerID == readerID
        async let ownerName = readerWroteIt ? readerName : db.people.name(of: recipe.ownerID)
        let content = try await contents(of: [recipe.revision])[id]
        guard let content else { throw AppError.notFound(.errorRecipeNotFound, field: "recipeId") }
        return Loaded(recipe: recipe, content: content, ownerName: try await ownerName, reaction: reaction)
    }

    func contents(of recipes: [Recipe]) async throws -> [UUID: RecipeContent] {
        try await contents(of: recipes.map { try $0.revision })
    }

    /// Each recipe's lines, steps, labels and nutrition, by id: remembered for its revision, else read
    /// (all the missing ones together), worked out with the food table as it is now, and remembered.
    func contents(of recipes: [RecipeRevision]) async throws -> [UUID: RecipeContent] {
        let catalogue = try await foods.catalogue()
        func revision(of recipe: RecipeRevision) -> RecipeContentCache.Revision {
            RecipeContentCache.Revision(updatedAt: recipe.updatedAt, foodCatalogue: catalogue.revision)
        }
        var found: [UUID: RecipeContent] = [:]
        var missing: [RecipeRevision] = []
        for recipe in recipes {
            if let known = contents.content(of: recipe.id, at: revision(of: recipe)) { found[recipe.id] = known } else { missing.append(recipe) }
        }
        guard !missing.isEmpty else { return found }
        let ids = missing.map(\.id)
        async let ingredients = RecipeIngredient.query(on: db).filter(\.$recipe.$id ~~ ids).sort(\.$position).all()
        async let steps = RecipeStep.query(on: db).filter(\.$recipe.$id ~~ ids).sort(\.$position).all()
        async let labels = RecipeLabel.query(on: db).filter(\.$recipe.$id ~~ ids).all()
        let linesByRecipe = Dictionary(grouping: try await ingredients, by: { $0.$recipe.id })
        let stepsByRecipe = Dictionary(grouping: try await steps, by: { $0.$recipe.id })
        let labelsByRecipe = Dictionary(grouping: try await labels, by: { $0.$recipe.id })
        let calculator = NutritionCalculator(matcher: FoodMatcher(catalogue.index))
        for recipe in missing {
            let id = recipe.id
            let lines = (linesByRecipe[id] ?? []).map(RecipeContent.Line.init)
            let steps = (stepsByRecipe[id] ?? []).map(\.text)
            let content = RecipeContent(
                ingredients: lines, steps: steps.map { .init(text: $0) },
                labels: (labelsByRecipe[id] ?? []).map { .init(kind: $0.kind, value: $0.value) },
                nutrition: calculator.nutrition(of: lines.map(\.text), servings: Double(recipe.servings)),
                advancePreparation: AdvancePreparation.needed(in: lines.map(\.text) + steps))
            contents.remember(content, of: id, at: revision(of: recipe))
            found[id] = content
        }
        return found
    }

    /// Nutrition per serving, as worked out for the recipe's revision against the food table as it is.
    func nutrition(of loaded: Loaded) -> RecipeNutrition {
        loaded.content.nutrition
    }

    // MARK: Helpers

    package static func validate(_ draft: RecipeDraft) throws -> RecipeDraft {
        do {
            return try draft.validated()
        } catch {
            throw AppError(recipeProblem: error)
        }
    }

    /// The household a new recipe goes into: the one named, else the viewer's only household.
    static func household(_ householdID: UUID?, for viewer: RecipeViewer) throws -> UUID {
        if let householdID {
            guard viewer.householdIDs.contains(householdID) else {
                throw AppError.notFound(.errorHouseholdNotFound, field: "householdId")
            }
            return householdID
        }
        guard viewer.householdIDs.count == 1, let only = viewer.householdIDs.first else {
            throw AppError.invalid("householdId", viewer.householdIDs.isEmpty ? .errorRecipeNeedsHousehold : .errorRecipeWhichHousehold)
        }
        return only
    }
}

extension RecipeIngredient {
    convenience init(recipeID: UUID, position: Int, line: RecipeDraft.Ingredient, linker: FoodService.Linker) {
        self.init()
        self.$recipe.id = recipeID
        self.position = position
        self.section = line.section
        self.text = line.text
        self.optional = line.optional
        let parsed = IngredientLine.parse(line.text)
        self.quantity = parsed.quantity.map { $0.low.doubleValue }
        self.quantityMax = parsed.quantity?.high.map(\.doubleValue)
        self.unit = parsed.unit?.name
        self.name = parsed.name.lowercased()
        let note = [parsed.preparation, parsed.comment].compactMap { $0 }.joined(separator: ", ")
        self.note = note.isEmpty ? nil : note
        self.foodID = linker.calculator.line(for: line.text).match.flatMap(linker.foodID(of:))
    }
}

extension AppError {
    init(recipeProblem problem: RecipeProblem) {
        let field = problem.field
        switch problem.reason {
        case .required: self = .invalid(field, .errorFieldRequired, [field])
        case .tooLong(let max): self = .invalid(field, .errorFieldTooLong, [field, String(max)])
        case .tooMany(let max): self = .invalid(field, .errorFieldTooMany, [field, String(max)])
        case .outOfRange(let min, let max): self = .invalid(field, .errorFieldOutOfRange, [field, String(min), String(max)])
        case .notAWebAddress: self = .invalid(field, .errorFieldNotWebAddress, [field])
        }
    }
}

extension RecipeService {
    /// The table other modules' migrations point their foreign keys at.
    static let schema = Recipe.schema
}
