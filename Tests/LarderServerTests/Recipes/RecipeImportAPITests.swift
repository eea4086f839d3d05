import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe import")
struct RecipeImportAPITests {
    /// A recipe page as many sites write them: JSON-LD in an `@graph`, a relative image.
    static let dalPage = """
        <html lang="en"><head><title>Weeknight Dal | A Food Blog</title>
        <script type="application/ld+json">
        {"@context": "https://schema.org", "@graph": [
          {"@type": "WebPage", "name": "Weeknight Dal"},
          {"@type": "Recipe", "name": "Weeknight Dal", "description": "A quick dal.",
           "image": "/images/dal.jpg", "recipeYield": "6 servings",
           "prepTime": "PT10M", "cookTime": "PT25M", "totalTime": "PT35M",
           "recipeCategory": ["Main Dish", "Soup"], "recipeCuisine": "Indian",
           "author": {"@type": "Person", "name": "Ada Lovelace"}, "keywords": "dal, lentils, weeknight",
           "recipeIngredient": ["1 cup red lentils", "3 cups water", "1 tsp ground turmeric"],
           "recipeInstructions": [{"@type": "HowToStep", "text": "Rinse the lentils."},
                                  {"@type": "HowToStep", "text": "Simmer with the water and turmeric for 25 minutes."}],
           "nutrition": {"@type": "NutritionInformation", "calories": "250 kcal"}}
        ]}
        </script></head><body><h1>Weeknight Dal</h1></body></html>
        """

    static let notARecipe = "<html><head><title>About us</title></head><body><h1>About us</h1><p>We like food.</p></body></html>"

    @Test("A page's recipe becomes a draft in the shape POST /recipes takes, with what the page adds")
    func draftFromPostedHTML() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")

            let imported = try await app.api(
                .POST, "/api/recipes/import", json: ["html": Self.dalPage, "url": "https://food.example/recipes/dal"], as: ada.bearer)

