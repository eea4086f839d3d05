import Foundation
import LarderCore
import Vapor

/// Admins keep the chef profiles: create, edit (name, bio, links), photo, delete. Anyone else
/// is refused (403); guests sign in first.
struct ChefAdminPages: RouteCollection {
    static let perPage = 50

    func boot(routes: any RoutesBuilder) throws {
        let chefs = routes.grouped("admin", "chefs")
        chefs.get(use: list)
        chefs.post(use: create)
        let chef = chefs.grouped(":chefID")
        chef.get(use: edit)
        chef.post(use: update)
        chef.post("photo", use: setPhoto).formBody(.photo)
        chef.post("photo", "remove", use: removePhoto)
        chef.get("delete", use: confirmDelete)
        chef.post("delete", use: delete)
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
            return request.redirect(to: "/admin/chefs/\(try chef.requireID())")
        } catch let error as AppError where error.kind == .invalidInput {
            return try await listPage(request, input: input, state: state(error, request), status: .badRequest)
        }
    }

    @Sendable
    func edit(request: Request) async throws -> Response {
        _ = try request.requireWebAdmin()
        let chef = try await request.chefs.chef(try chefID(request))
        return ChefAdminViews.edit(request.web, chef: chef, input: ChefInput(chef), state: FormState(), photoLimit: photoLimit(request))
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
            return request.redirect(to: "/admin/chefs/\(id)")
        } catch let error as AppError where error.kind == .invalidInput {
            let chef = try await request.chefs.chef(id)
            return ChefAdminViews.edit(
                request.web, chef: chef, input: input, state: state(error, request), photoLimit: photoLimit(request), status: .badRequest)
        }
    }

    @Sendable
    func setPhoto(request: Request) async throws -> Response {
        let admin = try request.requireWebAdmin()
        let id = try chefID(request)
        let chef = try await request.chefs.chef(id)
        let file = try? request.content.get(File.self, at: "photo")
        do {
            guard let name = try request.storeUploadedPhoto(file) else {
                throw AppError.invalid("photo", .errorFieldRequired, ["photo"])
            }
            _ = try await request.chefs.setPhoto(id, to: name, by: admin)
            request.setFlash(.success, request.web.text[.flashSaved])
            return request.redirect(to: "/admin/chefs/\(id)")
        } catch let error as AppError where error.field == "photo" {
            return ChefAdminViews.edit(
                request.web, chef: chef, input: ChefInput(chef), state: state(error, request), photoLimit: photoLimit(request),
                status: error.kind.httpStatus)
        }
    }

    @Sendable
    func removePhoto(request: Request) async throws -> Response {
        let admin = try request.requireWebAdmin()
        let id = try chefID(request)
        _ = try await request.chefs.setPhoto(id, to: nil, by: admin)
        request.setFlash(.success, request.web.text[.flashSaved])
        return request.redirect(to: "/admin/chefs/\(id)")
    }

    @Sendable
    func confirmDelete(request: Request) async throws -> Response {
        _ = try request.requireWebAdmin()
        return ChefAdminViews.confirmDelete(request.web, chef: try await request.chefs.chef(try chefID(request)))
    }

    @Sendable
    func delete(request: Request) async throws -> Response {
        let admin = try request.requireWebAdmin()
        let id = try chefID(request)
        let chef = try await request.chefs.chef(id)
        try await request.chefs.delete(id, by: admin)
        request.setFlash(.success, request.web.text.text(.recipeChefDeleted, [chef.name]))
        return request.redirect(to: "/admin/chefs")
    }

    // MARK: Helpers

    private func listPage(_ request: Request, input: ChefInput, state: FormState, status: HTTPResponseStatus = .ok) async throws -> Response
    {
        let page = request.pageNumber
        let found = try await request.chefs.list(page: page, per: Self.perPage)
        return ChefAdminViews.list(
            request.web, chefs: found.items, total: found.total, page: page, per: Self.perPage, input: input, state: state, status: status)
    }

    private func chefID(_ request: Request) throws -> UUID {
        try request.pathID("chefID", notFound: .errorChefNotFound)
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

    init(_ chef: Chef) {
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
