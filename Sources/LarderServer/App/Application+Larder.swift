import Foundation
import Vapor

/// The wall clock, replaceable in tests that need time to pass (throttling, expiry).
struct LarderClock: Sendable {
    var now: @Sendable () -> Date
    /// The configured `LarderConfiguration.timeZone`: where days begin and end.
    var timeZone: TimeZone = .current

    static let system = LarderClock(now: { Date() })
}

extension Application {
    private struct ConfigurationKey: StorageKey {
        typealias Value = LarderConfiguration
    }

    private struct ClockKey: StorageKey {
        typealias Value = LarderClock
    }

    /// The configuration `configure(_:_:)` was given.
    public internal(set) var larderConfiguration: LarderConfiguration {
        get {
            guard let configuration = storage[ConfigurationKey.self] else {
                fatalError("configure(_:_:) has not run: the application has no Larder configuration")
            }
            return configuration
        }
        set { storage[ConfigurationKey.self] = newValue }
    }

    var larderClock: LarderClock {
        get { storage[ClockKey.self] ?? LarderClock(now: { Date() }, timeZone: larderConfiguration.timeZone) }
        set { storage[ClockKey.self] = newValue }
    }

    var passwordHasher: PasswordHasher {
        PasswordHasher(cost: larderConfiguration.bcryptCost, threadPool: threadPool)
    }
}

extension Request {
    var clock: LarderClock { application.larderClock }
}
