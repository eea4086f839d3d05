import Foundation
import LarderClient
import LarderTestSupport
import Testing

/// The stock's lock holds across Larder instances: two `larder serve` processes sharing one
/// PostgreSQL database, cooked against at the same moment.
@Suite("Pantry cooking on two Larder instances")
struct PantryTwoInstancesTests {
    @Test(
        "Fifty cooks spread over two server processes on one PostgreSQL database: exactly ten succeed, forty get 409, stock ends at zero",
        .enabled(if: TestDatabase.postgres != nil, "needs LARDER_TEST_POSTGRES_URL"))
    func twoInstances() async throws {
        try await LarderServerProcess.withAdaOnTwoInstances { ada, adaOnSecond in
            let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json.id
            let flour = try #require(try await ada.listFoods(query: .init(q: "wheat flour", per: 1)).ok.body.json.items.first?.id)
            let bag = try await ada.addPantryItem(
                path: .init(householdId: home), body: .json(.init(foodId: flour, amount: 1250, unit: "g"))
            ).created.body.json
            let bread = try await ada.createRecipe(
                query: .init(householdId: home),
                body: .json(.init(title: "Flatbread", ingredients: [.init(text: "1 cup flour")], steps: ["Bake."], servings: 1))
            ).created.body.json.id

            let (cooked, refused) = try await PantryCookEndToEndTests.cookAtOnce(
                50, recipe: bread, household: home, clients: [ada, adaOnSecond])

            #expect(cooked == 10)
            #expect(refused == 40)
            let left = try await adaOnSecond.getPantryItem(path: .init(householdId: home, itemId: bag.id)).ok.body.json
            #expect(left.amount == 0)
            let history = try await ada.getPantryItemHistory(path: .init(householdId: home, itemId: bag.id)).ok.body.json
            #expect(history.filter { $0.action == .cooked }.count == 10)
        }
    }
}
