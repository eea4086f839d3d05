import Foundation
import Vapor

extension LarderAPI {
    func register(_ input: Operations.register.Input) async throws -> Operations.register.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let outcome = try await request.register(.init(
            name: body.name,
            email: body.email,
            phone: body.phone,
            password: body.password,
            language: body.preferredLanguage.map(Language.init)
        ))
        switch outcome {
        case .created(let user):
            return .created(.init(body: .json(.init(user))))
        case .mailed(let address, _):
            return .accepted(.init(body: .json(.init(email: address))))
        }
    }

    func confirmRegistration(_ input: Operations.confirmRegistration.Input) async throws -> Operations.confirmRegistration.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let user = try await request.registrations.confirm(body.token)
        return .created(.init(body: .json(.init(user))))
    }

    func login(_ input: Operations.login.Input) async throws -> Operations.login.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try await request.accounts.authenticate(
            login: body.login,
            password: body.password,
            address: request.clientAddress
        )
        let tokens = try await request.tokens.issue(for: user)
        return .ok(.init(body: .json(.init(tokens, user: user))))
    }

    func refreshTokens(_ input: Operations.refreshTokens.Input) async throws -> Operations.refreshTokens.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (user, tokens) = try await request.tokens.refresh(body.refreshToken)
        return .ok(.init(body: .json(.init(tokens, user: user))))
    }

    func logout(_ input: Operations.logout.Input) async throws -> Operations.logout.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        try await request.tokens.revoke(body.refreshToken)
        return .noContent(.init())
    }

    func getMe(_ input: Operations.getMe.Input) async throws -> Operations.getMe.Output {
        .ok(.init(body: .json(.init(try request.requireUser()))))
    }

    func updateMe(_ input: Operations.updateMe.Input) async throws -> Operations.updateMe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try request.requireUser()
        let updated = try await request.accounts.updateProfile(user.id, .init(
            name: body.name,
            email: body.email,
            phone: body.phone,
            language: body.preferredLanguage.map(Language.init),
            currentPassword: body.currentPassword,
            newPassword: body.newPassword
        ), tokens: request.tokens)
        return .ok(.init(body: .json(.init(updated))))
    }
}

extension AppError {
    /// Only JSON bodies are described; the generated layer rejects others before this is reached.
    static let unsupportedBody = AppError(.invalidInput, .errorBodyNotJSON, field: "body")
}

extension Components.Schemas.User {
    init(_ user: Person) {
        self.init(
            id: user.id.uuidString,
            name: user.name,
            email: user.email,
            phone: user.phone,
            roles: user.isAdmin ? [.user, .admin] : [.user],
            preferredLanguage: user.preferredLanguage.flatMap { Components.Schemas.Language(rawValue: $0.rawValue) },
            createdAt: user.createdAt ?? Date(timeIntervalSince1970: 0)
        )
    }
}

extension Components.Schemas.TokenPair {
    init(_ tokens: IssuedTokens, user: Person) {
        self.init(
            accessToken: tokens.accessToken,
            refreshToken: tokens.refreshToken,
            tokenType: .Bearer,
            expiresIn: tokens.expiresIn,
            user: .init(user)
        )
    }
}

extension Language {
    init(_ language: Components.Schemas.Language) {
        switch language {
        case .en: self = .en
        case .uk: self = .uk
        case .ru: self = .ru
        }
    }
}
