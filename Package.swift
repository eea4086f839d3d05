// swift-tools-version: 6.0
import PackageDescription

/// The server's sentences, one JSON catalogue per module and language beside the module's code
/// (`Pantry/Localization/pantry.uk.json`); phrases several modules say are in `Localization/Shared`.
let phraseCatalogues: [Resource] = [
    "Accounts", "Admin", "Devices", "Foods", "Households", "Nutrition", "Pairing", "Pantry", "Photos",
    "Planner", "Recipes", "Reminders", "Shopping",
].map { .embedInCode("\($0)/Localization") } + [.embedInCode("Localization/Shared")]

let package = Package(
    name: "larder",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "larder", targets: ["larder"]),
        .library(name: "LarderCore", targets: ["LarderCore"]),
        .library(name: "LarderClient", targets: ["LarderClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.115.0"),
        .package(url: "https://github.com/vapor/fluent.git", from: "4.12.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.8.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.10.0"),
        .package(url: "https://github.com/vapor/jwt.git", from: "5.1.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-openapi-generator.git", from: "1.10.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.8.0"),
        .package(url: "https://github.com/vapor/swift-openapi-vapor.git", from: "1.0.0"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client.git", from: "1.1.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.3.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.20.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    ],
    targets: [
        // Pure rules: Foundation only, no I/O. Builds for iOS too. Tables the team edits as data
        // (word lists, the starter foods) are embedded files read once (`DataTable`).
        .target(
            name: "LarderCore",
            resources: [
                .embedInCode("FoodNames/Vocabulary"), .embedInCode("StarterFoods/starter-foods.tsv"),
                .embedInCode("Units/Spellings"), .embedInCode("Units/Names/unit-names.tsv"),
                .embedInCode("FoodNames/Translations/food-names.tsv"), .embedInCode("RecipeImport/Markup/html-entities.tsv"),
                .embedInCode("Pairing/Catalogue/StarterPairingCatalogue.json"),
                .embedInCode("Reminders/Topics/ReminderTopicTitles.tsv"),
                .embedInCode("Recipes/Starter/StarterRecipes.json"), .embedInCode("Planner/Extras/plan-extras.tsv"),
            ]
        ),

        // Measurement harnesses behind `larder eval …`: accuracy against reference data and
        // reference implementations. Not part of the product's library.
        .target(
            name: "LarderEvaluation",
            dependencies: ["LarderCore", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            resources: [
                .embedInCode("Planner/synthetic-foods.csv"), .embedInCode("Planner/planner_reference.py"),
                .embedInCode("Recurrence/dateutil_expand.py"),
            ]),

        // The Vapor application: storage, HTTP, auth, pages.
        .target(
            name: "LarderServer",
            dependencies: [
                "LarderCore",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "JWT", package: "jwt"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIVapor", package: "swift-openapi-vapor"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                // Mail: an SMTP client on the server's own event loops.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOExtras", package: "swift-nio-extras"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            // Embedded in the binary: the executable needs nothing beside it. The OpenAPI generator
            // reads the same openapi.yaml as its input.
            resources: [
                .embedInCode("API/openapi.yaml"), .embedInCode("Web/Assets"),
                .embedInCode("Shopping/Pages/shopping.js"), .embedInCode("Recipes/Pages/timer.svg"),
                .embedInCode("Reminders/Pages/reminders.js"), .embedInCode("Planner/Pages/planner.js"),
            ] + phraseCatalogues,
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),

        // Speed harnesses behind `larder bench …`: they drive the server's services as the API
        // does, through `package` access. Not part of the product.
        .target(
            name: "LarderBenchmarks",
            dependencies: [
                "LarderCore",
                "LarderServer",
                "LarderClient",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),

        // The Swift client generated from the same openapi.yaml.
        .target(
            name: "LarderClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),

        // The command-line tool: serve, migrate, user, device, ...
        .executableTarget(
            name: "larder",
            dependencies: [
                "LarderCore",
                "LarderServer",
                "LarderClient",
                "LarderEvaluation",
                "LarderBenchmarks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
            ]
        ),

        .testTarget(name: "LarderCoreTests", dependencies: ["LarderCore"]),
        .testTarget(
            name: "LarderEvaluationTests",
            dependencies: ["LarderEvaluation", "LarderCore", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            exclude: ["Data"]),

        // Shared by the server and client tests: a fresh database per test, on SQLite and PostgreSQL.
        .target(
            name: "LarderTestSupport",
            dependencies: [
                "LarderServer",
                .product(name: "VaporTesting", package: "vapor"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
            ],
            path: "Tests/LarderTestSupport"
        ),
        .testTarget(
            name: "LarderServerTests",
            dependencies: [
                "LarderServer",
                "LarderEvaluation",
                "LarderTestSupport",
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
        .testTarget(
            name: "LarderClientTests",
            dependencies: [
                "LarderClient",
                "LarderServer",
                "LarderTestSupport",
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "LarderBenchmarksTests",
            dependencies: ["LarderBenchmarks", "LarderCore", "LarderServer", "LarderTestSupport"]
        ),
        .testTarget(
            name: "larderTests",
            dependencies: ["larder", "LarderTestSupport"]
        ),
    ]
)
