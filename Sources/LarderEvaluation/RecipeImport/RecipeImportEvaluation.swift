import Foundation
import LarderCore

/// Runs the extractor over saved pages and judges each against its reference extraction.
public enum RecipeImportEvaluation {
    /// The score over `pages`, and the pages where each field did not match; `html` reads a
    /// saved page's text from its path (gzip-compressed or not).
    public static func run(_ pages: [RecipeImportReference], html: (String) throws -> String) throws
        -> (score: RecipeImportScore, misses: [RecipeImportField: [RecipeImportMiss]])
    {
        var score = RecipeImportScore()
        var misses: [RecipeImportField: [RecipeImportMiss]] = [:]
        for page in pages {
            let extracted = RecipeExtractor.extract(fromHTML: try html(page.htmlPath))
            let expected = try RecipeImportExpectation(json: Data(contentsOf: URL(fileURLWithPath: page.jsonPath)))
            let judgement = RecipeImportScorer.judge(extracted, against: expected)
            score.add(judgement)
            for (field, isMatch) in judgement where !isMatch {
                misses[field, default: []].append(RecipeImportMiss(page: page.name, expected: expected, extracted: extracted))
            }
        }
        return (score, misses)
    }
}

/// A saved page and its reference extraction.
public struct RecipeImportReference: Sendable {
    public var name: String
    public var htmlPath: String
    public var jsonPath: String

    /// Every page in `directory` that has a reference, sorted by name.
    public static func all(in directory: String) throws -> [RecipeImportReference] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        let names = Set(files)
        return files.sorted().compactMap { file in
            let name: String
            if file.hasSuffix(".html.gz") {
                name = String(file.dropLast(".html.gz".count))
            } else if file.hasSuffix(".html") {
                name = String(file.dropLast(".html".count))
            } else {
                return nil
            }
            guard names.contains(name + ".json") else { return nil }
            let folder = URL(fileURLWithPath: directory)
            return RecipeImportReference(
                name: name, htmlPath: folder.appendingPathComponent(file).path,
                jsonPath: folder.appendingPathComponent(name + ".json").path)
        }
    }
}

/// One page where a field did not match, for `--mismatches`.
public struct RecipeImportMiss: Sendable {
    public var page: String
    public var expected: RecipeImportExpectation
    public var extracted: ExtractedRecipe

    /// What the reference has and what was extracted, for `field`.
    public func describe(_ field: RecipeImportField) -> String {
        let (want, got): (String, String)
        switch field {
        case .title: (want, got) = (show(expected.title), show(extracted.title))
        case .ingredients: (want, got) = (show(expected.ingredients), show(extracted.ingredients))
        case .instructions: (want, got) = (show(expected.instructions), show(extracted.instructions))
        case .yields: (want, got) = (show(expected.yields), show(extracted.yields))
        case .totalTime: (want, got) = (show(expected.totalTime), show(extracted.totalTime))
        default: (want, got) = ("", "")
        }
        return "  [\(field.rawValue)] \(page)\n      want: \(want)\n       got: \(got)"
    }

    private func show(_ value: (some CustomStringConvertible)?) -> String {
        value.map { String($0.description.prefix(300)) } ?? "nil"
    }

    private func show(_ list: [String]?) -> String {
        guard let list else { return "nil" }
        return "\(list.count): " + String(list.map { "«\($0)»" }.joined(separator: " ").prefix(400))
    }
}
