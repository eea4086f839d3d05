import Foundation
import LarderCore
import Vapor

/// Profile and targets, the weight log and progress, in the web app.
struct BodyPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(NutritionRoute.profile, use: profile)
        routes.post(NutritionRoute.profile, use: saveProfile)
        routes.get(NutritionRoute.weight, use: weight)
        routes.post(NutritionRoute.weight, use: logWeight)
        routes.post(NutritionRoute.weightDeletion(.key), use: deleteWeight)
        routes.get(NutritionRoute.progress, use: progress)
    }

    static let profileFields: Set<String> = [
        "sex", "birthDate", "heightCm", "heightFeet", "heightInches", "weightKg", "weightLb", "activityLevel", "goal", "formula",
        "proteinPercent", "fatPercent", "carbohydratePercent",
    ]

    @Sendable
    func profile(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let profile = try await request.nutritionProfiles.profile(of: user.id)
        return NutritionProfilePage.View(context: request.web, model: .init(profile: profile, state: FormState())).response()
    }

    @Sendable
    func saveProfile(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode([String: String].self)
        do {
            let metricHeight = (form["heightUnit"] ?? "cm") == "cm"
            let metricWeight = (form["weightUnit"] ?? "kg") == "kg"
            guard let sex = form["sex"].flatMap(Sex.init(rawValue:)) else {
                throw AppError.invalid("sex", .errorFieldValueNotAllowed, ["sex"])
            }
            guard let goal = form["goal"].flatMap(WeightGoal.init(rawValue:)) else {
                throw AppError.invalid("goal", .errorFieldValueNotAllowed, ["goal"])
            }
            let input = NutritionProfileService.Input(
                sex: sex, birthDate: form["birthDate"] ?? "",
                heightCm: metricHeight ? try NutritionForm.number(form["heightCm"], field: "heightCm") : nil,
                heightFeet: metricHeight ? nil : try NutritionForm.whole(form["heightFeet"], field: "heightFeet"),
                heightInches: metricHeight ? nil : try NutritionForm.number(form["heightInches"], field: "heightInches"),
                weightKg: metricWeight ? try NutritionForm.number(form["weightKg"], field: "weightKg") : nil,
                weightLb: metricWeight ? nil : try NutritionForm.number(form["weightLb"], field: "weightLb"),
                activityLevel: try NutritionForm.whole(form["activityLevel"], field: "activityLevel") ?? 0, goal: goal,
                formula: form["formula"].flatMap(EnergyFormula.init(rawValue:)),
                proteinPercent: try NutritionForm.whole(form["proteinPercent"], field: "proteinPercent"),
                fatPercent: try NutritionForm.whole(form["fatPercent"], field: "fatPercent"),
                carbohydratePercent: try NutritionForm.whole(form["carbohydratePercent"], field: "carbohydratePercent"))
            _ = try await request.nutritionProfiles.save(input, for: user.id)
            request.setFlash(.success, request.web.text[.nutritionProfileSaved])
            return request.redirect(to: NutritionRoute.profile)
        } catch let error as AppError {
            let profile = try await request.nutritionProfiles.profile(of: user.id)
            var values = form
            values[WebForm.csrfField] = nil
            let state = FormState(values: values, error: error, text: request.web.text, fields: Self.profileFields)
            return NutritionProfilePage.View(context: request.web, model: .init(profile: profile, state: state)).response(status: error.kind.httpStatus)
        }
    }

    @Sendable
    func weight(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let today = request.nutritionProfiles.today()
        let log = try await request.weightLog.log(
            from: today.adding(days: -(WeightLogService.defaultDays - 1)), through: today, for: user.id)
        let unit = try await request.nutritionProfiles.profile(of: user.id)?.weightUnit ?? .kg
        return WeightPage.View(context: request.web, model: .init(log: log, unit: unit, today: today)).response()
    }

    @Sendable
    func logWeight(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode(WeightForm.self)
        do {
            let day = try NutritionProfileService.day(form.date ?? "", field: "date")
            let weight = try NutritionForm.number(form.weight, field: "weight") ?? 0
            _ = try await request.weightLog.log(weight, unit: form.unit == "lb" ? .lb : .kg, on: day, for: user.id)
            request.setFlash(.success, request.web.text[.nutritionWeightLogged])
            return request.redirect(to: NutritionRoute.weight)
        } catch let error as AppError {
            return request.redirect(to: NutritionRoute.weight.path, showing: error)
        }
    }

    @Sendable
    func deleteWeight(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        try await request.weightLog.delete(NutritionForm.uuid(request.parameters.get(.weightID), field: "weightId"), for: user.id)
        return request.redirect(to: NutritionRoute.weight)
    }

    @Sendable
    func progress(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let userID = user.id
        let period = (try? request.query.get(String.self, at: "period")).flatMap(DiaryService.Period.init(rawValue:)) ?? .week
        let today = request.nutritionProfiles.today()
        let progress = try await request.diary.progress(period, endingOn: today, for: userID)
        let weights = try await request.weightLog.log(from: today.adding(days: -(period.days - 1)), through: today, for: userID)
        return ProgressPage.View(context: request.web, model: .init(period: period, progress: progress, weights: weights)).response()
    }

    struct WeightForm: Content {
        var date: String?
        var weight: String?
        var unit: String?
    }
}
