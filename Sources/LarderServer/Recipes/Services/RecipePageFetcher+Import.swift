import Foundation
import LarderCore

extension RecipePageFetcher {
    /// The recipe on a web page, as a draft to review: read from the page's HTML when it is
    /// given (then `url` only says where it came from), otherwise fetched from `url`. A page
    /// without ingredients or steps is a 422 naming the field it came from.
    func draft(url: String?, html: String?) async throws -> ImportedRecipeDraft {
        let address = url.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        if let address, !RecipeDraft.isWebAddress(address) {
            throw AppError.invalid("url", .errorFieldNotWebAddress, ["url"])
        }
        let page: String
        let field: String
        if let html {
            guard !html.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw AppError.invalid("html", .errorFieldRequired, ["html"])
            }
            guard html.utf8.count <= Self.maxBytes else {
                throw AppError(.payloadTooLarge, .errorFieldTooLong, ["html", String(Self.maxBytes)], field: "html")
            }
            (page, field) = (html, "html")
        } else if let address {
            (page, field) = (try await self.page(at: address), "url")
        } else {
            throw AppError.invalid("url", .errorImportURLOrHTML)
        }
        let imported = ImportedRecipeDraft(RecipeExtractor.extract(fromHTML: page), pageURL: address)
        guard imported.hasRecipe else { throw AppError(.unprocessable, .errorImportNoRecipe, field: field) }
        return imported
    }
}
