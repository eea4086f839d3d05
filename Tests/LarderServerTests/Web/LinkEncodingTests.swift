import Testing

@testable import LarderServer

@Suite("Links: values in paths and queries")
struct LinkEncodingTests {
    private enum ItemRoute: SiteRoute {
        case item(Parameter<String>)

        var segments: [RouteSegment] {
            switch self {
            case .item(let item): ["items", .param(RouteKey("item"), item)]
            }
        }
    }

    @Test("Ids, numbers and plain words go into a link as they are")
    func plainValuesAreKept() {
        let path = ItemRoute.item(.value("A1-b_c.d~e")).path(query: ["servings": "6", "measure": "metric"])
        #expect(path == "/items/A1-b_c.d~e?servings=6&measure=metric")
    }

    @Test("Anything else is percent-encoded, in the path and in the query")
    func otherValuesAreEncoded() {
        let path = ItemRoute.item(.value("a b/c")).path(query: ["q": "fish & chips", "next": "/recipes?page=2"])
        #expect(path == "/items/a%20b%2Fc?q=fish%20%26%20chips&next=%2Frecipes%3Fpage%3D2")
    }

    @Test("A parameter without a value is the route's pattern")
    func keyIsThePattern() {
        #expect(ItemRoute.item(.key).path == "/items/:item")
    }
}
