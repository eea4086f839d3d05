import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    /// The address of `listFoods`, for the shopping list's food suggestions (`data-food-suggest`).
    static let foodSearchPath = "/api/foods"

    func listFoods(_ input: Operations.listFoods.Input) async throws -> Operations.listFoods.Output {
        let request = try self.request
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let result = try await request.foods.search(input.query.q ?? "", page: page, per: per)
        let items = result.items.map(Components.Schemas.FoodSummary.init)
        return .ok(.init(body: .json(.init(items: items, page: page, per: per, total: result.total))))
    }

    func getFood(_ input: Operations.getFood.Input) async throws -> Operations.getFood.Output {
        let request = try self.request
        let entry = try await request.foods.food(id: uuid(input.path.foodId, field: "foodId"))
        return .ok(.init(body: .json(.init(entry))))
    }
}

extension Components.Schemas.FoodSummary {
    init(_ entry: FoodService.Entry) {
        var headline = NutrientValues()
        for nutrient in Nutrient.headline { headline[nutrient] = entry.food.nutrients[nutrient] }
        self.init(
            id: entry.id.uuidString,
            name: entry.food.name,
            group: entry.food.group,
            source: .init(entry.food.source),
            nutrients: .init(headline)
        )
    }
}

extension Components.Schemas.Food {
    init(_ entry: FoodService.Entry) {
        let food = entry.food
        self.init(
            id: entry.id.uuidString,
            name: food.name,
            synonyms: food.synonyms,
            group: food.group,
            source: .init(food.source),
            sourceId: food.sourceID,
            nutrients: .init(food.nutrients),
            portions: food.portions.map { .init(amount: $0.amount, description: $0.description, grams: $0.grams) }
        )
    }
}

extension Components.Schemas.FoodSource {
    init(_ source: FoodSource) {
        switch source {
        case .starter: self = .starter
        case .usda: self = .usda
        case .household: self = .household
        }
    }
}

extension Components.Schemas.Nutrients {
    /// Every measured nutrient under its name; unmeasured ones are left out of the JSON.
    init(_ values: NutrientValues) {
        self.init(
            water: values[.water],
            energyKcal: values[.energyKcal],
            protein: values[.protein],
            fat: values[.fat],
            ash: values[.ash],
            carbohydrate: values[.carbohydrate],
            fiber: values[.fiber],
            sugars: values[.sugars],
            calcium: values[.calcium],
            iron: values[.iron],
            magnesium: values[.magnesium],
            phosphorus: values[.phosphorus],
            potassium: values[.potassium],
            sodium: values[.sodium],
            zinc: values[.zinc],
            copper: values[.copper],
            manganese: values[.manganese],
            selenium: values[.selenium],
            vitaminC: values[.vitaminC],
            thiamin: values[.thiamin],
            riboflavin: values[.riboflavin],
            niacin: values[.niacin],
            pantothenicAcid: values[.pantothenicAcid],
            vitaminB6: values[.vitaminB6],
            folateTotal: values[.folateTotal],
            folicAcid: values[.folicAcid],
            foodFolate: values[.foodFolate],
            folateDFE: values[.folateDFE],
            choline: values[.choline],
            vitaminB12: values[.vitaminB12],
            vitaminAIU: values[.vitaminAIU],
            vitaminARAE: values[.vitaminARAE],
            retinol: values[.retinol],
            alphaCarotene: values[.alphaCarotene],
            betaCarotene: values[.betaCarotene],
            betaCryptoxanthin: values[.betaCryptoxanthin],
            lycopene: values[.lycopene],
            luteinZeaxanthin: values[.luteinZeaxanthin],
            vitaminE: values[.vitaminE],
            vitaminD: values[.vitaminD],
            vitaminDIU: values[.vitaminDIU],
            vitaminK: values[.vitaminK],
            saturatedFat: values[.saturatedFat],
            monounsaturatedFat: values[.monounsaturatedFat],
            polyunsaturatedFat: values[.polyunsaturatedFat],
            cholesterol: values[.cholesterol]
        )
    }
}
