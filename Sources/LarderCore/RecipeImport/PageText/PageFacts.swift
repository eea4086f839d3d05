/// What the page says about itself outside any recipe markup: its `<title>`,
/// Open Graph and meta tags, and `<html lang>`. Read in one pass over the tokens.
struct PageFacts {
    var title: String?
    var image: String?
    var description: String?
    var author: String?
    var language: String?
    /// Whether any element declares a microdata `Recipe` item, so the element
    /// tree is only built for pages that need it.
    var hasMicrodataRecipe = false

    init(tokens: [MarkupToken]) {
        var documentTitle: String?
        var openGraphTitle: String?
        var metaDescription: String?
        var openGraphDescription: String?
        var inTitle = false
        for token in tokens {
            switch token {
            case .startTag(let name, let attributes, _):
                inTitle = name == "title" && documentTitle == nil
                if let type = attributes.value(named: "itemtype"), type.lowercased().contains("recipe") {
                    hasMicrodataRecipe = true
                }
                if name == "html", language == nil, let lang = attributes.value(named: "lang"), !lang.isEmpty {
                    language = lang
                }
                guard name == "meta", let content = attributes.value(named: "content").map(RecipeText.clean),
                    !content.isEmpty
                else { continue }
                let key = (attributes.value(named: "property") ?? attributes.value(named: "name") ?? "").lowercased()
                switch key {
                case "og:title": openGraphTitle = openGraphTitle ?? content
                case "og:image", "og:image:url", "og:image:secure_url": image = image ?? content
                case "description": metaDescription = metaDescription ?? content
                case "og:description": openGraphDescription = openGraphDescription ?? content
                case "author": author = author ?? content
                default: break
                }
            case .text(let text) where inTitle:
                documentTitle = RecipeText.clean(text)
                inTitle = false
            default:
                inTitle = false
            }
        }
        title = openGraphTitle ?? documentTitle.flatMap { $0.isEmpty ? nil : $0 }
        description = metaDescription ?? openGraphDescription
    }
}
