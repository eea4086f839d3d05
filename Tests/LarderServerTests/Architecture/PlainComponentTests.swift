import Foundation
import Testing

/// Plot reflects over every component it renders unless the component answers with a mirror of its
/// own; Larder's components do, by being `PlainComponent` (`Web/PlotReflection.swift`).
@Suite("Page components skip Plot's reflection")
struct PlainComponentTests {
    @Test("Every component of the pages is declared PlainComponent")
    func everyComponentIsPlain() throws {
        let found = try ServerModules.read().files.flatMap { file in
            PlainComponentRule.plotComponents(in: file.text).map { "\(file.path):\($0) declares a Plot Component" }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    // The rule's own checks.

    @Test("A struct declared a Plot Component is found, a PlainComponent is not")
    func plotComponentIsFound() {
        let source = "struct RecipeHero: Component {\n}\nprivate struct Badge<T>: Component, Sendable {\n}\nstruct Card: PlainComponent {\n}"
        #expect(PlainComponentRule.plotComponents(in: source) == [1, 3])
    }
}

enum PlainComponentRule {
    /// Lines (from 1) that declare a struct conforming to Plot's `Component` itself.
    static func plotComponents(in text: String) -> [Int] {
        let declaration = /^\s*(?:(?:private|fileprivate|package|public)\s+)?struct\s+\w+(?:<[^>]*>)?\s*:\s*(?:Plot\.)?Component\b/
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.contains(declaration) ? index + 1 : nil
        }
    }
}
