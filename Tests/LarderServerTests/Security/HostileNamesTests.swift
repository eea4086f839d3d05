import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// Every name a person can give, in every module, is written as markup-breaking text; then every
/// page a signed-in owner and administrator can reach by following links is opened. No page may
/// carry the planted attribute or element: what people type is text, wherever a page writes it.
@Suite("Hostile names")
struct HostileNamesTests {
    /// Closes a double- or single-quoted attribute, adds one of its own, closes the tag and a
    /// script block, and opens an element of its own.
    static let hostile = #"X"' data-planted="1"></script><planted-tag>"#

    @Test("No page reached by following links carries markup from a name someone typed", arguments: [TestDatabase.sqlite])
    func noPageCarriesPlantedMarkup(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let owner = try await app.makeUser(Self.hostile, email: "owner@example.com")
            try await HostileKitchen.fill(app, owner: owner)
            let browser = try await WebBrowser.signedIn(app, as: owner)

            let visited = try await PageCrawl.visit(from: ["/"], limit: 600, with: browser) { path, page in
                let planted = PlantedMarkup.found(in: page.html)
                #expect(planted.isEmpty, "\(path) carries \(planted)")
            }

            #expect(visited.count >= 60, "only \(visited.count) pages were reached: \(visited.sorted())")
            #expect(visited.contains { $0.hasPrefix("/recipes/") })
            #expect(visited.contains { $0.hasPrefix("/admin") })
        }
    }

    // The detector's own checks: an injected attribute or element is found, escaped text is not.

    @Test("An attribute planted by breaking out of a quoted value is found")
    func plantedAttributeIsFound() {
        let html = #"<input value="X"' data-planted="1">"#
        #expect(PlantedMarkup.found(in: html) == ["attribute data-planted in <input>"])
    }

    @Test("An element planted after closing a script block is found")
    func plantedElementIsFound() {
        let html = #"<script type="application/json">{"name":"X</script><planted-tag>"}</script>"#
        #expect(PlantedMarkup.found(in: html) == ["element <planted-tag>"])
    }

    @Test("The same name escaped, in text and in attributes, is not found")
    func escapedNameIsNotFound() {
        let html = #"<p>X"' data-planted="1"&gt;&lt;/script&gt;&lt;planted-tag&gt;</p>"#
            + #"<input value="X&quot;&#39; data-planted=&quot;1&quot;&gt;&lt;/script&gt;&lt;planted-tag&gt;">"#
        #expect(PlantedMarkup.found(in: html).isEmpty)
    }
}

