import Foundation
import Vapor

extension LarderAPI {
    func listUsers(_ input: Operations.listUsers.Input) async throws -> Operations.listUsers.Output {
        let request = try self.request
        _ = try request.requireAdmin()
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let result = try await request.accounts.accounts(matching: input.query.q, page: page, per: per)
        return .ok(.init(body: .json(.init(items: result.items.map(Components.Schemas.User.init), page: page, per: per, total: result.total))))
    }

    func getUser(_ input: Operations.getUser.Input) async throws -> Operations.getUser.Output {
        let request = try self.request
        _ = try request.requireAdmin()
        return .ok(.init(body: .json(.init(try await request.accounts.account(uuid(input.path.userId, field: "userId"))))))
    }

    func updateUser(_ input: Operations.updateUser.Input) async throws -> Operations.updateUser.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        _ = try request.requireAdmin()
        let user = try await request.accounts.updateAccount(uuid(input.path.userId, field: "userId"), .init(
            name: body.name,
            email: body.email,
            phone: body.phone,
            isAdmin: body.roles.map { $0.contains(.admin) }
        ))
        return .ok(.init(body: .json(.init(user))))
    }

    func listDevices(_ input: Operations.listDevices.Input) async throws -> Operations.listDevices.Output {
        let request = try self.request
        _ = try request.requireAdmin()
        return .ok(.init(body: .json(try await request.devices.all().map(Components.Schemas.Device.init))))
    }

    func createDevice(_ input: Operations.createDevice.Input) async throws -> Operations.createDevice.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        _ = try request.requireAdmin()
        let (device, secret) = try await request.devices.register(name: body.name, model: body.model)
        return .created(.init(body: .json(.init(device: .init(device), deviceSecret: secret))))
    }
}
