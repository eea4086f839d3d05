import Foundation
import LarderClient
import LarderCore
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// Renaming and moving products and categories through the generated client: members change
/// their household's own, admins the shared catalogue, and nothing that breaks it goes in.
@Suite("Pairing changes end to end")
struct PairingChangesEndToEndTests {
    @Test("A member renames and moves the household's own product; the partners stay", arguments: TestDatabase.all)
    func memberChangesOwnProduct(database: TestDatabase) async throws {
        try await PairingEndToEndTests.withServer(database) { _, home in
            let quince = try await home.bob.createPairingProduct(
                path: .init(householdId: home.home), body: .json(.init(names: .init(en: "Quince"), categoryId: "fruits", partners: ["pork"]))
            ).created.body.json

            let changed = try await home.ada.updatePairingProduct(
                path: .init(householdId: home.home, productId: quince.id),
                body: .json(.init(names: .init(uk: "Айва", ru: "Айва"), picture: "quince.jpg"))
            ).ok.body.json

            #expect(changed.names.en == "Quince")
            #expect(changed.names.uk == "Айва")
            #expect(changed.picture == "quince.jpg")
            let pork = try await home.ada.getPairingProduct(path: .init(householdId: home.home, productId: "pork")).ok.body.json
            #expect(pork.partners.contains(quince.id))
        }
    }

    @Test("Moving a partner to a category its main product does not pair with is refused naming categoryId", arguments: TestDatabase.all)
    func breakingMoveIsRefused(database: TestDatabase) async throws {
        try await PairingEndToEndTests.withServer(database) { _, home in
            let quince = try await home.bob.createPairingProduct(
                path: .init(householdId: home.home), body: .json(.init(names: .init(en: "Quince"), categoryId: "fruits", partners: ["pork"]))
            ).created.body.json
            let meat = try await home.ada.listPairingCategories(path: .init(householdId: home.home)).ok.body.json.first { $0.id == "meat" }
            let closed = try #require(
                try await home.ada.listPairingCategories(path: .init(householdId: home.home)).ok.body.json
                    .first { !(meat?.pairsWith.contains($0.id) ?? true) && $0.id != "meat" })

            let refused = try await home.ada.updatePairingProduct(
                path: .init(householdId: home.home, productId: quince.id), body: .json(.init(categoryId: closed.id)))
            let unknown = try await home.ada.updatePairingProduct(
                path: .init(householdId: home.home, productId: quince.id), body: .json(.init(categoryId: "nowhere")))

            #expect(errorStatus(refused)?.status == 400 && errorStatus(refused)?.error?.error.field == "categoryId")
            #expect(errorStatus(unknown)?.status == 400 && errorStatus(unknown)?.error?.error.field == "categoryId")
            let kept = try await home.ada.getPairingProduct(path: .init(householdId: home.home, productId: quince.id)).ok.body.json
            #expect(kept.categoryId == "fruits")
        }
    }

    @Test("A shared product is the admins' to change; another household's product is not found", arguments: TestDatabase.all)
    func sharedProductsAreAdmins(database: TestDatabase) async throws {
        try await PairingEndToEndTests.withServer(database) { _, home in
            let quince = try await home.bob.createPairingProduct(
                path: .init(householdId: home.home), body: .json(.init(names: .init(en: "Quince"), categoryId: "fruits"))
            ).created.body.json
            let adminHome = try await home.admin.createHousehold(body: .json(.init(name: "Admin's"))).created.body.json

            let member = try await home.bob.updatePairingProduct(
                path: .init(householdId: home.home, productId: "pork"), body: .json(.init(names: .init(en: "Pig"))))
            let stranger = try await home.eve.updatePairingProduct(
                path: .init(householdId: home.evesHome, productId: quince.id), body: .json(.init(names: .init(en: "Mine"))))
            let admin = try await home.admin.updatePairingProduct(
                path: .init(householdId: adminHome.id, productId: "pork"), body: .json(.init(names: .init(en: "Pork neck"))))

            #expect(errorStatus(member)?.status == 403)
            #expect(errorStatus(stranger)?.status == 404)
            #expect(try admin.ok.body.json.names.en == "Pork neck")
            let evesPork = try await home.eve.getPairingProduct(path: .init(householdId: home.evesHome, productId: "pork")).ok.body.json
            #expect(evesPork.names.en == "Pork neck")
        }
    }

    @Test("Admins rename a category and change what it pairs with; a change that breaks listed partners is refused", arguments: TestDatabase.all)
    func adminsChangeCategories(database: TestDatabase) async throws {
        try await PairingEndToEndTests.withServer(database) { _, home in
            let meat = try #require(try await home.ada.listPairingCategories(path: .init(householdId: home.home)).ok.body.json.first { $0.id == "meat" })

            let renamed = try await home.admin.updatePairingCategory(
                path: .init(categoryId: "meat"), body: .json(.init(names: .init(uk: "Мʼясо й птиця")))
            ).ok.body.json
            let breaking = try await home.admin.updatePairingCategory(path: .init(categoryId: "meat"), body: .json(.init(pairsWith: [])))
            let member = try await home.bob.updatePairingCategory(path: .init(categoryId: "meat"), body: .json(.init(names: .init(en: "Flesh"))))
            let unknown = try await home.admin.updatePairingCategory(path: .init(categoryId: "nowhere"), body: .json(.init(names: .init(en: "X"))))

            #expect(renamed.names.uk == "Мʼясо й птиця")
            #expect(renamed.names.en == meat.names.en)
            #expect(errorStatus(breaking)?.status == 400 && errorStatus(breaking)?.error?.error.field == "pairsWith")
            #expect(errorStatus(member)?.status == 403)
            #expect(errorStatus(unknown)?.status == 404)
            let after = try await home.eve.listPairingCategories(path: .init(householdId: home.evesHome)).ok.body.json.first { $0.id == "meat" }
            #expect(after?.pairsWith == meat.pairsWith)
            #expect(after?.names.uk == "Мʼясо й птиця")
        }
    }

    @Test("The admin import takes files larger than the default body limit", arguments: [TestDatabase.sqlite])
    func largeImport(database: TestDatabase) async throws {
        try await PairingEndToEndTests.withServer(database) { _, home in
            // Blank lines count for the body's size and nothing else: the reader skips them.
            let products = "name;id;categoryId\nPork;1;1\n" + String(repeating: "\n", count: 3 << 19)
            #expect(products.utf8.count > 1 << 20)

            let report = try await home.admin.importPairingCatalogue(
                body: .json(.init(categories: "name;id;isGeneral;pairedCategories\nMeat;1;True;–\n", products: products, pairs: "mainId;pairedIds\n"))
            ).ok.body.json

            #expect(report.products == 1)
        }
    }
}
