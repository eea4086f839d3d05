import Foundation
import LarderCore
import Vapor

/// "What goes with it": any ingredients → the engine's partners, filtered by cuisine region,
/// kind and the pantry.
extension PairingPages {
    struct SuggestForm: Content {
        var ingredients: String?
        var region: String?
        var category: String?
        var pantry: String?

        var asked: [String] {
            (ingredients ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    @Sendable
    func suggest(request: Request) async throws -> Response {
        let reader = try await Self.reader(request)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let form = try request.query.decode(SuggestForm.self)
        let choices = await request.pairing.engine.model.map { (regions: $0.regions, categories: $0.ingredientCategories) }
        var model = PairingSuggestPage.Model(householdID: access.householdID, form: form, engineLoaded: choices != nil, choices: choices ?? ([], []))
        guard !form.asked.isEmpty else { return PairingSuggestPage.View(context: request.web, model: model).response() }
        let asked = PairingService.SuggestionRequest(
            ingredients: form.asked, region: form.region, categories: form.category.flatMap { $0.isEmpty ? nil : [$0] } ?? [],
            pantryOnly: form.pantry != nil, limit: 30)
        do {
            model.found = try await request.pairing.suggestions(asked, access)
        } catch let error as AppError where error.kind != .notFound {
            model.error = request.web.text.sentence(for: error)
            return PairingSuggestPage.View(context: request.web, model: model).response(status: FormState.status(for: error))
        }
        return PairingSuggestPage.View(context: request.web, model: model).response()
    }
}
