import Foundation

/// Reads the server's sources for the one page convention: a page is
/// `enum SomethingPage { struct Model; struct View: PageView }`, its model made of the page's own
/// values — not the API's wire types, not storage models.
enum PageConventionRules {
    struct Finding: Equatable, CustomStringConvertible {
        var path: String
        var text: String

        var description: String { "\(path): \(text)" }
    }

    /// Where the shell itself is declared.
    static let shellFiles: Set<String> = ["Web/Layout.swift", "Web/PageView.swift"]

    static func findings(in files: [ServerModules.SourceFile], storageModels: Set<String>) -> [Finding] {
        files.filter { !shellFiles.contains($0.path) }.flatMap { file in
            let code = SwiftSource.code(of: file.text)
            var found: [Finding] = []
            if code.contains("Page(title:") && !followsTheConvention(code) {
                found.append(.init(path: file.path, text: "builds a page outside `enum …Page { struct Model; struct View: PageView }`"))
            }
            let isView = file.path.contains("/Pages/") || file.path.hasPrefix("Web/")
            if isView && code.contains("Components.Schemas.") {
                found.append(.init(path: file.path, text: "renders the API's wire types"))
            }
            for (page, body) in pageEnums(in: code) {
                let named = Set(SwiftSource.words(in: body)).intersection(storageModels)
                if !named.isEmpty {
                    found.append(.init(path: file.path, text: "\(page) names storage models: \(named.sorted().joined(separator: ", "))"))
                }
            }
            return found
        }
    }

    static func followsTheConvention(_ code: String) -> Bool {
        !pageEnums(in: code).isEmpty && code.range(of: #"(?:struct|enum)\s+Model\b"#, options: .regularExpression) != nil
            && code.range(of: #"struct\s+View\s*:\s*PageView\b"#, options: .regularExpression) != nil
    }

    /// Each `enum …Page { … }` of the code, with its body.
    static func pageEnums(in code: String) -> [(name: String, body: String)] {
        guard let regex = try? NSRegularExpression(pattern: #"enum\s+(\w+Page)\s*\{"#) else { return [] }
        return regex.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            guard let nameRange = Range(match.range(at: 1), in: code), let whole = Range(match.range, in: code) else { return nil }
            var depth = 1
            var index = whole.upperBound
            while index < code.endIndex, depth > 0 {
                if code[index] == "{" { depth += 1 } else if code[index] == "}" { depth -= 1 }
                index = code.index(after: index)
            }
            return (String(code[nameRange]), String(code[whole.upperBound..<index]))
        }
    }
}
