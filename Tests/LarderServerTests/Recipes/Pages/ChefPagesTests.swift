import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe pages: chefs")
struct ChefPagesTests {
    @Test("A chef's page shows their public recipes and no other; the recipe's credit links to it", arguments: TestDatabase.all)
    func chefPageListsOnlyPublicRecipes(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let chef = try await app.makeChef("Olia Hercules", bio: "Cook and writer.", by: kitchen.admin)
            let borscht = try await app.makeRecipe("Borscht", in: kitchen.home, by: kitchen.ada)
            let waiting = try await app.makeRecipe("Waiting pie", in: kitchen.home, by: kitchen.ada)
            _ = try await app.api(.POST, "/api/recipes/\(borscht)/submit", as: kitchen.ada.bearer)
            _ = try await app.api(.POST, "/api/admin/recipes/\(borscht)/approve", json: ["chefId": chef], as: kitchen.admin.bearer)
            _ = try await app.api(.POST, "/api/recipes/\(waiting)/submit", as: kitchen.ada.bearer)
            _ = try await app.api(.PUT, "/api/admin/recipes/\(waiting)/chef", json: ["chefId": chef], as: kitchen.admin.bearer)

            let asGuest = try await WebBrowser(app).get("/chefs/\(chef)")
            let asAdmin = try await WebBrowser.signedIn(app, as: kitchen.admin).get("/chefs/\(chef)")
            let recipe = try await WebBrowser(app).get("/recipes/\(borscht)")
            let list = try await WebBrowser(app).get("/chefs")

            #expect(asGuest.status == .ok)
            #expect(asGuest.html.contains("<h1>Olia Hercules</h1>"))
            #expect(asGuest.html.contains("Cook and writer."))
            #expect(asGuest.html.contains("Borscht"))
            #expect(!asGuest.html.contains("Waiting pie"))
            #expect(!asAdmin.html.contains("Waiting pie"), "not even for an admin, who may read it elsewhere")
            #expect(recipe.html.contains(#"href="/chefs/\#(chef)""#))
            #expect(list.html.contains(#"href="/chefs/\#(chef)""#))
            #expect(try await WebBrowser(app).get("/chefs/\(UUID().uuidString)").status == .notFound)
        }
    }

    @Test("Admins add, edit, photograph and delete chefs through the admin pages", arguments: TestDatabase.all)
    func adminChefLifecycle(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let admin = try await WebBrowser.signedIn(app, as: kitchen.admin)
            let list = try await admin.get("/admin/chefs")

            let invalid = try await admin.post("/admin/chefs", ["name": " "])
            let created = try await admin.post(
                "/admin/chefs", ["name": "Olia Hercules", "bio": "Cook.", "links": "https://oliahercules.com\nnot a link"])
            let withGoodLinks = try await admin.post(
                "/admin/chefs", ["name": "Olia Hercules", "bio": "Cook.", "links": "https://oliahercules.com"])
            let id = withGoodLinks.location?.split(separator: "/").last.map(String.init) ?? ""
            let edit = try await admin.get("/admin/chefs/\(id)")
            let updated = try await admin.post("/admin/chefs/\(id)", ["name": "Olia Hercules", "bio": "Author of Mamushka.", "links": ""])
            let photo = try await admin.post(
                "/admin/chefs/\(id)/photo", pairs: [],
                files: [WebBrowser.Upload(field: "photo", filename: "olia.png", contentType: "image/png", bytes: TinyImages.png)])
            let afterPhoto = try await app.api(.GET, "/api/chefs/\(id)")
            try await admin.get("/admin/chefs/\(id)")
            _ = try await admin.post("/admin/chefs/\(id)/photo/remove")
            let afterRemoval = try await app.api(.GET, "/api/chefs/\(id)")
            let confirm = try await admin.get("/admin/chefs/\(id)/delete")
            let deleted = try await admin.post("/admin/chefs/\(id)/delete")

            #expect(list.html.contains("Add a chef"))
            #expect(invalid.status == .badRequest)
            #expect(invalid.html.contains("“Name” is required."))
            #expect(created.status == .badRequest)
            #expect(created.html.contains(#"id="links-error""#))
            #expect(withGoodLinks.status == .seeOther)
            #expect(edit.html.contains("https://oliahercules.com</textarea>"))
            #expect(updated.status == .seeOther)
            #expect(photo.status == .seeOther)
            #expect((afterPhoto.json["chef"] as? [String: Any])?["photoUrl"] as? String != nil)
            #expect((afterPhoto.json["chef"] as? [String: Any])?["bio"] as? String == "Author of Mamushka.")
            #expect((afterPhoto.json["chef"] as? [String: Any])?["links"] as? [String] == [])
            #expect((afterRemoval.json["chef"] as? [String: Any])?["photoUrl"] == nil)
            #expect(confirm.html.contains("Delete the chef “Olia Hercules”?"))
            #expect(deleted.location == "/admin/chefs")
            #expect(try await app.api(.GET, "/api/chefs/\(id)").status == .notFound)
        }
    }

    @Test("People who are not admins are refused the chef admin pages; guests sign in first", arguments: TestDatabase.all)
    func onlyAdminsManageChefs(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let chef = try await app.makeChef("Chef", bio: "Cook and writer.", by: kitchen.admin)
            let ada = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await ada.get("/recipes")
            let guest = WebBrowser(app)

            #expect(try await ada.get("/admin/chefs").status == .forbidden)
            #expect(try await ada.get("/admin/chefs/\(chef)").status == .forbidden)
            #expect(try await ada.post("/admin/chefs", ["name": "Mine"]).status == .forbidden)
            #expect(try await ada.post("/admin/chefs/\(chef)", ["name": "Mine"]).status == .forbidden)
            #expect(try await ada.post("/admin/chefs/\(chef)/photo/remove").status == .forbidden)
            #expect(try await ada.post("/admin/chefs/\(chef)/delete").status == .forbidden)
            let guestPage = try await guest.get("/admin/chefs")
            #expect(guestPage.location == "/login?next=%2Fadmin%2Fchefs")
            let unchanged = try await app.api(.GET, "/api/chefs/\(chef)")
            #expect((unchanged.json["chef"] as? [String: Any])?["name"] as? String == "Chef")
        }
    }

    @Test("An admin approves a submitted recipe with a chef, and credits another on a public recipe", arguments: TestDatabase.all)
    func approveWithChef(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let chef = try await app.makeChef("Olia Hercules", bio: "Cook and writer.", by: kitchen.admin)
            let other = try await app.makeChef("Yotam", bio: "Cook and writer.", by: kitchen.admin)
            let id = try await app.makeRecipe("Borscht", in: kitchen.home, by: kitchen.ada)
            _ = try await app.api(.POST, "/api/recipes/\(id)/submit", as: kitchen.ada.bearer)
            let admin = try await WebBrowser.signedIn(app, as: kitchen.admin)

            let queue = try await admin.get("/admin/recipes")
            let approved = try await admin.post("/admin/recipes/\(id)/approve", ["chefId": chef, "next": "/admin/recipes"])
            let afterApproval = try await app.api(.GET, "/api/recipes/\(id)")
            let detail = try await admin.get("/recipes/\(id)")
            let credited = try await admin.post("/admin/recipes/\(id)/chef", ["chefId": other, "next": "/recipes/\(id)"])
            let afterCredit = try await admin.follow(credited)
            let uncredited = try await admin.post("/admin/recipes/\(id)/chef", ["chefId": "", "next": "/recipes/\(id)"])
            let afterUncredit = try await app.api(.GET, "/api/recipes/\(id)")

            #expect(queue.html.contains(#"<option value="\#(chef)">Olia Hercules</option>"#))
            #expect(approved.status == .seeOther)
            #expect((afterApproval.json["chef"] as? [String: Any])?["id"] as? String == chef)
            #expect(detail.html.contains(#"action="/admin/recipes/\#(id)/chef""#))
            #expect(credited.location == "/recipes/\(id)")
            #expect(afterCredit.html.contains("Credited to Yotam."))
            #expect(uncredited.status == .seeOther)
            #expect(afterUncredit.json["chef"] == nil)
        }
    }
}
