import Fluent
import Foundation
import LarderCore
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// `larder import pairing-csv DIR`, the starter catalogue's seeding, and the flavour-network setting.
@Suite("Pairing: import, seeding and settings")
struct PairingImportAndSettingsTests {
    static func folder(categories: String, products: String, pairs: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pairing-csv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in [("categories.csv", categories), ("products.csv", products), ("pairs.csv", pairs)] {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory.path
    }

    @Test("The folder import takes the good rows, reports the bad ones by file and line, and running it again changes nothing", arguments: TestDatabase.all)
    func folderImport(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: True/false in any case, "–" for none, a quoted name, a product in an unknown category, an unknown partner
            let directory = try Self.folder(
                categories: "name;id;isGeneral;pairedCategories\nМясо;1;true;2\n\"Гарниры; крупы\";2;False;–\n",
                products: "name;id;categoryId\nСвинина;10;1\nГречка;20;2\nНикто;30;7\n",
                pairs: "mainId;pairedIds\n10;20,99\n")

            let first = try await PairingCSVFolder.run(directory: directory, app: app)
            let again = try await PairingCSVFolder.run(directory: directory, app: app)

            #expect((first.categories, first.products, first.pairings) == (2, 2, 1))
            #expect(first.problems.map(\.file) == [.products, .pairs])
            #expect(first.problems.map(\.line) == [4, 2])
            #expect(again.problems == first.problems)
            let view = try await app.pairingService.catalogue(for: nil)
            #expect(view.catalogue.products.map(\.id) == ["csv-10", "csv-20"])
            #expect(view.catalogue.category("csv-2")?.names.ru == "Гарниры; крупы")
            #expect(view.catalogue.partners(of: "csv-10") == ["csv-20"])
        }
    }

    @Test("A folder without one of the three files imports nothing and names the file", arguments: [TestDatabase.sqlite])
    func missingFile(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let directory = try Self.folder(categories: "name;id;isGeneral;pairedCategories\n", products: "name;id;categoryId\n", pairs: "")
            try FileManager.default.removeItem(atPath: URL(fileURLWithPath: directory).appendingPathComponent("pairs.csv").path)

            await #expect(throws: PairingCSVFolder.MissingFile.self) { try await PairingCSVFolder.run(directory: directory, app: app) }
        }
    }

    @Test("The starter catalogue is seeded once, with names in three languages and products linked to foods", arguments: TestDatabase.all)
    func starterSeeding(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let first = try await StarterContent.seedIfNeeded(app)
            let again = try await StarterContent.seedIfNeeded(app)

            #expect(first > 0)
            #expect(again == 0)
            let starter = try StarterPairingCatalogue.load()
            #expect(try await PairingProductRecord.query(on: app.db).count() == starter.products.count)
            let pork = try #require(try await PairingProductRecord.query(on: app.db).filter(\.$key == "pork").first())
            #expect(pork.nameUK == "Свинина")
            #expect(pork.foodID != nil)
        }
    }

    @Test("LARDER_FLAVOR_NETWORK_DIR must name a folder holding the network's files; unset, pairing uses the catalogue alone")
    func flavorNetworkSetting() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-network-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)

        let unset = try LarderConfiguration.fromEnvironment([:])
        #expect(unset.flavorNetworkDirectory == nil)
        #expect(throws: ConfigurationError.self) { try LarderConfiguration.fromEnvironment(["LARDER_FLAVOR_NETWORK_DIR": empty]) }
        do {
            _ = try LarderConfiguration.fromEnvironment(["LARDER_FLAVOR_NETWORK_DIR": empty])
        } catch let error as ConfigurationError {
            #expect(error.problems.first?.contains("LARDER_FLAVOR_NETWORK_DIR") == true)
            #expect(error.problems.first?.contains("ingr_info.tsv") == true)
        }
    }

    @Test("The engine loads the configured network in the background; until then partners come from the catalogue")
    func engineLoadsInBackground() async throws {
        let store = PairingEngineStore()
        #expect(await store.model == nil)
        await store.load(directory: "/nonexistent/flavor-network")
        if case .failed = await store.state {} else { Issue.record("a missing network should fail, not hang") }
        #expect(await store.model == nil)
    }
}
