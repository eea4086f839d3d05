import LarderCore
import Testing

@Suite("Chef profiles")
struct ChefProfileTests {
    @Test("More than ten links are refused as sent, even when some repeat or are blank")
    func linksAreCountedAsSent() {
        let links = Array(repeating: "https://chef.example", count: 10) + [""]

        #expect(throws: RecipeProblem(field: "links", reason: .tooMany(max: 10))) {
            try ChefProfile(name: "Ada", bio: nil, links: links).validated()
        }
    }
}
