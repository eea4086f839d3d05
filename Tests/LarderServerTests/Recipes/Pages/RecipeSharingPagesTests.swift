import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe pages: rating, favourites, publication")
struct RecipeSharingPagesTests {
    @Test("Rating and favouriting through the recipe page's forms", arguments: TestDatabase.all)
    func rateAndFavourite(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let bob = try await app.makeUser("Bob")
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            try await app.publish(id, by: kitchen.ada, admin: kitchen.admin)
            let browser = try await WebBrowser.signedIn(app, as: bob)
            try await browser.get("/recipes/\(id)")

            let rated = try await browser.post("/recipes/\(id)/rating", ["stars": "4"])
            let afterRating = try await browser.follow(rated)
            let favourited = try await browser.post("/recipes/\(id)/favourite", ["favourite": "true"])
            let afterFavourite = try await browser.follow(favourited)
            let favourites = try await browser.get("/recipes/mine?list=favourites")

            #expect(rated.location == "/recipes/\(id)#rating")
            #expect(afterRating.html.contains("Thanks — your rating is saved."))
            #expect(afterRating.html.contains("4 of 5 · 1 rated"))
            #expect(afterRating.html.contains("You gave it 4 of 5."))
            #expect(afterFavourite.html.contains("Added to your favourites."))
            #expect(afterFavourite.html.contains("♥ In your favourites"))
            #expect(favourites.html.contains("Pancakes"))
        }
    }

    @Test("A guest sees the rating but is asked to sign in to give one", arguments: [TestDatabase.sqlite])
    func guestsSignInToRate(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            try await app.publish(id, by: kitchen.ada, admin: kitchen.admin)
            let browser = WebBrowser(app)

            let page = try await browser.get("/recipes/\(id)")
            let posted = try await browser.post("/recipes/\(id)/rating", ["stars": "5"])

            #expect(page.html.contains("Sign in to rate"))
            #expect(!page.html.contains(#"name="stars""#))
            #expect(posted.status == .seeOther)
            #expect(posted.location?.hasPrefix("/login?next=%2Frecipes%2F") == true, "back to the recipe, not to the form's address")
            #expect(posted.location?.contains("rating") == false)
        }
    }

    @Test("Submitted, approved in the admin queue, then a guest can open it", arguments: TestDatabase.all)
    func submitApproveAndPublish(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            let ada = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await ada.get("/recipes/\(id)")
            let guest = WebBrowser(app)

            let submitted = try await ada.follow(try await ada.post("/recipes/\(id)/submit"))
            let beforeApproval = try await guest.get("/recipes/\(id)")
            let admin = try await WebBrowser.signedIn(app, as: kitchen.admin)
            let queue = try await admin.get("/admin/recipes")
            let approved = try await admin.post("/admin/recipes/\(id)/approve", ["next": "/admin/recipes"])
            let afterApproval = try await admin.follow(approved)
            let publicPage = try await guest.get("/recipes/\(id)")
            let home = try await guest.get("/")

            #expect(submitted.html.contains("Submitted: an administrator will look at it soon."))
            #expect(submitted.html.contains("Waiting for review"))
            #expect(beforeApproval.status == .notFound)
            #expect(queue.html.contains("Pancakes"))
            #expect(queue.html.contains("/admin/recipes/\(id)/approve"))
            #expect(afterApproval.html.contains("“Pancakes” is published."))
            #expect(afterApproval.html.contains("Nothing to moderate"))
            #expect(publicPage.status == .ok)
            #expect(home.html.contains("Pancakes"))
        }
    }

    @Test("The queue names who submitted each recipe and previews its ingredients and first steps", arguments: TestDatabase.all)
    func queueShowsSubmitterAndPreview(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let lines = ["2 cups flour", "1 cup milk", "2 eggs", "1 tbsp sugar", "1 pinch salt", "1 tbsp butter", "1 cup blueberries"]
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada, ingredients: lines)
            _ = try await app.api(.POST, "/api/recipes/\(id)/submit", as: kitchen.ada.bearer)

            let queue = try await WebBrowser.signedIn(app, as: kitchen.admin).get("/admin/recipes")

            #expect(queue.html.contains("Submitted by Ada, "))
            #expect(lines.prefix(6).allSatisfy { queue.html.contains("<li>\($0)</li>") })
            #expect(!queue.html.contains("1 cup blueberries"), "six lines, then an ellipsis")
            #expect(queue.html.contains("<li>…</li>"))
        }
    }

    @Test("Rejecting needs a reason, which the household then sees on the recipe", arguments: TestDatabase.all)
    func rejectWithReason(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            _ = try await app.api(.POST, "/api/recipes/\(id)/submit", as: kitchen.ada.bearer)
            let admin = try await WebBrowser.signedIn(app, as: kitchen.admin)
            try await admin.get("/admin/recipes")

            let withoutReason = try await admin.post("/admin/recipes/\(id)/reject", ["reason": " ", "next": "/admin/recipes"])
            let withReason = try await admin.post(
                "/admin/recipes/\(id)/reject", ["reason": "Please add the oven temperature.", "next": "/admin/recipes"])
            let seenByAda = try await WebBrowser.signedIn(app, as: kitchen.ada).get("/recipes/\(id)")

            #expect(withoutReason.status == .badRequest)
            #expect(withoutReason.html.contains("“Reason (the household sees it)” is required."))
            #expect(withReason.status == .seeOther)
            #expect(seenByAda.html.contains("Please add the oven temperature."))
            #expect(seenByAda.html.contains("Submit for publication"))
        }
    }

    @Test("An admin picks a public recipe for Editor's Choice and the home feed shows it there", arguments: TestDatabase.all)
    func editorsChoice(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            try await app.publish(id, by: kitchen.ada, admin: kitchen.admin)
            let admin = try await WebBrowser.signedIn(app, as: kitchen.admin)
            let list = try await admin.get("/admin/recipes/public")

            let chosen = try await admin.post("/admin/recipes/\(id)/editors-choice", ["chosen": "true", "next": "/admin/recipes/public"])
            let home = try await WebBrowser(app).get("/")

            #expect(list.html.contains("Add to Editor’s Choice"))
            #expect(chosen.location == "/admin/recipes/public")
            #expect(home.html.contains("Editor’s Choice"))
            #expect(home.html.occurrences(of: "/recipes/\(id)\"") >= 2, "on the Editor's Choice shelf and among the newest")
        }
    }

    @Test("Only admins open the moderation queue", arguments: [TestDatabase.sqlite])
    func queueIsForAdmins(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let page = try await WebBrowser.signedIn(app, as: kitchen.ada).get("/admin/recipes")
            #expect(page.status == .forbidden)
        }
    }
}
