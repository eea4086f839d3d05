import Foundation
import Vapor

extension LarderAPI {
    func listAppPasswords(_ input: Operations.listAppPasswords.Input) async throws -> Operations.listAppPasswords.Output {
        let request = try self.request
        let user = try request.requireUser()
        let passwords = try await request.appPasswords.passwords(of: user.id)
        return .ok(.init(body: .json(passwords.map(Components.Schemas.AppPassword.init))))
    }

    func createAppPassword(_ input: Operations.createAppPassword.Input) async throws -> Operations.createAppPassword.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try request.requireUser()
        let (record, password) = try await request.appPasswords.create(name: body.name, for: user.id)
        return .created(.init(body: .json(.init(
            id: record.id!.uuidString, name: record.name, createdAt: record.createdAt, password: password, username: user.login,
            calDAVPath: CalDAVPath.base))))
    }

    func revokeAppPassword(_ input: Operations.revokeAppPassword.Input) async throws -> Operations.revokeAppPassword.Output {
        let request = try self.request
        let user = try request.requireUser()
        let id = try uuid(input.path.appPasswordId, field: "appPasswordId")
        try await request.appPasswords.revoke(id, of: user.id)
        return .noContent(.init())
    }
}

extension Components.Schemas.AppPassword {
    init(_ record: AppPassword) {
        self.init(id: record.id!.uuidString, name: record.name, createdAt: record.createdAt, lastUsedAt: record.lastUsedAt)
    }
}
