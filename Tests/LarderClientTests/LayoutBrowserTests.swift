import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// The main pages at a phone's size and a desktop's, measured in Chromium: nothing wider than the
/// window, and on a desktop a main column that uses the screen instead of shrinking to its content.
@Suite("Layout at phone and desktop sizes", .serialized, .needsChromium)
struct LayoutBrowserTests {
    static let phone = (width: 390, height: 844)
    static let desktop = (width: 1280, height: 800)

    @Test("No main page is wider than a phone's screen")
    func noPageOverflowsAPhone() async throws {
        try await measureMainPages(size: Self.phone, name: "phone") { path, browser in
            let overflow = try await browser.script("return document.documentElement.scrollWidth - window.innerWidth") as? Int ?? -1
            #expect(overflow <= 0, "\(path) is \(overflow) px wider than the phone's screen")
        }
    }

    @Test("On a desktop the main column is at least 900 px wide and nothing overflows")
    func desktopMainColumnIsWide() async throws {
        try await measureMainPages(size: Self.desktop, name: "desktop") { path, browser in
            let width = try await browser.script("return Math.round(document.getElementById('content').getBoundingClientRect().width)") as? Int ?? 0
            #expect(width >= 900, "\(path): the main column is \(width) px wide")
            let overflow = try await browser.script("return document.documentElement.scrollWidth - window.innerWidth") as? Int ?? -1
            #expect(overflow <= 0, "\(path) is \(overflow) px wider than the window")
        }
    }

