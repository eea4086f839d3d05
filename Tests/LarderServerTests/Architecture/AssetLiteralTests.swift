import Foundation
import Testing

/// Stylesheets, scripts, drawings and the API document are files (embedded in the binary by
/// SwiftPM), not Swift strings: an editor, a linter and a diff read them as what they are.
@Suite("Assets are files")
struct AssetLiteralTests {
    @Test("No server source holds a stylesheet, script, drawing or YAML document in a string")
    func noServerSourceHoldsAnAssetInAString() throws {
        let found = try ServerModules.read().files.flatMap { file in
            AssetLiteral.found(in: file.text).map { "\(file.path):\($0.line) holds \($0.kind) in a string" }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    // The rule's own checks: an asset written as a string is found, markup drawn from data is not.

    @Test("A stylesheet in a multi-line string is found")
    func aStylesheetInAStringIsFound() {
        let source = """
            enum Stylesheet {
                static let css = #\"""
            body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
            .card { border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px; }
            \"""#
            }
            """
        #expect(AssetLiteral.found(in: source) == [.init(line: 2, kind: "CSS")])
    }

    @Test("A script in a string is found")
    func aScriptInAStringIsFound() {
        let source = #"""
            let js = "document.querySelectorAll('form').forEach(function (form) { form.addEventListener('submit', function () { form.classList.add('busy'); }); });"
            """#
        #expect(AssetLiteral.found(in: source) == [.init(line: 1, kind: "JavaScript")])
    }

    @Test("An icon drawn in a string is found")
    func anIconInAStringIsFound() {
        let source = ##"""
            static let timer = #"<svg viewBox="0 0 24 24"><circle cx="12" cy="13" r="8"/><path d="M12 9v4l2.5 2"/></svg>"#
            """##
        #expect(AssetLiteral.found(in: source) == [.init(line: 1, kind: "SVG")])
    }

    @Test("A YAML document in a string is found")
    func aYAMLDocumentInAStringIsFound() {
        let source = """
            let document = \"""
            openapi: 3.1.0
            info:
              title: Larder
              version: 1.0.0
            paths:
              /health:
                get:
                  operationId: health
                  summary: Whether the server is up and its database answers
                  responses:
                    "200":
                      description: Up
            \"""
            """
        #expect(AssetLiteral.found(in: source) == [.init(line: 1, kind: "YAML")])
    }

    @Test("A chart drawn from data, a security policy and SQL are not assets")
    func markupFromDataIsNotAnAsset() {
        let source = ##"""
            parts.append(#"<rect class="chart-bar" x="\#(f(x))" y="\#(f(y))" width="\#(f(width))" height="\#(f(height))"><title>\#(day): \#(kcal) kcal</title></rect>"#)
            let policy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'"
            let sql = "SELECT id, title FROM recipes WHERE household_id = $1 AND status = 'approved' ORDER BY created_at DESC LIMIT 20 OFFSET 40"
            """##
        #expect(AssetLiteral.found(in: source).isEmpty)
    }
}

/// What counts as an asset written as a Swift string.
enum AssetLiteral: Equatable {
    struct Finding: Equatable {
        var line: Int
        var kind: String
    }

    /// Shorter strings are phrases, attribute values, SQL or format strings, not files.
    static let minimumLength = 120

    static func found(in text: String) -> [Finding] {
        SwiftSource.literals(of: text).compactMap { literal in
            kind(of: literal).map { Finding(line: literal.line, kind: $0) }
        }
    }

    static func kind(of literal: SwiftSource.Literal) -> String? {
        let text = literal.text
        // A drawing written out, not drawn from data: a chart's markup interpolates its values.
        if !literal.isInterpolated, text.count >= 40, matches(text, #"<(svg|path|circle|rect|polyline|polygon|line|ellipse)\b"#) {
            return "SVG"
        }
        let written = text.replacingOccurrences(of: "\u{FFFC}", with: "")
        guard written.count >= minimumLength else { return nil }
        if matches(written, #"\bfunction\s*\w*\s*\([^)]*\)\s*\{|addEventListener\(|querySelector(All)?\(|getElementById\(|=>\s*\{"#) { return "JavaScript" }
        if matches(written, #"[\w\-.#\]\)>*:]\s*\{[^{}]*[a-z-]+\s*:\s*[^;{}]+;[^{}]*\}"#) { return "CSS" }
        if matches(written, #"(?m)^openapi:\s"#) || matches(written, #"(?m)(^[ \t]*[\w/-]+:[ \t]*(\S.*)?\n){4,}"#) { return "YAML" }
        return nil
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }
}
