import Foundation
import Logging

/// Everything Larder reads from its environment, read once at start-up.
///
/// `fromEnvironment` checks every variable and reports all problems together, so a
/// misconfigured deployment fails with one complete list instead of one error per restart.
public struct LarderConfiguration: Sendable {
    public enum Storage: Sendable, Equatable {
        /// The embedded default: one SQLite file (WAL mode, foreign keys on).
        case sqlite(path: String)
        /// PostgreSQL, for several instances sharing one database.
        case postgres(url: String)

        public var engineName: String {
            switch self {
            case .sqlite: "SQLite"
            case .postgres: "PostgreSQL"
            }
        }
    }

    public var dataDirectory: String
    public var storage: Storage
    /// HMAC key for access tokens; when nil, one is generated on first start and kept in the data directory.
    public var jwtSecret: String?
    public var accessTokenLifetime: TimeInterval
    public var refreshTokenLifetime: TimeInterval
    public var bcryptCost: Int
    /// Largest JSON request body accepted by the API; bigger ones get 413.
    public var maxRequestBodyBytes: Int
    /// Marks the session cookie `Secure`; turn on when Larder is served over HTTPS.
    public var secureCookies: Bool
    public var logLevel: Logger.Level
    /// Whether a new, empty database gets the starter content.
    public var seedsStarterContent: Bool
    /// Largest recipe photo accepted; bigger ones get 413.
    public var maxPhotoBytes: Int
    /// Largest recipe archive (a household's export) accepted for import; bigger ones get 413.
    public var maxArchiveBytes: Int
    /// The OpenAI-compatible chat-completions provider that writes recipes; nil turns generation off (503).
    public var ai: AIProvider?
    /// How long a recipe generation may take before the request gives up with 504.
    public var aiTimeout: TimeInterval
    /// How long a connection may send and receive nothing before it is closed: a client that
    /// opens connections and never finishes a request must not hold them (and the server's
    /// file descriptors) for ever. The server's silence while it answers counts too, so it
    /// outlasts the slowest answer (a recipe generation) and the shopping events' ping.
    public var idleTimeout: TimeInterval = 90
    /// Whether recipe import may fetch pages from loopback, private and link-local addresses
    /// (a recipe site on the LAN); off, only public internet addresses are fetched.
    public var importsFromPrivateNetworks: Bool
    /// Where the household lives: what "today" is for the diary and best-before dates. A
    /// container's system zone is often UTC, hence the setting.
    public var timeZone: TimeZone = .current
    /// Reverse proxies whose `Forwarded` / `X-Forwarded-For` headers say who the client is.
    var trustedProxies: [IPNetwork] = []
    /// The folder holding the flavour network's files, which the pairing engine learns from in the
    /// background after start-up; nil pairs from the hand-made catalogue alone.
    public var flavorNetworkDirectory: String?
    /// Where mail goes out (password resets); nil: Larder sends none, and administrators hand out reset links.
    public var mail: MailSettings?
    /// The address people open Larder at (`https://larder.example.com`), for links sent by mail. Never taken
    /// from a request's Host header, which the sender of a "forgot password" request chooses.
    public var publicURL: String?

    /// Where recipe generation is sent: `POST {baseURL}/chat/completions`.
    public struct AIProvider: Sendable, Equatable {
        /// `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`, … without the trailing slash.
        public var baseURL: String
        public var model: String
        /// Sent as a bearer token when set; local servers usually need none.
        public var apiKey: String?

        public init(baseURL: String, model: String, apiKey: String? = nil) {
            self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
            self.model = model
            self.apiKey = apiKey
        }
    }

    public init(
        dataDirectory: String,
        storage: Storage? = nil,
        jwtSecret: String? = nil,
        accessTokenLifetime: TimeInterval = 15 * 60,
        refreshTokenLifetime: TimeInterval = 30 * 24 * 3600,
        bcryptCost: Int = 12,
        maxRequestBodyBytes: Int = 1 << 20,
        secureCookies: Bool = false,
        logLevel: Logger.Level = .info,
        seedsStarterContent: Bool = true,
        maxPhotoBytes: Int = 10 << 20,
        maxArchiveBytes: Int = 100 << 20,
        ai: AIProvider? = nil,
        aiTimeout: TimeInterval = 60,
        importsFromPrivateNetworks: Bool = false
    ) {
        self.dataDirectory = dataDirectory
        self.storage = storage ?? .sqlite(path: Self.defaultSQLitePath(in: dataDirectory))
        self.jwtSecret = jwtSecret
        self.accessTokenLifetime = accessTokenLifetime
        self.refreshTokenLifetime = refreshTokenLifetime
        self.bcryptCost = bcryptCost
        self.maxRequestBodyBytes = maxRequestBodyBytes
        self.secureCookies = secureCookies
        self.logLevel = logLevel
        self.seedsStarterContent = seedsStarterContent
        self.maxPhotoBytes = maxPhotoBytes
        self.maxArchiveBytes = maxArchiveBytes
        self.ai = ai
        self.aiTimeout = aiTimeout
        self.importsFromPrivateNetworks = importsFromPrivateNetworks
    }

