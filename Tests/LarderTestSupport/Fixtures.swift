import Foundation
import LarderServer
import Vapor

/// A registered, signed-in person.
public struct TestUser: Sendable {
    public let id: String
    public let name: String
    public let email: String
    public let password: String
    public let accessToken: String
    public let refreshToken: String

    public var bearer: Credentials { .bearer(accessToken) }
}

/// A registered device with its secret.
public struct TestDevice: Sendable {
    public let id: String
    public let secret: String

    public var credentials: Credentials { .device(id: id, secret: secret) }
}

/// The people many tests need: an administrator (the first account) and Ada, who owns the
/// household "Home".
public struct Kitchen: Sendable {
    public let admin: TestUser
    public let ada: TestUser
    public let home: String
}

public struct FixtureError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

extension Application {
    /// Registers and signs in a person through the API. The first one is the administrator.
    public func makeUser(_ name: String, email: String? = nil, password: String = "correct horse") async throws -> TestUser {
        let email = email ?? "\(name.lowercased().replacingOccurrences(of: " ", with: "."))@example.com"
        let id: String
        if larderConfiguration.mail != nil {
            // With mail on, the API would mail a link to confirm the address; fixtures skip that step.
            id = try await accountService.register(.init(name: name, email: email, phone: nil, password: password, language: nil)).id.uuidString
        } else {
            let registered = try await api(.POST, "/api/auth/register", json: ["name": name, "email": email, "password": password])
            guard registered.status == .created, let created = registered["id"] else {
                throw FixtureError("register \(email): \(registered.status) \(registered.body)")
            }
            id = created
        }
        let signedIn = try await api(.POST, "/api/auth/login", json: ["login": email, "password": password])
        guard let access = signedIn["accessToken"], let refresh = signedIn["refreshToken"] else {
            throw FixtureError("login \(email): \(signedIn.status) \(signedIn.body)")
        }
        return TestUser(id: id, name: name, email: email, password: password, accessToken: access, refreshToken: refresh)
    }

    public func makeKitchen() async throws -> Kitchen {
        let admin = try await makeUser("Admin")
        let ada = try await makeUser("Ada")
        return Kitchen(admin: admin, ada: ada, home: try await makeHousehold("Home", owner: ada))
    }

    /// Creates a household owned by `owner` and returns its id.
    public func makeHousehold(_ name: String, owner: TestUser) async throws -> String {
        let created = try await api(.POST, "/api/households", json: ["name": name], as: owner.bearer)
        guard created.status == .created, let id = created["id"] else {
            throw FixtureError("create household: \(created.status) \(created.body)")
        }
        return id
    }

    public func addMember(_ member: TestUser, to household: String, by owner: TestUser) async throws {
        let added = try await api(.POST, "/api/households/\(household)/members", json: ["email": member.email], as: owner.bearer)
        guard added.status == .created else {
            throw FixtureError("add member: \(added.status) \(added.body)")
        }
    }

    /// Registers a device as `admin` and activates it in `household` as `owner`.
    public func makeDevice(_ name: String, admin: TestUser, activateIn household: String? = nil, by owner: TestUser? = nil) async throws -> TestDevice {
        let created = try await api(.POST, "/api/admin/devices", json: ["name": name], as: admin.bearer)
        guard created.status == .created,
              let device = created.json["device"] as? [String: Any],
              let id = device["deviceId"] as? String,
              let secret = created["deviceSecret"]
        else { throw FixtureError("create device: \(created.status) \(created.body)") }
        if let household, let owner {
            let activated = try await api(.POST, "/api/households/\(household)/devices", json: ["deviceId": id], as: owner.bearer)
            guard activated.status == .created else {
                throw FixtureError("activate device: \(activated.status) \(activated.body)")
            }
        }
        return TestDevice(id: id, secret: secret)
    }

    /// Creates a chef as `admin` and returns its id.
    public func makeChef(_ name: String, bio: String? = nil, by admin: TestUser) async throws -> String {
        var body: [String: any Sendable] = ["name": name]
        body["bio"] = bio
        let created = try await api(.POST, "/api/admin/chefs", json: body, as: admin.bearer)
        guard created.status == .created, let id = created["id"] else { throw FixtureError("create chef: \(created.body)") }
        return id
    }
}
