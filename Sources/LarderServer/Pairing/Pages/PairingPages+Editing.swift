import Foundation
import LarderCore
import Vapor

/// Changing a product (the household's own, or admins a shared one) and the admins' upload of
/// the original app's three CSV files.
extension PairingPages {
    @Sendable
    func editProduct(request: Request) async throws -> Response {
        let reader = try await Self.reader(request)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let (view, product) = try await request.pairing.product(request.parameters.get(.product) ?? "", access)
        guard view.mayChange(product.id, by: reader.user) else { throw AppError.forbidden(.errorAdminsOnly) }
        let model = PairingEditProductPage.Model(householdID: access.householdID, catalogue: view.catalogue, product: product)
        return PairingEditProductPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func updateProduct(request: Request) async throws -> Response {
        let form = try request.content.decode(ProductForm.self)
        let reader = try await Self.reader(request, household: form.householdId)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let productID = request.parameters.get(.product) ?? ""
        let change = PairingService.ProductChange(
            en: form.en, uk: form.uk, ru: form.ru, categoryID: form.categoryId, picture: form.picture ?? "")
        do {
            let (view, product) = try await request.pairing.changeProduct(productID, change, access, by: reader.user)
            request.setFlash(.success, request.web.text[.pairingProductChanged])
            let next: PairingRoute = view.catalogue.isMain(product) ? .product(.value(product.id)) : .category(.value(product.category))
            return request.redirect(to: next.in(access.householdID))
        } catch let error as AppError where error.kind == .invalidInput {
            return request.redirect(to: PairingRoute.productEdit(.value(productID)).in(access.householdID), showing: error)
        }
    }

    @Sendable
    func importForm(request: Request) async throws -> Response {
        guard try request.requireWebUser().isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        return PairingImportPage.View(context: request.web, model: .init()).response()
    }

    /// The three files as the upload form posts them (multipart/form-data).
    struct ImportForm: Content {
        var categories: File?
        var products: File?
        var pairs: File?
    }

    @Sendable
    func importFiles(request: Request) async throws -> Response {
        guard try request.requireWebUser().isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        let form = try request.content.decode(ImportForm.self)
        do {
            let files = PairingCSVFiles(
                categories: try Self.text(of: form.categories, field: "categories"), products: try Self.text(of: form.products, field: "products"),
                pairs: try Self.text(of: form.pairs, field: "pairs"))
            let report = try await request.pairingCatalogueStore.importCSV(files)
            return PairingImportPage.View(context: request.web, model: .init(report: report)).response()
        } catch let error as AppError {
            let model = PairingImportPage.Model(error: request.web.text.sentence(for: error))
            return PairingImportPage.View(context: request.web, model: model).response(status: FormState.status(for: error))
        }
    }

    /// A chosen file's text, or 400 naming the field when none was chosen, 413 beyond the limit.
    static func text(of file: File?, field: String) throws -> String {
        guard let file, file.data.readableBytes > 0 else { throw AppError.invalid(field, .pairingImportFileMissing, [field]) }
        let limit = PairingService.Limits.importFileBytes
        guard file.data.readableBytes <= limit else {
            throw AppError(.payloadTooLarge, .errorFieldTooLong, [field, String(limit)], field: field)
        }
        return String(decoding: file.data.readableBytesView, as: UTF8.self)
    }
}

extension FormBodyLimit {
    /// The pairing catalogue's three CSV files.
    static let pairingImport = FormBodyLimit(
        bytes: { max($0.maxRequestBodyBytes, PairingService.Limits.importBodyBytes) },
        tooLarge: { _ in BodyLimitMiddleware.tooLarge(PairingService.Limits.importBodyBytes) })
}
