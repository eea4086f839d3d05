import Foundation
import LarderClient
import LarderCore
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// The pairing flow end to end, the original app's six checks: a real server on loopback driven
/// through the generated client, on SQLite and on PostgreSQL, with the starter catalogue.
@Suite("Pairing end to end")
struct PairingEndToEndTests {
    /// Ada (owner) and Bob share a household; Eve has her own; Admin administers.
    struct Household {
        var admin: LarderClient.Client
        var ada: LarderClient.Client
        var bob: LarderClient.Client
        var eve: LarderClient.Client
        var home: String
        var evesHome: String
    }

    static func household(_ baseURL: URL) async throws -> Household {
        let session = ClientSession(baseURL: baseURL)
        let (_, admin) = try await session.register("Admin", email: "admin@example.com")
        let (_, ada) = try await session.register("Ada", email: "ada@example.com")
        let (_, bob) = try await session.register("Bob", email: "bob@example.com")
        let (_, eve) = try await session.register("Eve", email: "eve@example.com")
        let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json
        _ = try await ada.addHouseholdMember(path: .init(householdId: home.id), body: .json(.init(email: "bob@example.com"))).created
        let evesHome = try await eve.createHousehold(body: .json(.init(name: "Eve's"))).created.body.json
        return Household(admin: admin, ada: ada, bob: bob, eve: eve, home: home.id, evesHome: evesHome.id)
    }

