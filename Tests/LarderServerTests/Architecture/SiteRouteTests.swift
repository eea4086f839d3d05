import Foundation
import Testing

/// A page's address is written once, in its module's route enum; routes are registered from it
/// and links built from it, so the two cannot drift apart.
@Suite("Routes and links come from one place")
struct SiteRouteTests {
    @Test("No server source writes a page address or registers a route by hand")
    func noServerSourceWritesAPageAddressByHand() throws {
        let findings = SiteRouteRules.findings(in: try ServerModules.read().files)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    // The rule's own checks.

    @Test("A link written as a literal is found")
    func aLinkWrittenAsALiteralIsFound() {
        let file = ServerModules.SourceFile(
            module: "Pantry", path: "Pantry/Pages/PantryItemPage.swift",
            text: #"Link(text[.edit], url: "/households/\(id)/pantry/items")  // "/not/this""#)
        #expect(SiteRouteRules.findings(in: [file]).map(\.line) == [1])
    }

    @Test("A route registered by its path words is found")
    func aRouteRegisteredByPathWordsIsFound() {
        let file = ServerModules.SourceFile(
            module: "Pantry", path: "Pantry/Pages/PantryPages.swift",
            text: "func boot(routes: any RoutesBuilder) throws {\n    routes.get(\"pantry\", use: home)\n}")
        #expect(SiteRouteRules.findings(in: [file]) == [.init(path: "Pantry/Pages/PantryPages.swift", line: 2, text: "registers a route by its path words")])
    }

    @Test("Route enums, the API and prose with slashes are not findings")
    func routeEnumsAndTheAPIAreNotFindings() {
        let files = [
            ServerModules.SourceFile(module: "Pantry", path: "Pantry/Pages/PantryRoute.swift", text: #"case .home: ["pantry"] // "/pantry""#),
            ServerModules.SourceFile(module: "API", path: "API/LarderAPI.swift", text: #"let prefix = "/api""#),
            ServerModules.SourceFile(module: "Pantry", path: "Pantry/Pages/PantryPages.swift", text: #"let unit = "g / 100 g"; let date = "1/2""#),
        ]
        #expect(SiteRouteRules.findings(in: files).isEmpty)
    }
}