            #expect(imported.status == .ok, "\(imported.body)")
            let draft = try #require(imported.json["draft"] as? [String: Any])
            #expect(draft["title"] as? String == "Weeknight Dal")
            #expect(draft["description"] as? String == "A quick dal.")
            #expect(
                (draft["ingredients"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
                    == ["1 cup red lentils", "3 cups water", "1 tsp ground turmeric"])
            #expect(draft["steps"] as? [String] == ["Rinse the lentils.", "Simmer with the water and turmeric for 25 minutes."])
            #expect(draft["servings"] as? Int == 6)
            #expect(draft["prepMinutes"] as? Int == 10 && draft["cookMinutes"] as? Int == 25 && draft["totalMinutes"] as? Int == 35)
            #expect(draft["categories"] as? [String] == ["main-course", "soup"])
            #expect(draft["tags"] as? [String] == ["dal", "lentils", "weeknight"])
            #expect(draft["sourceUrl"] as? String == "https://food.example/recipes/dal")
            #expect(imported["imageUrl"] == "https://food.example/images/dal.jpg")
            #expect(imported["cuisine"] == "Indian")
            #expect(imported["author"] == "Ada Lovelace")
            #expect((imported.json["declaredNutrition"] as? [String: String])?["calories"] == "250 kcal")
            #expect((imported.json["warnings"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("The draft saves as it is with POST /recipes; the import itself saves nothing")
    func draftSavesUnchanged() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let imported = try await app.api(.POST, "/api/recipes/import", json: ["html": Self.dalPage], as: ada.bearer)
            #expect(try await app.api(.GET, "/api/recipes?scope=mine", as: ada.bearer).json["total"] as? Int == 0)
            let draft = String(decoding: try JSONSerialization.data(withJSONObject: try #require(imported.json["draft"])), as: UTF8.self)

            let saved = try await app.api(.POST, "/api/recipes?householdId=\(home)", raw: draft, as: ada.bearer)

            #expect(saved.status == .created, "\(saved.body)")
            #expect(saved["title"] == "Weeknight Dal")
            #expect(saved.json["baseServings"] as? Int == 6)
        }
    }

    @Test("A page that does not say how many it serves gets 4, with a warning; missing steps are warned of")
    func warnsAboutWhatIsMissing() async throws {
        let page = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Toast",
            "recipeIngredient": ["2 slices bread", "1 tbsp butter"]}</script>
            """
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")

            let imported = try await app.api(.POST, "/api/recipes/import", json: ["html": page], as: ada.bearer)

            #expect(imported.status == .ok, "\(imported.body)")
            #expect((imported.json["draft"] as? [String: Any])?["servings"] as? Int == 4)
            let codes = (imported.json["warnings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            #expect(codes == ["no_steps", "servings_assumed"])
        }
    }

    @Test("A fetched page follows redirects, and its relative image resolves against its address")
    func followsRedirects() async throws {
        try await withLoopbackServer({ site in
            site.get("old") { request in request.redirect(to: "/recipes/dal") }
            site.get("recipes", "dal") { _ in
                Response(status: .ok, headers: ["Content-Type": "text/html"], body: .init(string: Self.dalPage))
            }
        }) { site in
            try await withApp(.sqlite) { app in
                let ada = try await app.makeUser("Ada")

                let imported = try await app.api(.POST, "/api/recipes/import", json: ["url": "\(site)/old"], as: ada.bearer)

                #expect(imported.status == .ok, "\(imported.body)")
                #expect((imported.json["draft"] as? [String: Any])?["title"] as? String == "Weeknight Dal")
                #expect(imported["imageUrl"] == "\(site)/images/dal.jpg")
            }
        }
    }

    @Test("Neither url nor html is refused, naming url")
    func needsURLOrHTML() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")

            let refused = try await app.api(.POST, "/api/recipes/import", json: [:], as: ada.bearer)

            #expect(refused.status == .badRequest)
            #expect(refused.errorField == "url")
        }
    }

    @Test("With html, url only says where the page came from: nothing is fetched")
    func htmlAndURLTogether() async throws {
        let nobodyThere = try closedLoopbackAddress() + "/dal"
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")

            let imported = try await app.api(
                .POST, "/api/recipes/import", json: ["html": Self.dalPage, "url": nobodyThere], as: ada.bearer)

            #expect(imported.status == .ok, "\(imported.body)")
            #expect((imported.json["draft"] as? [String: Any])?["sourceUrl"] as? String == nobodyThere)
        }
    }

    @Test("Blank html is refused, naming html")
    func blankHTML() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")

            let refused = try await app.api(.POST, "/api/recipes/import", json: ["html": "  \n"], as: ada.bearer)

            #expect(refused.status == .badRequest)
            #expect(refused.errorField == "html")
        }
    }

    @Test(
        "Only http and https addresses are fetched",
        arguments: ["ftp://food.example/dal", "file:///etc/passwd", "dal", "javascript:alert(1)"])
    func refusesOtherSchemes(url: String) async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")

            let refused = try await app.api(.POST, "/api/recipes/import", json: ["url": url], as: ada.bearer)

            #expect(refused.status == .badRequest)
            #expect(refused.errorField == "url")
        }
    }

    @Test("A site nobody answers at is a 422 saying the page could not be fetched")
    func unreachableSite() async throws {
        let address = try closedLoopbackAddress() + "/dal"
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")

            let failed = try await app.api(.POST, "/api/recipes/import", json: ["url": address], as: ada.bearer)

            #expect(failed.status == .unprocessableEntity)
            #expect(failed.errorField == "url")
            #expect(failed.errorMessage?.hasPrefix("Could not fetch \(address)") == true, "\(failed.errorMessage ?? "")")
        }
    }

    @Test("A site answering with an error status is a 422 naming the status")
    func errorStatus() async throws {
        try await withLoopbackServer({ site in
            site.get("gone") { _ in Response(status: .notFound) }
        }) { site in
            try await withApp(.sqlite) { app in
                let ada = try await app.makeUser("Ada")

                let failed = try await app.api(.POST, "/api/recipes/import", json: ["url": "\(site)/gone"], as: ada.bearer)

                #expect(failed.status == .unprocessableEntity)
                #expect(failed.errorField == "url")
                #expect(failed.errorMessage?.contains("404") == true)
            }
        }
    }

    @Test("A page over 5 MB is not read to its end: a 422")
    func pageTooLarge() async throws {
        let huge = String(repeating: "<p>filler</p>", count: 500_000)
        try await withLoopbackServer({ site in
            site.get("huge") { _ in Response(status: .ok, headers: ["Content-Type": "text/html"], body: .init(string: huge)) }
        }) { site in
            try await withApp(.sqlite) { app in
                let ada = try await app.makeUser("Ada")

                let failed = try await app.api(.POST, "/api/recipes/import", json: ["url": "\(site)/huge"], as: ada.bearer)

                #expect(failed.status == .unprocessableEntity)
                #expect(failed.errorMessage?.contains("larger than 5 MB") == true)
            }
        }
    }

    @Test("A page without a recipe is a 422, posted or fetched")
    func notARecipePage() async throws {
        try await withLoopbackServer({ site in
            site.get("about") { _ in Response(status: .ok, headers: ["Content-Type": "text/html"], body: .init(string: Self.notARecipe)) }
        }) { site in
            try await withApp(.sqlite) { app in
                let ada = try await app.makeUser("Ada")

                let posted = try await app.api(.POST, "/api/recipes/import", json: ["html": Self.notARecipe], as: ada.bearer)
                let fetched = try await app.api(.POST, "/api/recipes/import", json: ["url": "\(site)/about"], as: ada.bearer)

                #expect(posted.status == .unprocessableEntity)
                #expect(posted.errorField == "html")
                #expect(posted.errorMessage?.contains("No recipe was found") == true)
                #expect(fetched.status == .unprocessableEntity)
                #expect(fetched.errorField == "url")
            }
        }
    }

    @Test("Guests must sign in to import")
    func needsSignIn() async throws {
        try await withApp(.sqlite) { app in
            let refused = try await app.api(.POST, "/api/recipes/import", json: ["html": Self.dalPage])

            #expect(refused.status == .unauthorized)
        }
    }
}