    static func withServer(_ database: TestDatabase, _ work: (Vapor.Application, Household) async throws -> Void) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            try await withRunningServer(app) { baseURL in
                try await work(app, try await Self.household(baseURL))
            }
        }
    }

    @Test("Categories, a category's products and a main product's partners by the categories it pairs with", arguments: TestDatabase.all)
    func flow(database: TestDatabase) async throws {
        try await Self.withServer(database) { _, home in
            let categories = try await home.ada.listPairingCategories(path: .init(householdId: home.home)).ok.body.json
            let meat = try #require(categories.first { $0.id == "meat" })
            #expect(meat.role == .main)
            #expect(categories.first { $0.id == "herbs" }?.role == .secondary)
            #expect(categories.count >= 9)

            let products = try await home.ada.listPairingProducts(
                path: .init(householdId: home.home, categoryId: "meat"), query: .init(per: 100)
            ).ok.body.json
            #expect(products.items.contains { $0.id == "pork" && $0.names.ru == "Свинина" && $0.isMain && $0.scope == .shared })

            let partners = try await home.ada.listPairingPartners(path: .init(householdId: home.home, productId: "pork")).ok.body.json
            #expect(partners.engine == false)
            #expect(partners.groups.map(\.category.id).allSatisfy { meat.pairsWith.contains($0) })
            let herbs = try #require(partners.groups.first { $0.category.id == "herbs" })
            #expect(herbs.partners.contains { $0.product.id == "dill" && $0.listed })
        }
    }

    @Test("With the engine loaded, partners carry scores and reasons and the engine fills in unlisted products", arguments: TestDatabase.all)
    func engineSuggestions(database: TestDatabase) async throws {
        try await Self.withServer(database) { app, home in
            // setup: a tiny flavour network where pork goes with rice (not in pork's table) and dill
            let ingredients = [
                FlavorIngredient(id: 0, name: "pork", category: "meat", compoundIDs: [1, 2]),
                FlavorIngredient(id: 1, name: "rice", category: "cereal", compoundIDs: [2]),
                FlavorIngredient(id: 2, name: "dill", category: "herb", compoundIDs: [1]),
                FlavorIngredient(id: 3, name: "parsley", category: "herb", compoundIDs: []),
            ]
            let recipes =
                Array(repeating: FlavorRecipe(cuisine: "Ukrainian", ingredients: ["pork", "rice", "dill"]), count: 5)
                + [FlavorRecipe(cuisine: "Ukrainian", ingredients: ["parsley", "rice"])]
            let network = FlavorNetwork(
                ingredients: ingredients,
                compounds: [FlavorCompound(id: 1, name: "linalool", casNumber: ""), FlavorCompound(id: 2, name: "hexanal", casNumber: "")],
                recipes: recipes, regionOfCuisine: ["Ukrainian": "EasternEuropean"])
            await app.usePairingModel(PairingModel(network: network))

            let partners = try await home.ada.listPairingPartners(path: .init(householdId: home.home, productId: "pork")).ok.body.json

            #expect(partners.engine)
            let sides = try #require(partners.groups.first { $0.category.id == "sides" })
            let rice = try #require(sides.partners.first { $0.product.id == "rice" })
            #expect(rice.listed == false)
            #expect((rice.score ?? 0) > 0)
            #expect(rice.recipesTogether == 5)
            #expect(rice.reason?.contains("5 recipes together") == true)
            let dill = try #require(partners.groups.first { $0.category.id == "herbs" }?.partners.first { $0.product.id == "dill" })
            #expect(dill.listed && dill.score != nil)
        }
    }

    @Test("Build a combination, save it, make a shopping list of every product with source combination, tick one, unsave it", arguments: TestDatabase.all)
    func combinationToShoppingList(database: TestDatabase) async throws {
        try await Self.withServer(database) { _, home in
            let built = try await home.ada.buildPairingCombination(
                path: .init(householdId: home.home), body: .json(.init(main: "pork", partners: ["buckwheat", "dill"]))
            ).ok.body.json
            #expect(built.main.id == "pork")
            #expect(built.partners.map(\.id) == ["buckwheat", "dill"])

            let saved = try await home.ada.savePairingCombination(
                path: .init(householdId: home.home), body: .json(.init(name: "Sunday pork", main: "pork", partners: ["buckwheat", "dill"]))
            ).created.body.json
            let listed = try await home.bob.listPairingCombinations(path: .init(householdId: home.home)).ok.body.json
            #expect(listed.items.map(\.name) == ["Sunday pork"])
            #expect(listed.items.first?.products.map(\.id) == ["pork", "buckwheat", "dill"])

            let made = try await home.bob.makeShoppingListFromCombination(
                path: .init(combinationId: saved.id), body: .json(.init(name: "For Sunday"))
            ).created.body.json
            #expect(made.name == "For Sunday")
            #expect(made.itemCount == 3)
            let list = try await home.bob.getShoppingList(path: .init(listId: made.listId)).ok.body.json
            #expect(list.items.count == 3)
            #expect(list.items.allSatisfy { $0.sources.map(\.kind) == [.combination] })
            let first = try #require(list.items.first)
            let ticked = try await home.ada.updateShoppingItem(
                path: .init(listId: made.listId, itemId: first.id), body: .json(.init(checked: true))
            ).ok.body.json
            #expect(ticked.checked)

            _ = try await home.ada.deletePairingCombination(path: .init(combinationId: saved.id)).noContent
            let after = try await home.ada.getPairingCombination(path: .init(combinationId: saved.id))
            #expect(errorStatus(after)?.status == 404)
            #expect(try await home.ada.listPairingCombinations(path: .init(householdId: home.home)).ok.body.json.total == 0)
        }
    }

    @Test("A member adds a product with partners and partners to an existing product; another household sees neither", arguments: TestDatabase.all)
    func householdAdditions(database: TestDatabase) async throws {
        try await Self.withServer(database) { _, home in
            let quince = try await home.bob.createPairingProduct(
                path: .init(householdId: home.home),
                body: .json(.init(names: .init(en: "Quince", ru: "Айва"), categoryId: "fruits", partners: ["pork"]))
            ).created.body.json
            #expect(quince.scope == .household)
            #expect(quince.names.uk == "Quince")
            #expect(quince.names.ru == "Айва")
            let pork = try await home.ada.addPairingPartners(
                path: .init(householdId: home.home, productId: "pork"), body: .json(.init(partners: ["rice"]))
            ).ok.body.json
            #expect(pork.partners.contains(quince.id))
            #expect(pork.partners.contains("rice"))

            let evesPork = try await home.eve.getPairingProduct(path: .init(householdId: home.evesHome, productId: "pork")).ok.body.json
            #expect(!evesPork.partners.contains("rice"))
            #expect(!evesPork.partners.contains(quince.id))
            let evesQuince = try await home.eve.getPairingProduct(path: .init(householdId: home.evesHome, productId: quince.id))
            #expect(errorStatus(evesQuince)?.status == 404)
            let evesCombination = try await home.eve.savePairingCombination(
                path: .init(householdId: home.evesHome), body: .json(.init(name: "Stolen", main: "pork", partners: [quince.id])))
            #expect(errorStatus(evesCombination)?.status == 400)
        }
    }

    @Test("Admins add to the shared catalogue, which every household sees; a member cannot", arguments: TestDatabase.all)
    func sharedCatalogue(database: TestDatabase) async throws {
        try await Self.withServer(database) { _, home in
            let refused = try await home.bob.createPairingProduct(
                path: .init(householdId: home.home), body: .json(.init(names: .init(en: "Medlar"), categoryId: "fruits", shared: true)))
            #expect(errorStatus(refused)?.status == 403)
            let adminHome = try await home.admin.createHousehold(body: .json(.init(name: "Admin's"))).created.body.json

            let medlar = try await home.admin.createPairingProduct(
                path: .init(householdId: adminHome.id),
                body: .json(.init(names: .init(en: "Medlar", uk: "Мушмула", ru: "Мушмула"), categoryId: "fruits", partners: ["pork"], shared: true))
            ).created.body.json

            #expect(medlar.scope == .shared)
            let evesPork = try await home.eve.getPairingProduct(path: .init(householdId: home.evesHome, productId: "pork")).ok.body.json
            #expect(evesPork.partners.contains(medlar.id))
        }
    }

    @Test("Another household's combinations are not found, for reading, unsaving and shopping", arguments: TestDatabase.all)
    func otherHouseholdsCombination(database: TestDatabase) async throws {
        try await Self.withServer(database) { _, home in
            let saved = try await home.ada.savePairingCombination(
                path: .init(householdId: home.home), body: .json(.init(name: "Ours", main: "pork", partners: ["dill"]))
            ).created.body.json

            let read = try await home.eve.getPairingCombination(path: .init(combinationId: saved.id))
            let deleted = try await home.eve.deletePairingCombination(path: .init(combinationId: saved.id))
            let shopped = try await home.eve.makeShoppingListFromCombination(
                path: .init(combinationId: saved.id), body: .json(.init(name: "Mine now")))

            #expect(errorStatus(read)?.status == 404)
            #expect(errorStatus(deleted)?.status == 404)
            #expect(errorStatus(shopped)?.status == 404)
            #expect(try await home.ada.getPairingCombination(path: .init(combinationId: saved.id)).ok.body.json.name == "Ours")
        }
    }

    @Test("The admin upload imports the original app's quirky files and reports bad rows by file and line", arguments: TestDatabase.all)
    func importQuirks(database: TestDatabase) async throws {
        try await Self.withServer(database) { _, home in
            let categories = "name;id;isGeneral;pairedCategories\nМясо;1;True;2,3\nГарниры;2;FALSE;–\nСпеции;3;false;–\nБитая;x\n"
            let products = "name;id;categoryId\nСвинина;10;1\nГречка;20;2\nУкроп;30;3\nНикто;40;9\n"
            let pairs = "mainId;pairedIds\n10;20,30\n10;99\n"

            let report = try await home.admin.importPairingCatalogue(
                body: .json(.init(categories: categories, products: products, pairs: pairs))
            ).ok.body.json

            #expect(report.categories == 3)
            #expect(report.products == 3)
            #expect(report.pairings == 1)
            #expect(report.problems.contains { $0.file == .categories && $0.line == 5 })
            #expect(report.problems.contains { $0.file == .products && $0.line == 5 })
            #expect(report.problems.contains { $0.file == .pairs && $0.line == 3 })
            let partners = try await home.ada.listPairingPartners(path: .init(householdId: home.home, productId: "csv-10")).ok.body.json
            #expect(partners.groups.flatMap(\.partners).map(\.product.id) == ["csv-20", "csv-30"])
            let refused = try await home.ada.importPairingCatalogue(body: .json(.init(categories: categories, products: products, pairs: pairs)))
            #expect(errorStatus(refused)?.status == 403)
        }
    }
}
