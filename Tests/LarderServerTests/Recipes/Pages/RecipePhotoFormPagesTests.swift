import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe pages: photos on the form")
struct RecipePhotoFormPagesTests {
    private let pancakes: [(String, String)] = [
        ("title", "Pancakes"), ("ingredients", "2 cups flour\n1 cup milk"), ("steps", "Mix.\n\nFry."), ("servings", "4"),
        ("categories[]", "breakfast"), ("categories[]", "quick-and-easy"), ("dietFlags[]", "vegetarian"),
    ]

    private func photo(_ bytes: [UInt8], type: String = "image/jpeg", name: String = "pancakes.jpg") -> WebBrowser.Upload {
        WebBrowser.Upload(field: "photo", filename: name, contentType: type, bytes: bytes)
    }

    @Test("A photo chosen on the new-recipe form is the recipe's hero; the form's other fields arrive whole", arguments: TestDatabase.all)
    func createWithPhoto(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let form = try await browser.get("/recipes/new")

            let created = try await browser.post("/recipes", pairs: pancakes, files: [photo(TinyImages.jpeg)])
            let page = try await browser.follow(created)

            #expect(form.html.contains(#"enctype="multipart/form-data""#))
            #expect(form.html.contains(#"type="file""#))
            #expect(created.status == .seeOther, "\(created.html)")
            #expect(page.html.contains(#"class="recipe-hero""#))
            let id = created.location?.split(separator: "/").last.map(String.init) ?? ""
            let api = try await app.api(.GET, "/api/recipes/\(id)", as: kitchen.ada.bearer)
            #expect(api["photoUrl"]?.hasSuffix(".jpg") == true)
            #expect(Set(api.json["categories"] as? [String] ?? []) == ["breakfast", "quick-and-easy"])
            #expect(api.json["dietFlags"] as? [String] == ["vegetarian"])
        }
    }

    @Test("A file field left empty saves the recipe without a photo", arguments: [TestDatabase.sqlite])
    func emptyFileField(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/new")

            let created = try await browser.post(
                "/recipes", pairs: pancakes, files: [photo([], type: "application/octet-stream", name: "")])

            #expect(created.status == .seeOther)
            let id = created.location?.split(separator: "/").last.map(String.init) ?? ""
            #expect(try await app.api(.GET, "/api/recipes/\(id)", as: kitchen.ada.bearer)["photoUrl"] == nil)
        }
    }

    @Test("A photo over the limit is refused with 413 and the limit, keeping what was typed", arguments: TestDatabase.all)
    func oversizePhoto(database: TestDatabase) async throws {
        try await withApp(database, configure: { $0.maxPhotoBytes = 4096 }) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/new")
            let big = TinyImages.jpeg + [UInt8](repeating: 0, count: 5000)

            let page = try await browser.post("/recipes", pairs: pancakes, files: [photo(big)])

            #expect(page.status == .payloadTooLarge)
            #expect(page.html.contains(#"id="photo-error""#))
            #expect(page.html.contains("The photo is too large (the limit is 4 KB)."))
            #expect(page.html.contains(#"value="Pancakes""#))
            let mine = try await app.api(.GET, "/api/recipes?scope=mine", as: kitchen.ada.bearer)
            #expect(mine.json["total"] as? Int == 0)
        }
    }

    @Test("A file that is not a JPEG, PNG or WebP is refused at the photo field", arguments: [TestDatabase.sqlite])
    func notAnImage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/new")

            let page = try await browser.post(
                "/recipes", pairs: pancakes, files: [photo(Array("GIF89a not really".utf8), type: "image/gif", name: "a.gif")])

            #expect(page.status == .badRequest)
            #expect(page.html.contains(#"id="photo-error""#))
            #expect(page.html.contains("The photo must be a JPEG, PNG or WebP image."))
        }
    }

    @Test("Editing replaces the photo, and “Remove this photo” takes it away", arguments: TestDatabase.all)
    func replaceAndRemove(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/\(id)/edit")

            let replaced = try await browser.post("/recipes/\(id)/edit", pairs: pancakes, files: [photo(TinyImages.png, type: "image/png")])
            let edit = try await browser.get("/recipes/\(id)/edit")
            let withPhoto = try await app.api(.GET, "/api/recipes/\(id)", as: kitchen.ada.bearer)["photoUrl"]
            let removed = try await browser.post("/recipes/\(id)/edit", pairs: pancakes + [("removePhoto", "on")], files: [])
            let afterRemoval = try await app.api(.GET, "/api/recipes/\(id)", as: kitchen.ada.bearer)["photoUrl"]

            #expect(replaced.status == .seeOther)
            #expect(withPhoto?.hasSuffix(".png") == true)
            #expect(edit.html.contains(#"class="photo-current""#))
            #expect(edit.html.contains(#"name="removePhoto""#))
            #expect(removed.status == .seeOther)
            #expect(afterRemoval == nil)
        }
    }
}
