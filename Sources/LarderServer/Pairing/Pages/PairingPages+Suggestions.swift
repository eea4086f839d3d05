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
        guard let access = reader.access else { return PairingViews.noHousehold(request.web) }
        let form = try request.query.decode(SuggestForm.self)
        let choices = await request.pairing.engine.model.map { (regions: $0.regions, categories: $0.ingredientCategories) }
        var page = PairingViews.SuggestPage(access: access, form: form, engineLoaded: choices != nil, choices: choices ?? ([], []))
        guard !form.asked.isEmpty else { return page.response(request.web) }
        let asked = PairingService.SuggestionRequest(
            ingredients: form.asked, region: form.region, categories: form.category.flatMap { $0.isEmpty ? nil : [$0] } ?? [],
            pantryOnly: form.pantry != nil, limit: 30)
        do {
            page.found = try await request.pairing.suggestions(asked, access)
        } catch let error as AppError where error.kind != .notFound {
            page.error = request.web.text.sentence(for: error)
            return page.response(request.web, status: FormState.status(for: error))
        }
        return page.response(request.web)
    }
}
