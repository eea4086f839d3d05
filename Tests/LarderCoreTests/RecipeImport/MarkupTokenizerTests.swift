import Testing

@testable import LarderCore

@Suite("HTML tokenizer")
struct MarkupTokenizerTests {
    private func startTag(_ html: String) -> (name: String, attributes: [MarkupAttribute], selfClosing: Bool)? {
        guard case .startTag(let name, let attributes, let selfClosing)? = MarkupTokenizer.tokens(in: html).first
        else { return nil }
        return (name, attributes, selfClosing)
    }

    @Test func readsDoubleSingleAndUnquotedAttributeValues() {
        let tag = startTag(#"<DIV Class="a b" id='main' data-x=42 hidden>"#)
        #expect(tag?.name == "div")
        #expect(tag?.attributes.value(named: "class") == "a b")
        #expect(tag?.attributes.value(named: "id") == "main")
        #expect(tag?.attributes.value(named: "data-x") == "42")
        #expect(tag?.attributes.value(named: "hidden") == "")
    }

    @Test func decodesReferencesInAttributeValues() {
        #expect(startTag(#"<img alt="Fish &amp; chips">"#)?.attributes.value(named: "alt") == "Fish & chips")
    }

    @Test func marksSelfClosingTags() {
        #expect(startTag("<br/>")?.selfClosing == true)
        #expect(startTag("<img src=a.jpg />")?.attributes.value(named: "src") == "a.jpg")
    }

    @Test func keepsScriptContentsRawUpToTheClosingTag() {
        let tokens = MarkupTokenizer.tokens(in: #"<script type="application/ld+json">{"a": "<b>&amp;</b>"}</SCRIPT>x"#)
        #expect(tokens.count == 4)
        #expect(tokens[1] == .rawText(#"{"a": "<b>&amp;</b>"}"#))
        #expect(tokens[2] == .endTag(name: "script"))
        #expect(tokens[3] == .text("x"))
    }

    @Test func decodesReferencesInText() {
        #expect(MarkupTokenizer.tokens(in: "<p>Crème br&#251;l&eacute;e</p>")[1] == .text("Crème brûlée"))
    }

    @Test func readsCommentsAndDeclarationsAsComments() {
        let tokens = MarkupTokenizer.tokens(in: "<!DOCTYPE html><!-- note --><p>")
        #expect(tokens[0] == .comment("DOCTYPE html"))
        #expect(tokens[1] == .comment(" note "))
    }

    @Test func treatsALoneLessThanSignAsText() {
        #expect(MarkupTokenizer.tokens(in: "a < b") == [.text("a < b")])
    }

    @Test func survivesBrokenMarkupWithoutLosingText() {
        let tokens = MarkupTokenizer.tokens(in: #"<div class="open>text</div><!-- never closed"#)
        #expect(tokens.first.map { if case .startTag("div", _, _) = $0 { true } else { false } } == true)
        let unterminated = MarkupTokenizer.tokens(in: "<p>before<!-- never closed")
        #expect(unterminated.contains(.text("before")))
    }

    @Test func buildsATreeClosingImpliedListItems() {
        let document = MarkupTreeBuilder.document(from: "<ul><li>one<li>two</ul>")
        guard case .element(let list)? = document.children.first else {
            Issue.record("no list")
            return
        }
        #expect(list.children.count == 2)
    }

    @Test func treeIgnoresStrayEndTagsAndKeepsVoidElementsChildless() {
        let document = MarkupTreeBuilder.document(from: "<p>a</span><br>b</p>")
        guard case .element(let paragraph)? = document.children.first else {
            Issue.record("no paragraph")
            return
        }
        #expect(paragraph.textContent == "ab")
        #expect(paragraph.children.count == 3)
    }

    @Test func visibleTextLeavesOutScreenReaderAndHiddenText() {
        let document = MarkupTreeBuilder.document(
            from: #"<li><span class="sr-only">▢</span>1 cup <span style="display: none">x</span>flour</li>"#)
        #expect(RecipeText.collapseWhitespace(document.visibleText) == "1 cup flour")
    }
}
