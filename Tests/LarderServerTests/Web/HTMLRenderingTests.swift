@testable import LarderServer
import Testing

/// The page components write the HTML their shapes say, with what a person typed always as text.
@Suite("HTML rendering")
struct HTMLRenderingTests {
    @Test("An element writes its attributes in the order given, then its content")
    func elementWithAttributes() {
        let html = Div { Span("Soup") }.class("card").id("first").render()
        #expect(html == #"<div class="card" id="first"><span>Soup</span></div>"#)
    }

    @Test("Classes given twice add up; other attributes given twice keep the last value")
    func repeatedAttributes() {
        let html = Div().class("card").class("wide").id("a").id("b").render()
        #expect(html == #"<div class="card wide" id="b"></div>"#)
    }

    @Test("An attribute with no value is left out, unless it stands alone")
    func emptyAttributes() {
        let html = Input(type: .text, name: "q", isRequired: true).attribute(named: "title", value: nil).render()
        #expect(html == #"<input type="text" name="q" required>"#)
    }

    @Test("Text is escaped, and attribute values escape quotes too")
    func escaping() {
        let attack = #""><script>alert('x') & more</script>"#
        let html = Paragraph(attack).attribute(named: "title", value: attack).render()
        #expect(
            html
                == #"<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;) &amp; more&lt;/script&gt;">"#
                + #""&gt;&lt;script&gt;alert('x') &amp; more&lt;/script&gt;</p>"#)
    }

    @Test("Text that looks like an entity is still text")
    func entityLookingText() {
        #expect(Text("&amp; &#60;").render() == "&amp;amp; &amp;#60;")
    }

    @Test("Attributes on a component go on each element at the top of its body, not deeper")
    func componentAttributes() {
        struct Pair: Component {
            var body: Component {
                ComponentGroup {
                    Span { Text("a") }
                    Span { Span("b") }
                }
            }
        }
        let html = Pair().class("pill").render()
        #expect(html == #"<span class="pill">a</span><span class="pill"><span>b</span></span>"#)
    }

    @Test("A component's own classes and the ones it is given add up")
    func componentAndElementClasses() {
        struct Badge: Component {
            var body: Component { Span("new").class("badge") }
        }
        #expect(Badge().class("badge-green").render() == #"<span class="badge badge-green">new</span>"#)
    }

    @Test("A list wraps each item in an item element, unless the item is one already")
    func listItems() {
        let plain = List(["a", "b"]) { Text($0) }.render()
        #expect(plain == "<ul><li>a</li><li>b</li></ul>")
        let own = List(["a"]) { ListItem($0).class("row") }.class("rows").render()
        #expect(own == #"<ul class="rows"><li class="row">a</li></ul>"#)
    }

    @Test("Void elements have no closing tag")
    func voidElements() {
        #expect(Image(url: "/p.jpg", description: "").render() == #"<img src="/p.jpg" alt="">"#)
    }

    @Test("Conditions and loops in a builder write what they choose")
    func builderControlFlow() {
        let shown = true
        let html = Div {
            if shown { Span("yes") } else { Span("no") }
            for number in 1...2 { Text(String(number)) }
        }.render()
        #expect(html == "<div><span>yes</span>12</div>")
    }

    @Test("A document writes the doctype, its language and theme, head and body")
    func document() {
        let html = HTMLDocument(language: "uk", theme: "dark") {
            Head.title("Борщ & more")
        } body: {
            Main("x")
        }.render()
        #expect(
            html
                == #"<!DOCTYPE html><html lang="uk" data-theme="dark"><head><title>Борщ &amp; more</title></head>"#
                + "<body><main>x</main></body></html>")
    }
}
