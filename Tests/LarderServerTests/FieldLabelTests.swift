import Foundation
@testable import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// Pages say what went wrong in the reader's language with the field's label, never the API's
/// name for the field; the JSON API keeps `field` names for programs.
@Suite("Errors name fields by their labels")
struct FieldLabelTests {
    @Test("Every field an error can name has a label")
    func everyFieldAnErrorNamesHasALabel() throws {
        let sources = ServerModules.serverSources.deletingLastPathComponent()
        var named = Set<String>()
        for folder in ["LarderServer", "LarderCore"] {
            let enumerator = FileManager.default.enumerator(at: sources.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", !url.path.contains("/Migrations/") else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for match in text.matches(of: /(?:invalid\(|field: )"([A-Za-z][A-Za-z0-9]*)/) { named.insert(String(match.output.1)) }
            }
        }
        for phrase in Phrase.allCases where phrase.rawValue.contains("rror") {
            for match in Catalogues.english[phrase, default: ""].matches(of: /“([a-z]+[A-Z][A-Za-z]*|[a-z]+)”/) {
                named.insert(String(match.output.1))
            }
        }
        let unlabelled = named.filter { FieldLabels.phrases[$0] == nil }.sorted()
        #expect(named.count > 100)
        #expect(unlabelled.isEmpty, "no label for \(unlabelled)")
    }

    @Test("A field quoted by its API name is quoted by its label in each language", arguments: [
        (Language.en, "“Amount” must be a number above 0 and at most 1000."),
        (.uk, "«Кількість» має бути числом більше 0 і не більше 1000."),
        (.ru, "«Количество» должно быть числом больше 0 и не больше 1000."),
    ])
    func quotedFieldIsLabelled(language: Language, expected: String) {
        let error = AppError.invalid("amount", .pantryErrorAmountInvalid, ["amount", "0", "1000"])
        #expect(Localizer(language).sentence(for: error) == expected)
    }

    @Test("Names written into a sentence itself are labelled too")
    func namesInTheSentenceAreLabelled() {
        let error = AppError.invalid("heightFeet", .nutritionErrorHeightEitherOr)
        let sentence = Localizer(.uk).sentence(for: error)
        #expect(!sentence.contains("heightCm") && !sentence.contains("heightFeet"), "\(sentence)")
        #expect(sentence.contains("«\(Localizer(.uk)[.nutritionHeightCm])»"))
    }

    @Test("A line of a list is labelled with its number")
    func listLineIsLabelledWithItsNumber() {
        #expect(FieldLabels.label(of: "ingredients[2].text", Localizer(.en)) == "Ingredients, 3")
    }

    @Test("A part of an object is labelled as itself")
    func partOfAnObjectIsLabelledAsItself() {
        #expect(FieldLabels.label(of: "nutrients.energyKcal", Localizer(.uk)) == Localizer(.uk)[.nutritionEnergyKcal])
    }

    @Test("The API keeps the field's name", arguments: [TestDatabase.sqlite])
    func apiKeepsFieldNames(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let response = try await app.api(
                .POST, "/api/households/\(kitchen.home)/pantry/items", json: ["name": "rice", "amount": -1],
                as: kitchen.ada.bearer, headers: [("Accept-Language", "uk")])
            #expect(response.status == .badRequest)
            #expect(response.errorField == "amount")
            #expect(response.errorMessage?.contains("“amount”") == true)
        }
    }

    @Test("The profile form in Ukrainian names the height fields by their labels", arguments: [TestDatabase.sqlite])
    func profileFormNamesFieldsByLabel(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            browser.acceptLanguage = "uk"
            try await browser.get("/nutrition/profile")
            let page = try await browser.post("/nutrition/profile", [
                "sex": "female", "birthDate": "1990-05-01", "heightUnit": "cm", "heightCm": "", "weightUnit": "kg",
                "weightKg": "60", "activityLevel": "2", "goal": "maintain",
            ])
            #expect(page.status == .badRequest)
            #expect(!page.html.contains("heightCm”") && !page.html.contains("«heightCm»"))
            #expect(page.html.contains("«\(Localizer(.uk)[.nutritionHeightCm])»"))
        }
    }

    @Test("Registration shows every problem at once, each by its field, in the reader's language", arguments: [TestDatabase.sqlite])
    func registrationShowsEveryProblem(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let browser = WebBrowser(app)
            browser.acceptLanguage = "ru"
            try await browser.get("/register")
            let page = try await browser.post("/register", ["name": "", "email": "not an address", "password": "short"])
            #expect(page.status == .badRequest)
            let errors = page.html.components(separatedBy: "class=\"field-error\"").count - 1
            #expect(errors == 3, "\(page.html)")
            #expect(page.html.contains("id=\"name-error\"") && page.html.contains("id=\"email-error\"") && page.html.contains("id=\"password-error\""))
            #expect(!page.html.contains("“name”") && !page.html.contains("«name»") && !page.html.contains("«password»"))
        }
    }
}
