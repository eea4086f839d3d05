import Foundation
import LarderCore

extension LarderAPI {
    func getEatingRules(_ input: Operations.getEatingRules.Input) async throws -> Operations.getEatingRules.Output {
        let request = try self.request
        let rules = try await request.eatingRules.rules(of: request.requireUser().id)
        return .ok(.init(body: .json(.init(rules))))
    }

    func putEatingRules(_ input: Operations.putEatingRules.Input) async throws -> Operations.putEatingRules.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        // The document's `maxItems`, which the generated code does not check.
        guard body.diet.count <= DietFlag.allCases.count else {
            throw AppError.invalid("diet", .errorFieldTooMany, ["diet", String(DietFlag.allCases.count)])
        }
        let foodIDs = try body.excludedFoodIds.map { try uuid($0, field: "excludedFoodIds") }
        let diet = Set(body.diet.compactMap { DietFlag(rawValue: $0.rawValue) })
        let rules = try await request.eatingRules.save(diet: diet, excludedFoodIDs: foodIDs, for: request.requireUser().id)
        return .ok(.init(body: .json(.init(rules))))
    }
}

extension Components.Schemas.EatingRules {
    init(_ rules: EatingRulesService.Rules) {
        self.init(
            diet: DietFlag.allCases.filter(rules.diet.contains).compactMap { Components.Schemas.DietFlag(rawValue: $0.rawValue) },
            excludedFoods: rules.excludedFoods.map { .init(id: $0.id.uuidString, name: $0.name) })
    }
}
