import Foundation
import LarderClient
import LarderTestSupport
import Testing
import LarderServer

/// The cookbook end to end: a real server on loopback, driven through the generated client.
@Suite("Recipes end to end")
struct RecipesEndToEndTests {
    typealias Input = Components.Schemas.RecipeInput

    static func input(
        _ title: String, ingredients: [String] = ["200 g flour", "1 cup milk", "2 eggs"], minutes: Int? = nil,
        difficulty: Components.Schemas.Difficulty? = nil, categories: [Components.Schemas.RecipeCategory] = [],
        diet: [Components.Schemas.DietFlag] = [], tags: [String] = []
    ) -> Input {
        Input(
            title: title, ingredients: ingredients.map { .init(text: $0) }, steps: ["Mix.", "Bake 20 minutes."], servings: 4,
            totalMinutes: minutes, difficulty: difficulty, categories: categories, dietFlags: diet, tags: tags)
    }

    @Test("Create, scale, edit and delete a recipe; a stranger is told it does not exist", arguments: TestDatabase.all)
    func recipeLifecycle(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                _ = try await session.register("Admin", email: "admin@example.com")
                let (_, ada) = try await session.register("Ada", email: "ada@example.com")
                let (_, eve) = try await session.register("Eve", email: "eve@example.com")
                let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json

                let created = try await ada.createRecipe(
                    query: .init(householdId: home.id), body: .json(Self.input("Pancakes"))).created.body.json
                #expect(created.status == ._private)
                #expect(created.ingredients.map(\.unit) == ["g", "cup", nil])
                #expect(created.steps.last?.timers.first?.seconds == 1200)
                #expect(created.nutrition?.countedLines == 3)

                let scaled = try await ada.getRecipe(path: .init(recipeId: created.id), query: .init(servings: 2)).ok.body.json
                #expect(scaled.ingredients.map(\.display) == ["100 g flour", "1/2 cup milk", "1 egg"])

                var edited = Self.input("Fluffy pancakes")
                edited.description = "Sunday breakfast."
                let updated = try await ada.updateRecipe(path: .init(recipeId: created.id), body: .json(edited)).ok.body.json
                #expect(updated.title == "Fluffy pancakes")
                #expect(updated.description == "Sunday breakfast.")

                let refused = try await eve.getRecipe(path: .init(recipeId: created.id))
                #expect(errorStatus(refused)?.status == 404)
                let refusedEdit = try await eve.updateRecipe(path: .init(recipeId: created.id), body: .json(Self.input("Mine")))
                #expect(errorStatus(refusedEdit)?.status == 404)

                _ = try await ada.deleteRecipe(path: .init(recipeId: created.id)).noContent
                #expect(errorStatus(try await ada.getRecipe(path: .init(recipeId: created.id)))?.status == 404)
            }
        }
    }

    @Test("Search with each filter and each sort", arguments: TestDatabase.all)
    func searchFiltersAndSorts(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                _ = try await session.register("Admin", email: "admin@example.com")
                let (_, ada) = try await session.register("Ada", email: "ada@example.com")
                let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json
                let recipes = [
                    Self.input("Apple pie", ingredients: ["4 apples", "300 g flour", "100 g butter"], minutes: 90, difficulty: .medium,
                               categories: [.dessert, .baking], diet: [.vegetarian], tags: ["autumn"]),
                    Self.input("Banana smoothie", ingredients: ["2 bananas", "1 cup oat milk"], minutes: 5, difficulty: .easy,
                               categories: [.drink, .quick_hyphen_and_hyphen_easy], diet: [.vegan, .dairy_hyphen_free]),
                    Self.input("Chicken soup", ingredients: ["1 chicken", "2 carrots", "1 onion"], minutes: 120, difficulty: .hard,
                               categories: [.soup], diet: [.dairy_hyphen_free, .gluten_hyphen_free]),
                ]
                var ids: [String: String] = [:]
                for recipe in recipes {
                    let created = try await ada.createRecipe(query: .init(householdId: home.id), body: .json(recipe)).created.body.json
                    ids[created.title] = created.id
                }
                func titles(_ query: Operations.searchRecipes.Input.Query) async throws -> [String] {
                    try await ada.searchRecipes(query: query).ok.body.json.items.map(\.title)
                }

                #expect(try await titles(.init(q: "banana")) == ["Banana smoothie"])
                #expect(try await titles(.init(q: "autumn")) == ["Apple pie"])
                #expect(try await titles(.init(scope: .mine, sort: .title_hyphen_asc)) == ["Apple pie", "Banana smoothie", "Chicken soup"])
                #expect(try await titles(.init(scope: .household, householdId: home.id, sort: .title_hyphen_desc))
                    == ["Chicken soup", "Banana smoothie", "Apple pie"])
                #expect(try await titles(.init(category: [.dessert, .baking])) == ["Apple pie"])
                #expect(try await titles(.init(diet: [.dairy_hyphen_free], sort: .title_hyphen_asc)) == ["Banana smoothie", "Chicken soup"])
                #expect(try await titles(.init(diet: [.vegetarian], sort: .title_hyphen_asc)) == ["Apple pie", "Banana smoothie"])
                #expect(try await titles(.init(difficulty: [.easy, .medium], sort: .title_hyphen_asc)) == ["Apple pie", "Banana smoothie"])
                #expect(try await titles(.init(maxTotalMinutes: 90, sort: .quickest)) == ["Banana smoothie", "Apple pie"])
                #expect(try await titles(.init(include: ["flour", "butter"])) == ["Apple pie"])
                #expect(try await titles(.init(exclude: ["chicken"], sort: .title_hyphen_asc)) == ["Apple pie", "Banana smoothie"])
                #expect(try await titles(.init(sort: .quickest)) == ["Banana smoothie", "Apple pie", "Chicken soup"])
                #expect(try await titles(.init(sort: .newest)) == ["Chicken soup", "Banana smoothie", "Apple pie"])
                #expect(try await titles(.init(sort: .oldest)) == ["Apple pie", "Banana smoothie", "Chicken soup"])
                _ = try await ada.rateRecipe(path: .init(recipeId: ids["Chicken soup"]!), body: .json(.init(stars: 5))).ok
                _ = try await ada.rateRecipe(path: .init(recipeId: ids["Apple pie"]!), body: .json(.init(stars: 3))).ok
                #expect(try await titles(.init(sort: .rating)).prefix(2) == ["Chicken soup", "Apple pie"])
                _ = try await ada.favouriteRecipe(path: .init(recipeId: ids["Apple pie"]!)).noContent
                #expect(try await titles(.init(scope: .favourites)) == ["Apple pie"])

                let paged = try await ada.searchRecipes(query: .init(sort: .title_hyphen_asc, page: 2, per: 2)).ok.body.json
                #expect(paged.items.map(\.title) == ["Chicken soup"])
                #expect(paged.total == 3)
            }
        }
    }

    @Test("Moderation from submit to approval and rejection; guests read only what is public", arguments: TestDatabase.all)
    func moderationAndGuests(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                let (_, admin) = try await session.register("Admin", email: "admin@example.com")
                let (_, ada) = try await session.register("Ada", email: "ada@example.com")
                let guest = session.anonymous
                let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json
                let soup = try await ada.createRecipe(query: .init(householdId: home.id), body: .json(Self.input("Soup"))).created.body.json
                let stew = try await ada.createRecipe(query: .init(householdId: home.id), body: .json(Self.input("Stew"))).created.body.json

                #expect(try await ada.submitRecipe(path: .init(recipeId: soup.id)).ok.body.json.status == .pending)
                _ = try await ada.submitRecipe(path: .init(recipeId: stew.id)).ok
                #expect(try await admin.listPendingRecipes().ok.body.json.items.map(\.title) == ["Soup", "Stew"])

                let approved = try await admin.approveRecipe(path: .init(recipeId: soup.id), body: .json(.init())).ok.body.json
                #expect(approved.status == .approved)
                let rejected = try await admin.rejectRecipe(
                    path: .init(recipeId: stew.id), body: .json(.init(reason: "Say how long to stew it."))).ok.body.json
                #expect(rejected.status == .rejected)
                #expect(try await ada.getRecipe(path: .init(recipeId: stew.id)).ok.body.json.rejectionReason == "Say how long to stew it.")

                #expect(try await guest.getRecipe(path: .init(recipeId: soup.id)).ok.body.json.title == "Soup")
                #expect(errorStatus(try await guest.getRecipe(path: .init(recipeId: stew.id)))?.status == 404)
                #expect(try await guest.searchRecipes().ok.body.json.items.map(\.title) == ["Soup"])
                #expect(try await guest.recipeFeed().ok.body.json.newest.map(\.title) == ["Soup"])
                #expect(errorStatus(try await guest.rateRecipe(path: .init(recipeId: soup.id), body: .json(.init(stars: 5))))?.status == 401)
                #expect(errorStatus(try await guest.createRecipe(body: .json(Self.input("Mine"))))?.status == 401)
            }
        }
    }

    @Test("Concurrent raters through the client are all counted", arguments: TestDatabase.all)
    func concurrentRaters(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                let (_, admin) = try await session.register("Admin", email: "admin@example.com")
                let kitchen = try await admin.createHousehold(body: .json(.init(name: "Kitchen"))).created.body.json
                let bread = try await admin.createRecipe(query: .init(householdId: kitchen.id), body: .json(Self.input("Bread"))).created.body.json
                var raters: [Client] = []
                for index in 0..<10 { raters.append(try await session.register("Rater \(index)", email: "r\(index)@example.com").1) }

                try await withThrowingTaskGroup(of: Void.self) { group in
                    for (index, rater) in raters.enumerated() {
                        group.addTask { _ = try await rater.rateRecipe(path: .init(recipeId: bread.id), body: .json(.init(stars: index < 5 ? 4 : 5))).ok }
                    }
                    try await group.waitForAll()
                }

                let rating = try await session.anonymous.getRecipe(path: .init(recipeId: bread.id)).ok.body.json.rating
                #expect(rating.count == 10)
                #expect(rating.average == 4.5)
            }
        }
    }
}