/// Finds what `HostileNamesTests.hostile` plants when it is written unescaped.
enum PlantedMarkup {
    // Attributes as a browser reads them: a quote may start a name, and no space is needed after a
    // quoted value. Possessive quantifiers keep a stray "<" from backtracking without end.
    private static let attributes = #"\s*+([^\s/>=]++)(?:\s*+=\s*+(?:"[^"]*+"|'[^']*+'|[^\s>]++))?+"#
    private static let tag = try! NSRegularExpression(pattern: #"<([a-zA-Z][a-zA-Z0-9-]*+)((?:"# + attributes + #")*+)\s*+/?>"#)
    private static let attributeName = try! NSRegularExpression(pattern: attributes)

    static func found(in html: String) -> [String] {
        let text = html as NSString
        var found: [String] = []
        for match in tag.matches(in: html, range: NSRange(location: 0, length: text.length)) {
            let element = text.substring(with: match.range(at: 1)).lowercased()
            if element == "planted-tag" { found.append("element <planted-tag>") }
            let attributesRange = match.range(at: 2)
            guard attributesRange.location != NSNotFound, attributesRange.length > 0 else { continue }
            for attribute in attributeName.matches(in: html, range: attributesRange) {
                if text.substring(with: attribute.range(at: 1)).lowercased() == "data-planted" {
                    found.append("attribute data-planted in <\(element)>")
                }
            }
        }
        return found
    }
}

/// A household with a bit of everything, where everything that takes a name has `name` (the
/// hostile one unless told otherwise).
enum HostileKitchen {
    static func fill(_ app: Application, owner: TestUser, name: String = HostileNamesTests.hostile) async throws {
        let home = try await app.makeHousehold(name, owner: owner)
        let h = "/api/households/\(home)"
        let bearer = owner.bearer
        func created(_ response: APIResponse, _ what: String) throws -> String {
            guard (200..<300).contains(response.status.code), let id = response["id"] else {
                throw FixtureError("\(what): \(response.status) \(response.body)")
            }
            return id
        }
        func succeeded(_ response: APIResponse) throws {
            guard (200..<300).contains(response.status.code) else { throw FixtureError("\(response.status) \(response.body)") }
        }
        let recipe = try created(
            await app.api(
                .POST, "/api/recipes?householdId=\(home)",
                json: [
                    "title": name, "description": name, "servings": 2, "tags": [String(name.prefix(40))],
                    "ingredients": [["text": "200 g rice \(name)", "section": name] as [String: any Sendable], ["text": name]],
                    "steps": [name, "Cook \(name)"],
                ], as: bearer), "recipe")
        try succeeded(await app.api(.PUT, "/api/recipes/\(recipe)/rating", json: ["stars": 4], as: bearer))
        let collection = try created(
            await app.api(.POST, "/api/collections", json: ["name": name, "description": name], as: bearer), "collection")
        try succeeded(await app.api(.POST, "/api/collections/\(collection)/recipes", json: ["recipeId": recipe], as: bearer))
        _ = try await app.makeChef(name, bio: name, by: owner)
        _ = try await app.makeDevice(name, admin: owner, activateIn: home, by: owner)
        try succeeded(await app.api(.POST, "/api/me/app-passwords", json: ["name": name], as: bearer))

        _ = try created(
            await app.api(.POST, "\(h)/pantry/items", json: ["name": name, "amount": 2, "note": name], as: bearer), "pantry item")
        _ = try created(
            await app.api(.POST, "\(h)/pantry/items", json: ["name": "rice", "amount": 1, "unit": "kg", "note": name], as: bearer),
            "pantry item")
        let list = try created(await app.api(.POST, "\(h)/shopping-lists", json: ["name": name], as: bearer), "shopping list")
        try succeeded(await app.api(.POST, "/api/shopping-lists/\(list)/items", json: ["text": "2 \(name)", "note": name], as: bearer))
        try succeeded(await app.api(.POST, "/api/shopping-lists/\(list)/recipes", json: ["recipeId": recipe], as: bearer))
        try succeeded(await app.api(.POST, "\(h)/shopping-stores", json: ["name": name], as: bearer))

        let reminders = try created(await app.api(.POST, "\(h)/reminder-lists", json: ["name": name], as: bearer), "reminder list")
        let tag = try created(await app.api(.POST, "\(h)/reminder-tags", json: ["name": name], as: bearer), "reminder tag")
        _ = try created(
            await app.api(
                .POST, "\(h)/reminders", json: ["title": name, "notes": name, "listId": reminders, "tagIds": [tag]], as: bearer),
            "reminder")
        try succeeded(await app.api(.POST, "\(h)/smart-lists", json: ["name": name, "filter": ["flagged": true]], as: bearer))

        try succeeded(await app.api(.POST, "\(h)/foods", json: ["name": name, "nutrients": ["energyKcal": 120]], as: bearer))
        try succeeded(await app.api(
            .POST, "/api/nutrition/diary/\(Self.today)/entries",
            json: ["kind": "quick", "meal": "lunch", "name": name, "energyKcal": 300], as: bearer))
        try succeeded(await app.api(
            .POST, "\(h)/plan/entries", json: ["day": Self.today, "meal": "dinner", "recipeId": recipe, "note": name], as: bearer))
        try succeeded(await app.api(
            .POST, "\(h)/pairing/products", json: ["names": ["en": name], "categoryId": "fruits"], as: bearer))
        try succeeded(await app.api(
            .POST, "\(h)/pairing/combinations", json: ["name": name, "main": "pork", "partners": ["buckwheat", "dill"]], as: bearer))
    }

    static var today: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }
}

/// Opens every page reachable by links from the start pages, as a person clicking around would.
enum PageCrawl {
    /// Addresses that are not pages to render: files, feeds, downloads, the API.
    private static let skipped = ["/assets/", "/api/", "/photos/", "/caldav", "/.well-known", "/dav"]
    private static let href = try! NSRegularExpression(pattern: ##"href="(/[^"#]*)"##)

    /// Visits up to `limit` pages; `check` sees each HTML page. Returns the paths visited.
    static func visit(
        from start: [String], limit: Int, with browser: WebBrowser, check: (String, WebBrowser.Page) -> Void
    ) async throws -> Set<String> {
        var queue = start
        var seen = Set(start)
        var visited = Set<String>()
        var variantsPerFamily: [String: Int] = [:]
        while !queue.isEmpty, visited.count < limit {
            let path = queue.removeFirst()
            let page = try await browser.get(path)
            guard page.status == .ok, page.headers.contentType == .html else { continue }
            visited.insert(path)
            check(path, page)
            let html = page.html as NSString
            for match in href.matches(in: page.html, range: NSRange(location: 0, length: html.length)) {
                let link = html.substring(with: match.range(at: 1)).replacingOccurrences(of: "&amp;", with: "&")
                guard !link.hasPrefix("//"), !skipped.contains(where: link.hasPrefix), !seen.contains(link) else { continue }
                // A page of many variants (each day, week, id, filter, page) is opened a few times, not all.
                let family = Self.family(of: link)
                guard variantsPerFamily[family, default: 0] < 3 else { continue }
                variantsPerFamily[family, default: 0] += 1
                seen.insert(link)
                queue.append(link)
            }
        }
        return visited
    }

    /// A page's address with its ids, dates and numbers left out, and without its query.
    static func family(of link: String) -> String {
        String(link.split(separator: "?", maxSplits: 1).first ?? "")
            .replacing(/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/, with: ":id")
            .replacing(/[0-9]+/, with: ":n")
    }
}
