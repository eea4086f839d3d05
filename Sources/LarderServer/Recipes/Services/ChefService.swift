import Fluent
import Foundation
import LarderCore

/// Chef profiles: admins write them; everyone reads them and the public recipes credited to them.
struct ChefService {
    let db: any Database

    /// What an edit changes; nil leaves a field as it is.
    struct Changes: Sendable {
        var name: String?
        var bio: String?
        var links: [String]?
    }

    /// One page of chefs, by name.
    func list(page: Int, per: Int) async throws -> (items: [Chef], total: Int) {
        let total = try await Chef.query(on: db).count()
        let chefs = try await Chef.query(on: db).sort(\.$name).sort(\.$id).range((page - 1) * per..<page * per).all()
        return (chefs, total)
    }

    func chef(_ id: UUID) async throws -> Chef {
        guard let chef = try await Chef.find(id, on: db) else { throw AppError.notFound(.errorChefNotFound, field: "chefId") }
        return chef
    }

    func create(_ profile: ChefProfile, by admin: Person) async throws -> Chef {
        guard admin.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        let chef = Chef()
        try chef.apply(Self.validate(profile))
        try await chef.create(on: db)
        return chef
    }

    func update(_ id: UUID, _ changes: Changes, by admin: Person) async throws -> Chef {
        guard admin.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        let chef = try await chef(id)
        let profile = ChefProfile(name: changes.name ?? chef.name, bio: changes.bio ?? chef.bio, links: changes.links ?? chef.links)
        try chef.apply(Self.validate(profile))
        try await chef.save(on: db)
        return chef
    }

    /// Points the profile at a stored photo (`PhotoStore`), or at none.
    func setPhoto(_ id: UUID, to name: String?, by admin: Person) async throws -> Chef {
        guard admin.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        let chef = try await chef(id)
        chef.photo = name
        try await chef.save(on: db)
        return chef
    }

    /// Deletes the profile; recipes credited to the chef stay, uncredited (the column is set null).
    func delete(_ id: UUID, by admin: Person) async throws {
        guard admin.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        try await chef(id).delete(on: db)
    }

    static func validate(_ profile: ChefProfile) throws -> ChefProfile {
        do {
            return try profile.validated()
        } catch {
            throw AppError(recipeProblem: error)
        }
    }
}

extension Chef {
    func apply(_ profile: ChefProfile) throws {
        name = profile.name
        bio = profile.bio
        links = profile.links
    }
}
