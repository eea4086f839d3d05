import Foundation
import LarderCore
import Vapor

/// The food diary: days, entries, copying, the cart, weighings, progress and the export.
extension LarderAPI {
    func getDiaryDay(_ input: Operations.getDiaryDay.Input) async throws -> Operations.getDiaryDay.Output {
        let request = try self.request
        let user = try request.requireUser()
        let day = try await request.diary.day(NutritionProfileService.day(input.path.date, field: "date"), for: user.id)
        return .ok(.init(body: .json(.init(day))))
    }

    func createDiaryEntry(_ input: Operations.createDiaryEntry.Input) async throws -> Operations.createDiaryEntry.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let day = try NutritionProfileService.day(input.path.date, field: "date")
        let draft = DiaryService.Draft(
            kind: DiaryEntryKind(rawValue: body.kind.rawValue) ?? .quick, meal: body.meal.core,
            foodID: try body.foodId.map { try uuid($0, field: "foodId") }, amount: body.amount, unit: body.unit,
            recipeID: try body.recipeId.map { try uuid($0, field: "recipeId") }, servings: body.servings, name: body.name,
            energyKcal: body.energyKcal, protein: body.protein, fat: body.fat, carbohydrate: body.carbohydrate)
        let entry = try await request.diary.add(draft, on: day, by: request.requireUser())
        return .created(.init(body: .json(.init(entry))))
    }

    func copyDiary(_ input: Operations.copyDiary.Input) async throws -> Operations.copyDiary.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let source = try NutritionProfileService.day(input.path.date, field: "date")
        let target = try NutritionProfileService.day(body.toDate, field: "toDate")
        let day = try await request.diary.copy(
            from: source, meal: body.meal?.core, to: target, toMeal: body.toMeal?.core, by: request.requireUser())
        return .ok(.init(body: .json(.init(day))))
    }

    func updateDiaryEntry(_ input: Operations.updateDiaryEntry.Input) async throws -> Operations.updateDiaryEntry.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let change = DiaryService.Change(
            day: body.date, meal: body.meal?.core, amount: body.amount, unit: body.unit, servings: body.servings, name: body.name,
            energyKcal: body.energyKcal, protein: body.protein, fat: body.fat, carbohydrate: body.carbohydrate)
        let entry = try await request.diary.update(uuid(input.path.entryId, field: "entryId"), with: change, by: request.requireUser())
        return .ok(.init(body: .json(.init(entry))))
    }

    func deleteDiaryEntry(_ input: Operations.deleteDiaryEntry.Input) async throws -> Operations.deleteDiaryEntry.Output {
        let request = try self.request
        try await request.diary.delete(uuid(input.path.entryId, field: "entryId"), by: request.requireUser())
        return .noContent(.init())
    }

    func exportDiary(_ input: Operations.exportDiary.Input) async throws -> Operations.exportDiary.Output {
        let request = try self.request
        let userID = try request.requireUser().id
        let first = try NutritionProfileService.day(input.query.from, field: "from")
        let last = try NutritionProfileService.day(input.query.to, field: "to")
        let csv = try await request.diary.export(from: first, through: last, for: userID)
        return .ok(
            .init(
                headers: .init(Content_hyphen_Disposition: "attachment; filename=\"larder-diary-\(first)-\(last).csv\""),
                body: .csv(.init(csv))))
    }

    // MARK: Cart

    func getDiaryCart(_ input: Operations.getDiaryCart.Input) async throws -> Operations.getDiaryCart.Output {
        let request = try self.request
        return .ok(.init(body: .json(.init(try await request.diary.cart(for: request.requireUser())))))
    }

    func clearDiaryCart(_ input: Operations.clearDiaryCart.Input) async throws -> Operations.clearDiaryCart.Output {
        let request = try self.request
        try await request.diary.clearCart(for: request.requireUser())
        return .noContent(.init())
    }

    func addDiaryCartItem(_ input: Operations.addDiaryCartItem.Input) async throws -> Operations.addDiaryCartItem.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let cart = try await request.diary.addToCart(
            foodID: uuid(body.foodId, field: "foodId"), amount: body.amount, unit: body.unit, by: request.requireUser())
        return .created(.init(body: .json(.init(cart))))
    }

    func updateDiaryCartItem(_ input: Operations.updateDiaryCartItem.Input) async throws -> Operations.updateDiaryCartItem.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let cart = try await request.diary.updateCartItem(
            uuid(input.path.itemId, field: "itemId"), amount: body.amount, steps: body.steps, by: request.requireUser())
        return .ok(.init(body: .json(.init(cart))))
    }

    func removeDiaryCartItem(_ input: Operations.removeDiaryCartItem.Input) async throws -> Operations.removeDiaryCartItem.Output {
        let request = try self.request
        let cart = try await request.diary.removeCartItem(uuid(input.path.itemId, field: "itemId"), by: request.requireUser())
        return .ok(.init(body: .json(.init(cart))))
    }

    func commitDiaryCart(_ input: Operations.commitDiaryCart.Input) async throws -> Operations.commitDiaryCart.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let day = try NutritionProfileService.day(body.date, field: "date")
        let logged = try await request.diary.commitCart(to: day, meal: body.meal.core, by: request.requireUser())
        return .ok(.init(body: .json(.init(logged))))
    }

    // MARK: Weight and progress

    func getWeightLog(_ input: Operations.getWeightLog.Input) async throws -> Operations.getWeightLog.Output {
        let request = try self.request
        let userID = try request.requireUser().id
        let last = try input.query.to.map { try NutritionProfileService.day($0, field: "to") } ?? request.nutritionProfiles.today()
        let first =
            try input.query.from.map { try NutritionProfileService.day($0, field: "from") }
            ?? last.adding(days: -(WeightLogService.defaultDays - 1))
        guard first <= last else { throw AppError.invalid("from", .nutritionErrorRangeTooLong, ["36600"]) }
        let log = try await request.weightLog.log(from: first, through: last, for: userID)
        return .ok(
            .init(
                body: .json(
                    .init(
                        entries: log.points.map { Components.Schemas.WeightEntry(id: $0.id, $0.point) }, kgPerWeek: log.kgPerWeek))))
    }

    func logWeight(_ input: Operations.logWeight.Input) async throws -> Operations.logWeight.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let day = try NutritionProfileService.day(body.date, field: "date")
        let (id, point) = try await request.weightLog.log(
            body.weight, unit: body.unit == .lb ? .lb : .kg, on: day, for: request.requireUser().id)
        return .created(.init(body: .json(.init(id: id, point))))
    }

    func deleteWeight(_ input: Operations.deleteWeight.Input) async throws -> Operations.deleteWeight.Output {
        let request = try self.request
        try await request.weightLog.delete(uuid(input.path.weightId, field: "weightId"), for: request.requireUser().id)
        return .noContent(.init())
    }

    func getNutritionProgress(_ input: Operations.getNutritionProgress.Input) async throws -> Operations.getNutritionProgress.Output {
        let request = try self.request
        let userID = try request.requireUser().id
        guard let period = DiaryService.Period(rawValue: input.query.period ?? "week") else {
            throw AppError.invalid("period", .errorFieldValueNotAllowed, ["period"])
        }
        let last = try input.query.end.map { try NutritionProfileService.day($0, field: "end") } ?? request.nutritionProfiles.today()
        let progress = try await request.diary.progress(period, endingOn: last, for: userID)
        let first = last.adding(days: -(period.days - 1))
        let weights = try await request.weightLog.log(from: first, through: last, for: userID)
        return .ok(
            .init(
                body: .json(
                    .init(
                        period: period == .month ? .month : .week, from: first.description, to: last.description,
                        targetKcal: progress.targetKcal, averageKcal: progress.averageKcal, daysLogged: progress.daysLogged,
                        daysOnTarget: progress.daysOnTarget, currentStreak: progress.streaks.current,
                        longestStreak: progress.streaks.longest,
                        days: progress.days.map {
                            .init(date: $0.day.description, kcal: $0.kcal, logged: $0.logged, onTarget: $0.onTarget)
                        },
                        weights: weights.points.map { Components.Schemas.WeightEntry(id: $0.id, $0.point) }, kgPerWeek: weights.kgPerWeek)))
        )
    }
}
