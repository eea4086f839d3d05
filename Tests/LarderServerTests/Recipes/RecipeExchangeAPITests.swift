import Foundation
import LarderCore
import LarderTestSupport
import Testing
import Vapor
import ZIPFoundation

@testable import LarderServer

/// A household's recipes out as a zip and into another household.
@Suite("Recipe export and import")
struct RecipeExchangeAPITests {
    /// A recipe using every field a household writes.
    static let fullRecipe: [String: any Sendable] = [
        "title": "Lasagne", "description": "Layers.\nMore layers.", "servings": 6,
        "prepMinutes": 30, "cookMinutes": 45, "totalMinutes": 90, "difficulty": "medium",
        "categories": ["main-course", "pasta"], "dietFlags": ["vegetarian"], "tags": ["sunday", "oven"],
        "sourceUrl": "https://food.example/lasagne",
        "ingredients": [
            ["text": "500 g ricotta", "section": "Filling"] as [String: any Sendable],
            ["text": "12 lasagne sheets", "section": "Pasta"],
            ["text": "basil leaves", "optional": true],
        ],
        "steps": ["Mix the filling.", "Layer it with the sheets.", "Bake 45 minutes."],
    ]

    @Test("An export imported into another household recreates the same recipes and photos, private", arguments: TestDatabase.all)
    func roundTrip(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: Ada (the administrator, so her recipes are public at once) and Bob, each with a household
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let adas = try await app.makeHousehold("Ada's", owner: ada)
            let bobs = try await app.makeHousehold("Bob's", owner: bob)
            let lasagne = try await app.api(.POST, "/api/recipes?householdId=\(adas)", json: Self.fullRecipe, as: ada.bearer)
            let lasagneID = try #require(lasagne["id"])
            _ = try await app.upload(
                .PUT, "/api/recipes/\(lasagneID)/photo", bytes: TinyImages.png, contentType: "image/png", as: ada.bearer)
            let toastID = try await app.makeRecipe("Toast", in: adas, by: ada)

            // MUT
            let exported = try await app.download("/api/households/\(adas)/recipes/export", as: ada.bearer)
            let imported = try await app.upload(
                .POST, "/api/households/\(bobs)/recipes/import", bytes: exported.bytes, contentType: "application/zip", as: bob.bearer)

            // validate
            #expect(exported.status == .ok)
            #expect(exported.headers.first(name: .contentType) == "application/zip")
            #expect(exported.headers.first(name: .contentDisposition)?.contains("attachment") == true)
            #expect(imported.status == .created, "\(imported.body)")
            #expect(imported.json["imported"] as? Int == 2)
            let newIDs = (imported.json["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            #expect(newIDs.count == 2)
            for (original, copy) in zip([lasagneID, toastID], newIDs) {
                let before = try await app.api(.GET, "/api/recipes/\(original)", as: ada.bearer)
                let after = try await app.api(.GET, "/api/recipes/\(copy)", as: bob.bearer)
                #expect(Self.content(after) == Self.content(before))
                #expect(after["householdId"] == bobs)
                #expect(after["status"] == "private")
                #expect(before["status"] == "approved")
            }
            let copiedLasagne = try await app.api(.GET, "/api/recipes/\(newIDs[0])", as: bob.bearer)
            let photo = try await app.download(try #require(copiedLasagne["photoUrl"]))
            #expect(photo.bytes == TinyImages.png)
        }
    }

    /// What a household wrote, as the API shows it, in a form to compare.
    static func content(_ recipe: APIResponse) -> [String: String] {
        let json = recipe.json
        var content: [String: String] = [:]
        for key in ["title", "description", "difficulty", "sourceUrl", "photoUrl"] { content[key] = json[key] as? String ?? "-" }
        for key in ["baseServings", "prepMinutes", "cookMinutes", "totalMinutes"] {
            content[key] = (json[key] as? Int).map(String.init) ?? "-"
        }
        for key in ["categories", "dietFlags", "tags"] { content[key] = (json[key] as? [String] ?? []).sorted().joined(separator: "|") }
        content["ingredients"] = (json["ingredients"] as? [[String: Any]] ?? []).map {
            "\($0["text"] as? String ?? "")/\($0["section"] as? String ?? "")/\($0["optional"] as? Bool ?? false)"
        }.joined(separator: "|")
        content["steps"] = (json["steps"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }.joined(separator: "|")
        content["aiGenerated"] = String(describing: json["aiGenerated"] as? Bool)
        return content
    }

    @Test("The zip holds recipes.json in Larder's format, version 1, and the photos it names")
    func archiveLayout() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)
            let photoURL = try #require(
                try await app.upload(
                    .PUT, "/api/recipes/\(recipe)/photo", bytes: TinyImages.jpeg, contentType: "image/jpeg", as: ada.bearer)["photoUrl"])

            let exported = try await app.download("/api/households/\(home)/recipes/export", as: ada.bearer)

            let contents = try RecipeArchive.read(Data(exported.bytes), maxPhotoBytes: 1 << 20)
            #expect(contents.file.format == "larder-recipes")
            #expect(contents.file.version == 1)
            #expect(contents.file.recipes.map(\.title) == ["Pancakes"])
            let name = try #require(contents.file.recipes.first?.photo)
            #expect(photoURL == "/photos/\(name)")
            #expect(contents.photos[name] == TinyImages.jpeg)
        }
    }

    @Test("An empty household exports an archive with no recipes")
    func emptyHousehold() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            let exported = try await app.download("/api/households/\(home)/recipes/export", as: ada.bearer)

            #expect(exported.status == .ok)
            #expect(try RecipeArchive.read(Data(exported.bytes), maxPhotoBytes: 1 << 20).file.recipes.isEmpty)
        }
    }

    @Test("Someone outside the household can neither export nor import its recipes", arguments: TestDatabase.all)
    func strangersGetNotFound(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            _ = try await app.makeRecipe("Pancakes", in: home, by: ada)
            let archive = try await app.download("/api/households/\(home)/recipes/export", as: ada.bearer).bytes

            let exported = try await app.download("/api/households/\(home)/recipes/export", as: bob.bearer)
            let imported = try await app.upload(
                .POST, "/api/households/\(home)/recipes/import", bytes: archive, contentType: "application/zip", as: bob.bearer)

            #expect(exported.status == .notFound)
            #expect(imported.status == .notFound)
            #expect(try await app.api(.GET, "/api/recipes?scope=household", as: ada.bearer).json["total"] as? Int == 1)
        }
    }

    @Test("A member who is not an owner may export and import")
    func membersMayExchange() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let cy = try await app.makeUser("Cy")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(cy, to: home, by: ada)
            _ = try await app.makeRecipe("Pancakes", in: home, by: ada)

            let exported = try await app.download("/api/households/\(home)/recipes/export", as: cy.bearer)
            let imported = try await app.upload(
                .POST, "/api/households/\(home)/recipes/import", bytes: exported.bytes, contentType: "application/zip", as: cy.bearer)

            #expect(exported.status == .ok)
            #expect(imported.status == .created)
        }
    }

    @Test(
        "A malformed archive is refused naming archive, and nothing is imported",
        arguments: [
            ("not a zip", Array("this is not a zip file".utf8)),
            ("no recipes.json", try! RecipeArchive.zipOf(["notes.txt": Data("hello".utf8)])),
            ("not JSON", try! RecipeArchive.zipOf(["recipes.json": Data("{ nope".utf8)])),
            (
                "another format",
                try! RecipeArchive.zipOf(["recipes.json": Data(#"{"format": "mealie", "version": 1, "recipes": []}"#.utf8)])
            ),
            (
                "a later version",
                try! RecipeArchive.zipOf(["recipes.json": Data(#"{"format": "larder-recipes", "version": 2, "recipes": []}"#.utf8)])
            ),
            (
                "a missing photo",
                try! RecipeArchive.zipOf([
                    "recipes.json": try! RecipeExchangeFile(recipes: [
                        .init(
                            RecipeDraft(title: "Toast", ingredients: [.init(text: "1 slice bread")], steps: ["Toast it."]),
                            photo: String(repeating: "a", count: 64) + ".png")
                    ]).encoded()
                ])
            ),
            (
                "a photo that is no image",
                try! RecipeArchive.zipOf([
                    "recipes.json": try! RecipeExchangeFile(recipes: [
                        .init(
                            RecipeDraft(title: "Toast", ingredients: [.init(text: "1 slice bread")], steps: ["Toast it."]),
                            photo: String(repeating: "a", count: 64) + ".png")
                    ]).encoded(),
                    "photos/" + String(repeating: "a", count: 64) + ".png": Data("not a png".utf8),
                ])
            ),
        ] as [(String, [UInt8])])
    func malformedArchives(name: String, archive: [UInt8]) async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            let refused = try await app.upload(
                .POST, "/api/households/\(home)/recipes/import", bytes: archive, contentType: "application/zip", as: ada.bearer)

            #expect(refused.status == .badRequest, "\(name): \(refused.body)")
            #expect(refused.errorField == "archive", "\(name)")
            #expect(try await app.api(.GET, "/api/recipes?scope=household", as: ada.bearer).json["total"] as? Int == 0)
        }
    }

    @Test("One bad recipe refuses the whole archive: all or nothing", arguments: TestDatabase.all)
    func allOrNothing(database: TestDatabase) async throws {
        let file = RecipeExchangeFile(recipes: [
            .init(RecipeDraft(title: "Toast", ingredients: [.init(text: "1 slice bread")], steps: ["Toast it."])),
            .init(RecipeDraft(title: "Tea", ingredients: [], steps: ["Brew it."])),
        ])
        let archive = try RecipeArchive.zipOf(["recipes.json": try file.encoded()])
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            let refused = try await app.upload(
                .POST, "/api/households/\(home)/recipes/import", bytes: archive, contentType: "application/zip", as: ada.bearer)

            #expect(refused.status == .badRequest)
            #expect(refused.errorField == "archive")
            #expect(refused.errorMessage?.contains("recipe 2 (“Tea”)") == true, "\(refused.errorMessage ?? "")")
            #expect(try await app.api(.GET, "/api/recipes?scope=household", as: ada.bearer).json["total"] as? Int == 0)
        }
    }

    @Test("An archive over LARDER_MAX_ARCHIVE_BYTES is refused with 413")
    func oversizedArchive() async throws {
        try await withApp(.sqlite, configure: { $0.maxArchiveBytes = 4096 }) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let archive = try RecipeArchive.zipOf(["recipes.json": Data(count: 0), "filler.bin": Data((0..<8192).map { UInt8($0 % 251) })])

            let refused = try await app.upload(
                .POST, "/api/households/\(home)/recipes/import", bytes: archive, contentType: "application/zip", as: ada.bearer)

            #expect(refused.status == .payloadTooLarge)
        }
    }
}

extension RecipeArchive {
    /// A zip of exactly these entries, for archives an export would never make.
    static func zipOf(_ entries: [String: Data]) throws -> [UInt8] {
        let archive = try ZIPFoundation.Archive(data: Data(), accessMode: .create)
        for (path, data) in entries.sorted(by: { $0.key < $1.key }) {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return Array(archive.data ?? Data())
    }
}