    @Test("Recipe cards keep one picture shape, photo or not, and the recipe page has two columns on a desktop")
    func cardsKeepOneShape() async throws {
        try await measureMainPages(size: Self.desktop, name: "cards", only: ["/recipes"], keepingScreenshots: false) { _, browser in
            let ratios = try await browser.script("""
                return Array.from(document.querySelectorAll('.recipe-card-photo')).map(function (photo) {
                  var box = photo.getBoundingClientRect(); return Math.round(100 * box.width / box.height); })
                """) as? [Int] ?? []
            #expect(ratios.count >= 6)
            #expect(Set(ratios).count == 1, "picture shapes differ: \(ratios)")
            let firstRecipe = try await browser.script("return document.querySelector('.recipe-card-link').getAttribute('href')") as? String ?? ""
            try await browser.open(try #require(URL(string: Self.base + firstRecipe)))
            let columns = try await browser.script(
                "return getComputedStyle(document.querySelector('.recipe-columns')).gridTemplateColumns.split(' ').length") as? Int
            #expect(columns == 2)
            try await browser.keepScreenshot("desktop-recipe")
        }
    }

    @Test("The profile form shows the height and weight fields of the unit system chosen, and only those")
    func profileShowsTheChosenUnits() async throws {
        try await measureMainPages(size: Self.phone, name: "profile", only: ["/nutrition/profile"], keepingScreenshots: false) { _, browser in
            func shownFields() async throws -> [String] {
                try await browser.script("""
                    return ['heightCm', 'heightFeet', 'heightInches', 'weightKg', 'weightLb'].filter(function (name) {
                      return !document.querySelector("[name='" + name + "']").closest('.field').hidden; })
                    """) as? [String] ?? []
            }
            #expect(try await shownFields() == ["heightCm", "weightKg"])
            try await browser.click("select[name=heightUnit] option[value=ft-in]")
            try await browser.click("select[name=weightUnit] option[value=lb]")
            #expect(try await shownFields() == ["heightFeet", "heightInches", "weightLb"])
        }
    }

    @Test("No control is cut off at either size, in English, Ukrainian or Russian, unless its row scrolls with a visible bar", arguments: ["en", "uk", "ru"])
    func noControlIsClipped(language: String) async throws {
        for (size, name) in [(Self.phone, "phone"), (Self.desktop, "desktop")] {
            try await measureMainPages(size: size, name: "clip-\(name)-\(language)", language: language, keepingScreenshots: false) { path, browser in
                let clipped = try await browser.script(Self.findClippedControls) as? [String] ?? ["the check did not run"]
                #expect(clipped.isEmpty, "\(name) \(language) \(path): \(clipped)")
            }
        }
    }

    /// Every control in the main column, with every folded part opened as a person would, whose
    /// own words are cut (a button or a select narrower than its text) or that a box around it
    /// cuts without scrolling to it with a bar.
    static let findClippedControls = """
        document.querySelectorAll('main details').forEach(function (details) { details.open = true; });
        var found = [], canvas = document.createElement('canvas').getContext('2d');
        function name(el) { return el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '') + ' "' + (el.textContent || el.value || '').trim().slice(0, 30) + '"'; }
        document.querySelectorAll('main button, main a.button, main select, main input:not([type=hidden]), main summary, main [role=tab]').forEach(function (el) {
          var box = el.getBoundingClientRect(), style = getComputedStyle(el);
          if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || el.closest('[hidden]')) { return; }
          if (el.tagName !== 'INPUT' && el.tagName !== 'SELECT' && style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
            found.push(name(el) + ' cuts its words'); return;
          }
          if (el.tagName === 'SELECT' && el.selectedIndex >= 0) {
            canvas.font = style.font;
            var arrow = style.appearance === 'none' ? 0 : 20;
            var needed = canvas.measureText(el.options[el.selectedIndex].text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + arrow;
            if (needed > el.clientWidth + 2) { found.push(name(el) + ' shows ' + Math.round(el.clientWidth) + ' of ' + Math.round(needed) + ' px'); return; }
          }
          for (var around = el.parentElement; around && around !== document.body; around = around.parentElement) {
            var aroundStyle = getComputedStyle(around), edge = around.getBoundingClientRect();
            var cutSideways = aroundStyle.overflowX !== 'visible' && (box.left < edge.left - 1 || box.right > edge.right + 1)
              && !(/(auto|scroll)/.test(aroundStyle.overflowX) && aroundStyle.scrollbarWidth !== 'none');
            var cutUpOrDown = aroundStyle.overflowY !== 'visible' && (box.top < edge.top - 1 || box.bottom > edge.bottom + 1)
              && !/(auto|scroll)/.test(aroundStyle.overflowY);
            if (cutSideways || cutUpOrDown) { found.push(name(el) + ' is cut by ' + name(around)); break; }
          }
        });
        return found;
        """

    nonisolated(unsafe) private static var base = ""

    /// Signs in to a kitchen with starter recipes, stock, a list and reminders, and opens each
    /// main page at `size` (keeping a screenshot of each with LARDER_BROWSER_SCREENSHOTS set).
    private func measureMainPages(
        size: (width: Int, height: Int), name: String, only: [String]? = nil, language: String = "en", keepingScreenshots: Bool = true,
        check: (String, WebDriver) async throws -> Void
    ) async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let created = try await app.api(.POST, "/api/households", json: ["name": "Home", "starterRecipes": true], as: ada.bearer)
            let home = try #require(created["id"])
            let h = "/api/households/\(home)"
            for (item, amount, unit) in [("milk", 1, "l"), ("eggs", 6, ""), ("rice", 500, "g"), ("tomatoes", 4, "")] {
                _ = try await app.api(.POST, "\(h)/pantry/items", json: ["name": item, "amount": amount, "unit": unit], as: ada.bearer)
            }
            let list = try #require(try await app.api(.GET, "\(h)/shopping-lists", as: ada.bearer).jsonArray.first?["id"] as? String)
            for line in ["2 l milk", "frozen peas 400 g", "bread"] {
                _ = try await app.api(.POST, "/api/shopping-lists/\(list)/items", json: ["text": line], as: ada.bearer)
            }
            _ = try await app.api(.POST, "\(h)/reminders", json: ["title": "Defrost the fish"], as: ada.bearer)
            let pages = only ?? [
                "/", "/recipes", "/recipes/new", "/pantry", "/shopping", "/shopping/lists/\(list)", "/reminders", "/nutrition",
                "/plan", "/pairing", "/households", "/me",
            ]
            try await withRunningServer(app) { baseURL in
                Self.base = baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                try await WebDriver.with("layout-\(name)", windowSize: size) { browser in
                    try await browser.signIn(at: baseURL, as: "ada@example.com")
                    _ = try await browser.script("document.cookie = 'larder_lang=\(language); path=/'; return true")
                    for path in pages {
                        try await browser.open(try #require(URL(string: Self.base + path)))
                        try await browser.waitFor("document.readyState === 'complete'")
                        try await check(path, browser)
                        guard keepingScreenshots else { continue }
                        let shot = path == "/" ? "home" : path.dropFirst().split(separator: "/").prefix(2).joined(separator: "-")
                        try await browser.keepScreenshot("\(name)-\(shot)")
                    }
                }
            }
        }
    }
}