    public static let defaultDataDirectory = "./larder-data"

    public static func defaultSQLitePath(in dataDirectory: String) -> String {
        URL(fileURLWithPath: dataDirectory).appendingPathComponent("larder.sqlite").path
    }

    /// Reads the configuration; a `--data-dir` flag wins over `LARDER_DATA_DIR`.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment,
        dataDirectory flag: String? = nil
    ) throws -> LarderConfiguration {
        var reader = EnvironmentReader(environment)
        let dataDirectory = flag ?? reader.string("LARDER_DATA_DIR") ?? defaultDataDirectory
        var configuration = LarderConfiguration(dataDirectory: dataDirectory)
        if let url = reader.string("DATABASE_URL") {
            if url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") {
                configuration.storage = .postgres(url: url)
            } else {
                reader.problem("DATABASE_URL must start with postgres:// or postgresql:// (unset it to use the embedded SQLite file)")
            }
        }
        if let secret = reader.string("LARDER_JWT_SECRET") {
            if secret.utf8.count >= 32 {
                configuration.jwtSecret = secret
            } else {
                reader.problem("LARDER_JWT_SECRET must be at least 32 characters")
            }
        }
        configuration.accessTokenLifetime = reader.integer("LARDER_ACCESS_TOKEN_TTL", in: 60...86_400)
            .map(TimeInterval.init) ?? configuration.accessTokenLifetime
        configuration.refreshTokenLifetime = reader.integer("LARDER_REFRESH_TOKEN_TTL", in: 3600...(365 * 86_400))
            .map(TimeInterval.init) ?? configuration.refreshTokenLifetime
        configuration.bcryptCost = reader.integer("LARDER_BCRYPT_COST", in: 4...31) ?? configuration.bcryptCost
        configuration.maxRequestBodyBytes = reader.integer("LARDER_MAX_BODY_BYTES", in: 1024...(64 << 20))
            ?? configuration.maxRequestBodyBytes
        configuration.secureCookies = reader.boolean("LARDER_SECURE_COOKIES") ?? configuration.secureCookies
        configuration.seedsStarterContent = reader.boolean("LARDER_STARTER_CONTENT") ?? configuration.seedsStarterContent
        configuration.maxPhotoBytes = reader.integer("LARDER_MAX_PHOTO_BYTES", in: 1024...(100 << 20))
            ?? configuration.maxPhotoBytes
        configuration.maxArchiveBytes = reader.integer("LARDER_MAX_ARCHIVE_BYTES", in: (1 << 20)...(2 << 30))
            ?? configuration.maxArchiveBytes
        configuration.ai = reader.aiProvider()
        configuration.aiTimeout = reader.integer("LARDER_AI_TIMEOUT", in: 1...600).map(TimeInterval.init) ?? configuration.aiTimeout
        if let idle = reader.integer("LARDER_IDLE_TIMEOUT", in: 1...3600).map(TimeInterval.init) {
            configuration.idleTimeout = idle
            if idle <= configuration.aiTimeout {
                reader.problem("LARDER_IDLE_TIMEOUT must be longer than LARDER_AI_TIMEOUT, or generated recipes are cut off")
            }
        } else {
            configuration.idleTimeout = max(configuration.idleTimeout, configuration.aiTimeout + 30)
        }
        configuration.importsFromPrivateNetworks = reader.boolean("LARDER_IMPORT_PRIVATE_NETWORKS")
            ?? configuration.importsFromPrivateNetworks
        if let zone = reader.string("LARDER_TIME_ZONE") {
            if let timeZone = TimeZone(identifier: zone) {
                configuration.timeZone = timeZone
            } else {
                reader.problem("LARDER_TIME_ZONE must be a time zone name such as Europe/Kyiv or America/New_York, not \"\(zone)\"")
            }
        }
        if let proxies = reader.string("LARDER_TRUSTED_PROXIES") {
            for entry in proxies.split(separator: ",") {
                if let network = IPNetwork(String(entry)) {
                    configuration.trustedProxies.append(network)
                } else {
                    reader.problem("LARDER_TRUSTED_PROXIES must list addresses or ranges such as 127.0.0.1, 10.0.0.0/8 or ::1, not \"\(entry)\"")
                }
            }
        }
        if let directory = reader.string("LARDER_FLAVOR_NETWORK_DIR") {
            let missing = FlavorNetworkFolder.missingFiles(in: directory)
            if missing.isEmpty {
                configuration.flavorNetworkDirectory = directory
            } else {
                reader.problem(
                    "LARDER_FLAVOR_NETWORK_DIR must be a folder holding the flavour network's files; \"\(directory)\" lacks "
                        + missing.joined(separator: ", "))
            }
        }
        configuration.mail = reader.mailSettings()
        if let url = reader.string("LARDER_PUBLIC_URL") {
            if let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme ?? ""), parsed.host != nil {
                configuration.publicURL = url.hasSuffix("/") ? String(url.dropLast()) : url
            } else {
                reader.problem("LARDER_PUBLIC_URL must be the address people open Larder at, such as https://larder.example.com, not \"\(url)\"")
            }
        }
        if configuration.mail != nil, configuration.publicURL == nil {
            reader.problem("LARDER_PUBLIC_URL must be set with LARDER_SMTP_HOST: mailed links need the address people open Larder at")
        }
        if let level = reader.string("LARDER_LOG_LEVEL") {
            if let parsed = Logger.Level(rawValue: level.lowercased()) {
                configuration.logLevel = parsed
            } else {
                reader.problem("LARDER_LOG_LEVEL must be one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
        if !reader.problems.isEmpty {
            throw ConfigurationError(problems: reader.problems)
        }
        return configuration
    }
}

public struct ConfigurationError: Error, CustomStringConvertible {
    public var problems: [String]
    public var description: String {
        "Larder's configuration has \(problems.count) problem(s):\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}

/// Reads typed values, collecting every problem instead of stopping at the first.
private struct EnvironmentReader {
    let environment: [String: String]
    private(set) var problems: [String] = []

    init(_ environment: [String: String]) {
        self.environment = environment
    }

    mutating func problem(_ text: String) {
        problems.append(text)
    }

    func string(_ name: String) -> String? {
        guard let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }

    mutating func integer(_ name: String, in range: ClosedRange<Int>) -> Int? {
        guard let text = string(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            problem("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\"")
            return nil
        }
        return value
    }

    /// The mail server: a host and a sender together, or neither.
    mutating func mailSettings() -> MailSettings? {
        let host = string("LARDER_SMTP_HOST")
        let from = string("LARDER_SMTP_FROM")
        guard let host else {
            if from != nil { problem("LARDER_SMTP_FROM is set without LARDER_SMTP_HOST: set both, or neither") }
            return nil
        }
        guard let from else {
            problem("LARDER_SMTP_HOST is set without LARDER_SMTP_FROM, the sender's address (e.g. Larder <larder@example.com>)")
            return nil
        }
        var security = MailSettings.Security.starttls
        if let text = string("LARDER_SMTP_SECURITY") {
            guard let parsed = MailSettings.Security(rawValue: text.lowercased()) else {
                problem("LARDER_SMTP_SECURITY must be one of starttls, tls, none, not \"\(text)\"")
                return nil
            }
            security = parsed
        }
        let defaultPort = switch security { case .none: 25; case .starttls: 587; case .tls: 465 }
        let port = integer("LARDER_SMTP_PORT", in: 1...65_535) ?? defaultPort
        let username = string("LARDER_SMTP_USERNAME")
        if username != nil, security == .none, !SMTPClient.isLoopback(host) {
            problem("LARDER_SMTP_USERNAME is only sent over TLS: set LARDER_SMTP_SECURITY to starttls or tls")
        }
        return MailSettings(host: host, port: port, security: security, username: username, password: string("LARDER_SMTP_PASSWORD"),
                            from: from, trustedCertificatesFile: string("LARDER_SMTP_CA_FILE"))
    }

    /// The AI provider: a base URL and a model together, or neither.
    mutating func aiProvider() -> LarderConfiguration.AIProvider? {
        let baseURL = string("LARDER_AI_BASE_URL")
        let model = string("LARDER_AI_MODEL")
        let apiKey = string("LARDER_AI_API_KEY")
        switch (baseURL, model) {
        case (nil, nil):
            if apiKey != nil { problem("LARDER_AI_API_KEY is set but LARDER_AI_BASE_URL and LARDER_AI_MODEL are not") }
            return nil
        case (_?, nil):
            problem("LARDER_AI_MODEL must be set with LARDER_AI_BASE_URL (the model name the provider knows, e.g. gpt-4o-mini)")
            return nil
        case (nil, _?):
            problem("LARDER_AI_BASE_URL must be set with LARDER_AI_MODEL (e.g. https://api.openai.com/v1)")
            return nil
        case (let baseURL?, let model?):
            guard let url = URL(string: baseURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                problem("LARDER_AI_BASE_URL must be an http:// or https:// address, not \"\(baseURL)\"")
                return nil
            }
            return LarderConfiguration.AIProvider(baseURL: baseURL, model: model, apiKey: apiKey)
        }
    }

    mutating func boolean(_ name: String) -> Bool? {
        guard let text = string(name)?.lowercased() else { return nil }
        switch text {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default:
            problem("\(name) must be true or false, not \"\(text)\"")
            return nil
        }
    }
}
