import Fluent
import Foundation
import SQLKit
import Vapor

/// A web-app session, stored so that any Larder instance sharing the database can serve the next
/// request. Only the SHA-256 of the cookie's id is kept, so a copy of the database opens nobody's
/// session. Sessions expire: a day for visitors, thirty days after the last visit once signed in.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class WebSession: Model, @unchecked Sendable {
    static let schema = "web_sessions"

    @ID(custom: "id_hash", generatedBy: .user) var id: String?
    @Field(key: "data") var data: String
    @Field(key: "expires_at") var expiresAt: Date

    init() {}

    init(idHash: String, data: String, expiresAt: Date) {
        self.id = idHash
        self.data = data
        self.expiresAt = expiresAt
    }
}

struct CreateWebSession: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(WebSession.schema)
            .field("id_hash", .string, .identifier(auto: false))
            .field("data", .string, .required)
            .field("expires_at", .datetime, .required)
            .create()
        try await database.sql().create(index: "web_sessions_expires_at").on(WebSession.schema).column("expires_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(WebSession.schema).delete()
    }
}

/// Vapor's session storage for Larder: in the database, hashed, expiring, and without a write for
/// visits that change nothing.
struct WebSessionDriver: AsyncSessionDriver {
    static let visitorLifetime: TimeInterval = 24 * 3600
    static let signedInLifetime: TimeInterval = 30 * 24 * 3600
    /// A session is only re-saved to extend its life after this long.
    static let touchInterval: TimeInterval = 3600

    func createSession(_ data: SessionData, for request: Request) async throws -> SessionID {
        let id = SessionID(string: Secrets.randomToken())
        // An empty session is not stored, and costs no write.
        guard !data.snapshot.isEmpty else { return id }
        let now = request.clock.now()
        try await WebSession.query(on: request.db).filter(\.$expiresAt < now).delete()
        try await WebSession(idHash: Secrets.sha256Hex(id.string), data: Self.encode(data), expiresAt: now + Self.lifetime(of: data))
            .create(on: request.db)
        return id
    }

    func readSession(_ sessionID: SessionID, for request: Request) async throws -> SessionData? {
        // Read on every page view: two columns, without building a model.
        let idHash = Secrets.sha256Hex(sessionID.string)
        guard let row = try await request.db.sql().select().column("data").column("expires_at").from(WebSession.schema)
            .where("id_hash", .equal, idHash).first()
        else { return nil }
        let stored = LoadedSession(
            idHash: idHash, data: try row.decode(column: "data", as: String.self),
            expiresAt: try row.decode(column: "expires_at", as: Date.self))
        guard stored.expiresAt > request.clock.now() else { return nil }
        request.storage[LoadedSessionKey.self] = stored
        return try? JSONDecoder().decode(SessionData.self, from: Data(stored.data.utf8))
    }

    func updateSession(_ sessionID: SessionID, to data: SessionData, for request: Request) async throws -> SessionID {
        let now = request.clock.now()
        let encoded = Self.encode(data)
        let expiresAt = now + Self.lifetime(of: data)
        if let loaded = request.storage[LoadedSessionKey.self] {
            let unchanged = loaded.data == encoded && expiresAt.timeIntervalSince(loaded.expiresAt) < Self.touchInterval
            if unchanged { return sessionID }
            try await WebSession.query(on: request.db).filter(\.$id == loaded.idHash)
                .set(\.$data, to: encoded).set(\.$expiresAt, to: expiresAt).update()
        } else if !data.snapshot.isEmpty {
            try await WebSession(idHash: Secrets.sha256Hex(sessionID.string), data: encoded, expiresAt: expiresAt).create(on: request.db)
        }
        return sessionID
    }

    func deleteSession(_ sessionID: SessionID, for request: Request) async throws {
        try await WebSession.query(on: request.db).filter(\.$id == Secrets.sha256Hex(sessionID.string)).delete()
    }

    private static func lifetime(of data: SessionData) -> TimeInterval {
        data.snapshot.keys.contains { $0.hasSuffix("Session") && $0.hasPrefix("_") } ? signedInLifetime : visitorLifetime
    }

    private static func encode(_ data: SessionData) -> String {
        // Sorted keys keep the text stable, so an unchanged session compares equal and is not re-saved.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? String(decoding: encoder.encode(data), as: UTF8.self)) ?? "{}"
    }

    /// The stored session as this request read it, to tell whether the answer changed it.
    private struct LoadedSession {
        var idHash: String
        var data: String
        var expiresAt: Date
    }

    private struct LoadedSessionKey: StorageKey {
        typealias Value = LoadedSession
    }
}
