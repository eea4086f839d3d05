import Foundation
import Testing

/// Every page has the same shape: the handler gathers a Model of the page's own values and the
/// page's View renders it, so a reader finds any page's data and markup in the same places.
@Suite("One page convention")
struct PageConventionTests {
    @Test("Every page is an enum with a Model and a View, and renders its own values")
    func everyPageFollowsTheConvention() throws {
        let modules = try ServerModules.read()
        let findings = PageConventionRules.findings(in: modules.files, storageModels: Set(modules.ownTypes.keys))
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    // The rule's own checks.

    @Test("A page built in a free function is found")
    func aPageBuiltOutsideTheConventionIsFound() {
        let file = ServerModules.SourceFile(
            module: "Pantry", path: "Pantry/Pages/PantryViews.swift",
            text: "enum PantryViews {\n static func home(_ context: WebContext) -> Response {\n Page(title: \"Pantry\", tab: .pantry) { H1(\"x\") }.response(context)\n }\n}")
        #expect(PageConventionRules.findings(in: [file], storageModels: []).count == 1)
    }

    @Test("A page that renders the API's wire type or a storage model is found")
    func aPageRenderingWireTypesOrStorageModelsIsFound() {
        let file = ServerModules.SourceFile(
            module: "Recipes", path: "Recipes/Pages/RecipePage.swift",
            text: """
                enum RecipePage {
                    struct Model { var recipe: Recipe; var lines: [Components.Schemas.RecipeIngredient] }
                    struct View: PageView { var context: WebContext; var model: Model; var page: Page { Page(title: "", tab: nil) { } } }
                }
                """)
        #expect(
            PageConventionRules.findings(in: [file], storageModels: ["Recipe"]) == [
                .init(path: "Recipes/Pages/RecipePage.swift", text: "renders the API's wire types"),
                .init(path: "Recipes/Pages/RecipePage.swift", text: "RecipePage names storage models: Recipe"),
            ])
    }

    @Test("A page in the convention, made of its own values, is not a finding")
    func aPageInTheConventionIsNotAFinding() {
        let file = ServerModules.SourceFile(
            module: "Recipes", path: "Recipes/Pages/RecipePage.swift",
            text: """
                enum RecipePage {
                    struct Model { var title: String; var lines: [RecipeLine] }
                    struct View: PageView { var context: WebContext; var model: Model; var page: Page { Page(title: model.title, tab: nil) { } } }
                }
                """)
        #expect(PageConventionRules.findings(in: [file], storageModels: ["Recipe"]).isEmpty)
    }
}
