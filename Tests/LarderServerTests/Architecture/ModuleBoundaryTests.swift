import Foundation
import Testing

/// Modules talk to each other through small services that pass values, never through each
/// other's models, migrations or tables. These tests keep that true for every module, old and new.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
    @Test func noModuleNamesAnotherModulesModelsOrMigrations() throws {
        let violations = try ServerModules.read().typeViolations()
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func noModulesSQLNamesAnotherModulesTables() throws {
        let violations = try ServerModules.read().tableViolations()
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyFeatureModuleKeepsTheSharedInnerLayout() throws {
        let misplaced = try ServerModules.read().layoutViolations()
        #expect(misplaced.isEmpty, "outside API/Models/Migrations/Pages/Services: \(misplaced.joined(separator: ", "))")
    }

    @Test func theReadmesArchitectureSectionNamesEveryModule() throws {
        let readme = try String(
            contentsOf: ServerModules.serverSources.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        let modules = try ServerModules.read().modules
        let missing = modules.filter { !readme.contains("`\($0)/`") }
        #expect(missing.isEmpty, "README's architecture section does not name: \(missing.sorted().joined(separator: ", "))")
    }

    // The rule's own checks: a reference that breaks it is found.

    @Test func aPageNamingAnotherModulesModelIsFound() {
        let modules = ServerModules(files: [
            .init(module: "Households", path: "Households/Models/Household.swift", text: "final class Household: Model, @unchecked Sendable {\n static let schema = \"households\"\n}"),
            .init(module: "Recipes", path: "Recipes/Pages/RecipePage.swift", text: "// Household in a comment is fine\nlet h: Household? = nil\nlet s = \"Household\"\nlet api = Components.Schemas.Household.self"),
        ])
        #expect(modules.typeViolations() == [.init(path: "Recipes/Pages/RecipePage.swift", line: 2, name: "Household", owner: "Households")])
    }

    @Test func rawSQLNamingAnotherModulesTableIsFound() {
        let modules = ServerModules(files: [
            .init(module: "Households", path: "Households/Models/Household.swift", text: "static let schema = \"households\""),
            .init(module: "Pantry", path: "Pantry/Services/Lock.swift", text: "sql.raw(\"SELECT 1 FROM households WHERE id = 1 FOR UPDATE\")\nlet route = \"/households\""),
        ])
        #expect(modules.tableViolations() == [.init(path: "Pantry/Services/Lock.swift", line: 1, name: "households", owner: "Households")])
    }

    @Test func aLooseFileInAFeatureModuleIsFound() {
        let modules = ServerModules(files: [.init(module: "Pantry", path: "Pantry/Stray.swift", text: "")])
        #expect(modules.layoutViolations() == ["Pantry/Stray.swift"])
    }
}
