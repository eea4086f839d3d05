import Foundation
import LarderCore
import Vapor

/// Admins keep the chef profiles: create, edit (name, bio, links), photo, delete. Anyone else
/// is refused (403); guests sign in first.
struct ChefAdminPages: RouteCollection {
    static let perPage = 50

    func boot(routes: any RoutesBuilder) throws {
        routes.get(ChefRoute.adminList, use: list)
        routes.post(ChefRoute.adminList, use: create)
        routes.get(ChefRoute.adminEdit(.key), use: edit)
        routes.post(ChefRoute.adminEdit(.key), use: update)
        routes.post(ChefRoute.photo(.key), use: setPhoto).formBody(.photo)
        routes.post(ChefRoute.photoRemoval(.key), use: removePhoto)
        routes.get(ChefRoute.deletion(.key), use: confirmDelete)
        routes.post(ChefRoute.deletion(.key), use: delete)
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        _ = try request.requireWebAdmin()
        return try await listPage(request, input: ChefInput(), state: FormState())
    }

    @Sendable
    func create(request: Request) async throws -> Response {
        let admin = try request.requireWebAdmin()
        let input = try request.content.decode(ChefInput.self)
        do {
            let chef = try await request.chefs.create(input.profile, by: admin)
            request.setFlash(.success, request.web.text.text(.recipeChefCreated, [chef.name]))
            return request.redirect(to: ChefRoute.adminEdit(.value(try chef.requireID())))
        } catch let error as AppError where error.kind == .invalidInput {
            return try await listPage(request, input: input, state: state(error, request), status: .badRequest)
        }
    }

    @Sendable
    func edit(request: Request) async throws -> Response {
        _ = try request.requireWebAdmin()
        let chef = try await request.chefs.entry(try chefID(request))
        return editPage(request, chef: chef, input: ChefInput(chef), state: FormState())
    }

    @Sendable
    func update(request: Request) async throws -> Response {
        let admin = try request.requireWebAdmin()
        let id = try chefID(request)
        let input = try request.content.decode(ChefInput.self)
        do {
            let profile = input.profile
            _ = try await request.chefs.update(id, .init(name: profile.name, bio: profile.bio ?? "", links: profile.links), by: admin)
            request.setFlash(.success, request.web.text[.flashSaved])
            return request.redirect(to: ChefRoute.adminEdit(.value(id)))
        } catch let error as AppError where error.kind == .invalidInput {
            let chef = try await request.chefs.entry(id)
            return editPage(request, chef: chef, input: input, state: state(error, request), status: .badRequest)
        }
    }

    @Sendable
    func setPhoto(request: Request) async throws -> Response {
        let admin = try request.requireWebAdmin()
        let id = try chefID(request)
        let chef = try await request.chefs.entry(id)
        let file = try? request.content.get(File.self, at: "photo")
        do {
            guard let name = try request.storeUploadedPhoto(file) else {
                throw AppError.invalid("photo", .errorFieldRequired, ["photo"])
            }
            _ = try await request.chefs.setPhoto(id, to: name, by: admin)
            request.setFlash(.success, request.web.text[.flashSaved])
            return request.redirect(to: ChefRoute.adminEdit(.value(id)))
        } catch let error as AppError where error.field == "photo" {
            return editPage(request, chef: chef, input: ChefInput(chef), state: state(error, request), status: error.kind.httpStatus)
        }
    }

    @Sendable
    func removePhoto(request: Request) async throws -> Response {
        let admin = try request.requireWebAdmin()
        let id = try chefID(request)
        _ = try await request.chefs.setPhoto(id, to: nil, by: admin)
        request.setFlash(.success, request.web.text[.flashSaved])
        return request.redirect(to: ChefRoute.adminEdit(.value(id)))
    }

    @Sendable
    func confirmDelete(request: Request) async throws -> Response {
        _ = try request.requireWebAdmin()
        let chef = try await request.chefs.entry(try chefID(request))
        return ChefDeletionPage.View(context: request.web, model: .init(chef: chef)).response()
    }

    @Sendable
    func delete(request: Request) async throws -> Response {
        let admin = try request.requireWebAdmin()
        let id = try chefID(request)
        let chef = try await request.chefs.chef(id)
        try await request.chefs.delete(id, by: admin)
        request.setFlash(.success, request.web.text.text(.recipeChefDeleted, [chef.name]))
        return request.redirect(to: ChefRoute.adminList)
    }

    // MARK: Helpers

    private func listPage(_ request: Request, input: ChefInput, state: FormState, status: HTTPResponseStatus = .ok) async throws -> Response
    {
        let page = request.pageNumber
        let found = try await request.chefs.entries(page: page, per: Self.perPage)
        let model = ChefAdminListPage.Model(
            chefs: found.items, total: found.total, page: page, per: Self.perPage, input: input, form: state)
        return ChefAdminListPage.View(context: request.web, model: model).response(status: status)
    }

    private func editPage(
        _ request: Request, chef: ChefEntry, input: ChefInput, state: FormState, status: HTTPResponseStatus = .ok
    ) -> Response {
        let model = ChefEditPage.Model(chef: chef, input: input, form: state, photoLimit: photoLimit(request))
        return ChefEditPage.View(context: request.web, model: model).response(status: status)
    }

    private func chefID(_ request: Request) throws -> UUID {
        try request.pathID(.chefID, notFound: .errorChefNotFound)
    }

    private func photoLimit(_ request: Request) -> Int {
        request.application.larderConfiguration.maxPhotoBytes
    }

    private func state(_ error: AppError, _ request: Request) -> FormState {
        let text = request.web.text
        let labels = ChefInput.labels(text)
        return FormState(values: [:], error: error.labelled(labels), text: text, fields: Set(labels.keys))
    }
}

/// The chef form as posted: links one a line.
struct ChefInput: Content {
    var name: String?
    var bio: String?
    var links: String?

    init() {}

    init(_ chef: ChefEntry) {
        name = chef.name
        bio = chef.bio
        links = chef.links.joined(separator: "\n")
    }

    var profile: ChefProfile {
        ChefProfile(
            name: name ?? "", bio: bio,
            links: (links ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
    }

    static func labels(_ text: Localizer) -> [String: String] {
        ["name": text[.fieldName], "bio": text[.recipeChefBio], "links": text[.recipeChefLinks], "photo": text[.recipePhotoLabel]]
    }
}
