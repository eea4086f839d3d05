import AsyncHTTPClient
import Foundation
import LarderClient
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import Vapor


/// The household `larder bench api` reads from, written through the API as a person would write
/// it: a signed-in reader with recipes, a stocked pantry and a shopping list, and a web session.
struct APIBenchmarkKitchen {
    var bearer: String
    var webCookie: String
    var householdID: String
    var recipeIDs: [String]
    var listID: String

    static let password = "bench api password"

    static func write(on base: URL, recipes: Int) async throws -> APIBenchmarkKitchen {
        let api = base.appendingPathComponent("api")
        let email = "bench-api-\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let anonymous = Client(serverURL: api, transport: AsyncHTTPClientTransport())
        // The first account administers the installation; the reader is an ordinary member.
        _ = try await anonymous.register(body: .json(.init(name: "Bench Admin", email: "admin-" + email, password: password))).created
        _ = try await anonymous.register(body: .json(.init(name: "Bench Reader", email: email, password: password))).created
        let token = try await anonymous.login(body: .json(.init(login: email, password: password))).ok.body.json.accessToken
        let client = Client(
            serverURL: api, transport: AsyncHTTPClientTransport(), middlewares: [LarderCredentialsMiddleware(.bearer(accessToken: token))])
        let household = try await client.createHousehold(body: .json(.init(name: "Bench kitchen"))).created.body.json.id
        var recipeIDs: [String] = []
        for index in 0..<recipes {
            let dish = Self.dishes[index % Self.dishes.count]
            let created = try await client.createRecipe(
                query: .init(householdId: household),
                body: .json(.init(
                    title: "\(dish.title) \(index / Self.dishes.count + 1)", ingredients: dish.lines.map { .init(text: $0) },
                    steps: ["Prepare everything.", "Cook until done.", "Serve hot."], servings: 4)))
            recipeIDs.append(try created.created.body.json.id)
        }
        for (name, amount, unit) in Self.stock {
            _ = try await client.addPantryItem(path: .init(householdId: household), body: .json(.init(name: name, amount: amount, unit: unit)))
                .created
        }
        let list = try await client.listShoppingLists(path: .init(householdId: household)).ok.body.json[0].id
        for text in Self.shopping {
            _ = try await client.addShoppingItem(path: .init(listId: list), body: .json(.init(text: text))).created
        }
        let cookie = try await webSession(on: base, email: email)
        return APIBenchmarkKitchen(bearer: token, webCookie: cookie, householdID: household, recipeIDs: recipeIDs, listID: list)
    }

    /// Signs in on the web form as a browser does: the visitor's form token from the sign-in page,
    /// then the form, whose answer sets the session cookie.
    private static func webSession(on base: URL, email: String) async throws -> String {
        // The session cookie comes with the redirect after signing in, so redirects are not followed.
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        defer { _ = http.shutdown() }
        let page = try await http.execute(HTTPClientRequest(url: base.appendingPathComponent("login").absoluteString), timeout: .seconds(30))
        guard let formToken = cookie("larder_form", in: page.headers) else { throw SetupFailure(description: "no form token on /login") }
        var signIn = HTTPClientRequest(url: base.appendingPathComponent("login").absoluteString)
        signIn.method = .POST
        signIn.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        signIn.headers.add(name: "Cookie", value: "larder_form=\(formToken)")
        let form = ["_csrf": formToken, "login": email, "password": password]
            .map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
        signIn.body = .bytes(ByteBuffer(string: form.joined(separator: "&")))
        let answer = try await http.execute(signIn, timeout: .seconds(30))
        guard let session = cookie("larder_session", in: answer.headers) else {
            throw SetupFailure(description: "web sign-in answered \(answer.status.code) without a session")
        }
        return "larder_session=\(session)"
    }

    struct SetupFailure: Error, CustomStringConvertible {
        var description: String
    }

    private static func cookie(_ name: String, in headers: HTTPHeaders) -> String? {
        headers["Set-Cookie"].lazy.compactMap { line -> String? in
            guard let pair = line.split(separator: ";").first, pair.hasPrefix("\(name)=") else { return nil }
            return String(pair.dropFirst(name.count + 1))
        }.first
    }

    private static let dishes: [(title: String, lines: [String])] = [
        ("Roast chicken with lemon", ["1.5 kg chicken", "1 lemon", "4 cloves garlic", "2 tbsp olive oil", "1 tsp salt"]),
        ("Chicken curry", ["600 g chicken thighs", "1 onion", "400 ml coconut milk", "2 tbsp curry powder", "200 g rice"]),
        ("Tomato soup", ["800 g tomatoes", "1 onion", "500 ml vegetable stock", "2 tbsp butter", "100 ml cream"]),
        ("Spaghetti bolognese", ["400 g spaghetti", "500 g minced beef", "1 onion", "400 g canned tomatoes", "2 carrots"]),
        ("Pancakes", ["200 g flour", "300 ml milk", "2 eggs", "1 tbsp sugar", "30 g butter"]),
        ("Greek salad", ["3 tomatoes", "1 cucumber", "200 g feta cheese", "100 g olives", "3 tbsp olive oil"]),
        ("Borscht", ["500 g beetroot", "300 g cabbage", "3 potatoes", "1 carrot", "500 g beef"]),
        ("Chicken noodle soup", ["300 g chicken breast", "150 g egg noodles", "2 carrots", "2 celery stalks", "1.5 l chicken stock"]),
        ("Vegetable stir fry", ["1 red pepper", "200 g broccoli", "2 carrots", "3 tbsp soy sauce", "1 tbsp ginger"]),
        ("Banana bread", ["3 bananas", "250 g flour", "100 g sugar", "2 eggs", "100 g butter"]),
    ]

    private static let stock: [(String, Double, String)] = [
        ("chicken", 1500, "g"), ("rice", 2, "kg"), ("milk", 2, "l"), ("eggs", 12, ""), ("flour", 1, "kg"),
        ("butter", 250, "g"), ("onion", 6, ""), ("garlic", 1, "head"), ("tomatoes", 800, "g"), ("carrots", 1, "kg"),
        ("potatoes", 2, "kg"), ("sugar", 1, "kg"), ("olive oil", 500, "ml"), ("lemon", 3, ""), ("cheese", 300, "g"),
    ]

    private static let shopping = [
        "2 l milk", "bread", "500 g chicken breast", "1 kg apples", "6 eggs", "200 g feta cheese", "1 cucumber",
        "3 tomatoes", "400 g spaghetti", "coffee", "1 kg potatoes", "olive oil", "2 lemons", "yoghurt", "500 g rice",
    ]
}
