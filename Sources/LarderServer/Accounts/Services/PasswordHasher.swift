import Foundation
import NIOPosix
import Vapor

/// Bcrypt, run on the thread pool so hashing never blocks an event loop.
struct PasswordHasher: Sendable {
    let cost: Int
    let threadPool: NIOThreadPool

    func hash(_ password: String) async throws -> String {
        let input = Self.bcryptInput(password)
        let cost = self.cost
        return try await threadPool.runIfActive { try Bcrypt.hash(input, cost: cost) }
    }

    func verify(_ password: String, against hash: String) async throws -> Bool {
        let input = Self.bcryptInput(password)
        return try await threadPool.runIfActive { (try? Bcrypt.verify(input, created: hash)) ?? false }
    }

    /// Spends the time a real check would, so an unknown login cannot be told apart by timing.
    func verifyAgainstNothing(_ password: String) async {
        _ = try? await hash(password)
    }

    /// Bcrypt only reads 72 bytes; longer passwords are digested first so every character counts.
    private static func bcryptInput(_ password: String) -> String {
        guard password.utf8.count > 72 else { return password }
        return Secrets.sha256Hex(password)
    }
}
