import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
import JWT
import Vapor

/// Builds the Larder application: the executable and the tests both call this, so tests run the
/// same app people run.
public func buildApplication(
    _ configuration: LarderConfiguration,
    environment: Environment = .production
) async throws -> Application {
    let app = try await Application.make(environment)
    do {
        try await configure(app, configuration)
    } catch {
        try? await app.asyncShutdown()
        throw error
    }
    return app
}

/// Wires storage, security, middleware and routes from a configuration read once at start-up.
public func configure(_ app: Application, _ configuration: LarderConfiguration) async throws {
    app.larderConfiguration = configuration
    // Vapor's trace output carries whole request heads (bearer tokens, cookies): Larder logs at
    // debug at the most, so no setting puts a secret in the log.
    app.logger.logLevel = max(configuration.logLevel, .debug)
    // SQLite runs every statement on the thread pool, and a writer waiting for SQLite's single
    // write lock keeps its thread while it waits. With fewer threads than connections, waiting
    // writers can hold every thread while the transaction that owns the lock needs one to go on:
    // a deadlock. More threads than connections rules that out (bcrypt shares the pool too).
    app.threadPool = NIOThreadPool(numberOfThreads: threadPoolSize(eventLoops: System.coreCount))
    try DataDirectory.prepare(configuration.dataDirectory)

    switch configuration.storage {
    case .sqlite(let path):
        // Writers queue for SQLite's one write lock; under a burst of writes on a busy machine a
        // request may wait longer than the pool's default 10 s for a connection.
        app.databases.use(.sqlite(.file(path), connectionPoolTimeout: .seconds(60)), as: .sqlite)
    case .postgres(let url):
        app.databases.use(try .postgres(url: url, maxConnectionsPerEventLoop: 4, connectionPoolTimeout: .seconds(60)), as: .psql)
    }
    app.migrations.add(LarderMigrations.all)
    // Shopping lists that subtract stock read the pantry's.
    app.shoppingStock = PantryShoppingStock()
    // The devices page shows what each device last reported to the pantry.
    app.deviceReports = PantryDeviceReports()
    // Photos are shown to whoever may read the recipes, chefs and photo recipes that use them.
    app.photoReaders = RecipePhotoReaders()
    // What a household holds, counted by each module, for the confirmation before deleting it.
    app.householdHoldings = [RecipeHoldings(), PantryHoldings(), ShoppingHoldings(), ReminderHoldings(), PlannerHoldings(), PairingHoldings()]
    // Reminders
    // Food nearing its best-before date becomes reminders in households that asked for it,
    // and they close as the food is used up: at once through the pantry, and in the background.
    app.pantryStockWatcher = KitchenStockWatcher(application: app)
    app.backgroundTasks = BackgroundTasks()
    app.lifecycle.use(KitchenReminders.background)

    // Pairing
    // The flavour network is learnt after boot, off the request path.
    app.lifecycle.use(PairingEngineStore.warmUp)

    // Planner

    app.lifecycle.use(PhotoPruner.daily)
    app.lifecycle.use(CookableIndexStore.warmUp)

    let secret = try configuration.jwtSecret ?? JWTSecretFile.loadOrCreate(in: configuration.dataDirectory)
    await app.jwt.keys.add(hmac: HMACKey(from: secret), digestAlgorithm: .sha256)

    app.sessions.use { _ in WebSessionDriver() }
    let secureCookies = configuration.secureCookies
    app.sessions.configuration = SessionsConfiguration(cookieName: "larder_session") { sessionID in
        HTTPCookies.Value(
            string: sessionID.string,
            // Max-Age alone: an Expires date is formatted afresh on every response that carries the cookie.
            maxAge: 30 * 24 * 3600,
            path: "/",
            isSecure: secureCookies,
            isHTTPOnly: true,
            sameSite: .lax
        )
    }

    // Sessions wrap the error middleware so that error pages, too, can carry a working form token.
    app.middleware = Middlewares()
    let requests = RequestsInFlight()
    app.middleware.use(RequestsInFlightMiddleware(requests: requests))
    app.middleware.use(CloseAfterTooLargeMiddleware())
    app.middleware.use(LastResortMiddleware())
    app.lifecycle.use(DrainRequestsAtShutdown(requests: requests))
    app.middleware.use(AccessLogMiddleware())
    app.middleware.use(SecurityHeadersMiddleware(strictTransportSecurity: configuration.secureCookies))
    app.middleware.use(MembershipCacheMiddleware())
    app.middleware.use(VisitorFormTokenMiddleware(secureCookies: configuration.secureCookies))
    app.middleware.use(app.sessions.middleware)
    app.middleware.use(ErrorMiddleware())
    app.routes.defaultMaxBodySize = ByteCount(integerLiteral: configuration.maxRequestBodyBytes)
    app.http.server.configuration.idleTimeout = .milliseconds(Int64(configuration.idleTimeout * 1000))

    try routes(app)
}

/// Prepares the database: WAL mode for SQLite, then every pending migration.
public func migrate(_ app: Application) async throws {
    if case .sqlite = app.larderConfiguration.storage {
        try await app.db.sql().raw("PRAGMA journal_mode=WAL").run()
    }
    try await app.autoMigrate()
}

func routes(_ app: Application) throws {
    app.get("health") { request async throws -> HealthStatus in
        try await request.db.sql().raw("SELECT 1").run()
        return HealthStatus(status: "ok", storage: request.application.larderConfiguration.storage.engineName)
    }
    try LarderAPI.register(on: app)
    PhotoRoutes.register(on: app)
    CalDAVRoutes.register(on: app)
    try WebApp.register(on: app)
}

struct HealthStatus: Content {
    var status: String
    var storage: String
}

/// The access-token signing key, generated on first start and kept in the data directory so
/// tokens survive restarts. Several instances sharing a database should set LARDER_JWT_SECRET.
enum JWTSecretFile {
    static let name = "jwt-secret"

    static func loadOrCreate(in dataDirectory: String) throws -> String {
        let path = URL(fileURLWithPath: dataDirectory).appendingPathComponent(name).path
        if let existing = try? String(contentsOfFile: path, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
           existing.utf8.count >= 32 {
            return existing
        }
        let secret = Secrets.randomToken() + Secrets.randomToken()
        guard FileManager.default.createFile(atPath: path, contents: Data(secret.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw ConfigurationError(problems: ["cannot write the signing key to \(path); check the data directory's permissions"])
        }
        return secret
    }
}

/// SQLite connections per event loop: FluentSQLiteDriver keeps one, whatever
/// `maxConnectionsPerEventLoop` asks (its source says so on purpose). The thread pool is sized from it.
let sqliteConnectionsPerEventLoop = 1

/// Threads for blocking work: every SQLite connection busy at once, plus as many again for
/// password hashing and files.
func threadPoolSize(eventLoops: Int) -> Int {
    max(8, 2 * eventLoops * sqliteConnectionsPerEventLoop + 2)
}
