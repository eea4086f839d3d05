/// One attribute of a start tag, as written: `name` lower-cased, `value`
/// with its character references decoded (`nil` for a bare attribute such as
/// `itemscope`).
public struct MarkupAttribute: Hashable, Sendable {
    public var name: String
    public var value: String?

    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}

/// One piece of an HTML document, as `MarkupTokenizer` reads it.
public enum MarkupToken: Hashable, Sendable {
    /// `<name attr=value …>`; `selfClosing` when written `<name … />`.
    case startTag(name: String, attributes: [MarkupAttribute], selfClosing: Bool)
    /// `</name>`.
    case endTag(name: String)
    /// Text between tags, character references decoded.
    case text(String)
    /// The contents of `<script>` or `<style>`, exactly as written (no decoding):
    /// JSON-LD lives here.
    case rawText(String)
    /// `<!-- … -->` (also `<!…>` and `<?…>` declarations), without the delimiters.
    case comment(String)
}

extension [MarkupAttribute] {
    /// The value of the first attribute called `name` (lower-case), `""` for a
    /// bare attribute, `nil` when absent.
    public func value(named name: String) -> String? {
        guard let attribute = first(where: { $0.name == name }) else { return nil }
        return attribute.value ?? ""
    }
}
