import Vapor

/// The tabs of the app shell, in order.
enum Tab: String, CaseIterable {
    case home, recipes, pantry, shopping, me

    var path: String {
        switch self {
        case .home: ShellRoute.home.path
        case .recipes: RecipeRoute.browse.path
        case .pantry: PantryRoute.tab.path
        case .shopping: ShoppingRoute.overview.path
        case .me: AccountRoute.me.path
        }
    }

    var title: Phrase {
        switch self {
        case .home: .tabHome
        case .recipes: .tabRecipes
        case .pantry: .tabPantry
        case .shopping: .tabShopping
        case .me: .tabMe
        }
    }
}

/// A full page: the shared shell (top bar, tab bar or side bar) around one page's content.
struct Page {
    var title: String
    var tab: Tab?
    var content: any Component

    init(title: String, tab: Tab?, @ComponentBuilder content: () -> any Component) {
        self.title = title
        self.tab = tab
        self.content = content()
    }

    func response(_ context: WebContext, status: HTTPResponseStatus = .ok) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .html
        headers.cacheControl = .init(noStore: true)
        headers.add(name: "Content-Language", value: context.language.rawValue)
        return Response(status: status, headers: headers, body: .init(string: render(context)))
    }

    func render(_ context: WebContext) -> String {
        let text = context.text
        let document = HTMLDocument(language: context.language.rawValue, theme: context.theme.rawValue) {
            Head.charset
            Head.meta(name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover")
            Head.meta(name: "color-scheme", content: "light dark")
            Head.meta(name: "theme-color", content: "#f6f4ef").attribute(named: "media", value: "(prefers-color-scheme: light)")
            Head.meta(name: "theme-color", content: "#15171a").attribute(named: "media", value: "(prefers-color-scheme: dark)")
            Head.title("\(title) · Larder")
            Head.link(rel: "stylesheet", href: Assets.stylesheetPath)
            Head.link(rel: "manifest", href: Assets.manifestPath)
            Head.link(rel: "icon", href: Assets.iconPath, type: "image/svg+xml")
            Head.script(src: Assets.scriptPath)
        } body: {
            TopBar(context: context)
            Div {
                TabBar(current: tab, text: text)
                Main {
                    if let flash = context.flash {
                        FlashMessage(flash: flash, csrfToken: context.csrfToken)
                    }
                    content
                }
                .id("content")
            }
            .class("shell")
            ConfirmDialog(text: text)
        }
        return document.render()
    }
}

/// Brand, language switch and theme toggle.
struct TopBar: Component {
    var context: WebContext

    var body: Component {
        let text = context.text
        return Header {
            Link(url: ShellRoute.home.path) {
                Span(html: Icons.logo).class("logo")
                Span("Larder")
            }
            .class("brand")
            Div {
                Form(url: ShellRoute.language.path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Input(type: .hidden, name: "next", value: context.path)
                    Label(text[.languageLabel]) {
                        Element(name: "select") {
                            for language in Language.allCases {
                                Element(name: "option") { Text(language.nativeName) }
                                    .attribute(named: "value", value: language.rawValue)
                                    .attribute(named: "selected", value: language == context.language ? "selected" : nil)
                            }
                        }
                        .attribute(named: "name", value: "language")
                        .attribute(named: "data-autosubmit", value: "true")
                    }
                    .class("visually-labelled")
                    Button(text[.languageApply]).attribute(named: "type", value: "submit").class("button-small js-hidden")
                }
                .class("language-switch")
                Form(url: ShellRoute.theme.path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Input(type: .hidden, name: "next", value: context.path)
                    Input(type: .hidden, name: "theme", value: context.theme.next.rawValue)
                    Button {
                        Span(html: Icons.theme).attribute(named: "aria-hidden", value: "true")
                        Span(text[context.theme.label]).class("theme-label")
                    }
                    .attribute(named: "type", value: "submit")
                    .attribute(named: "title", value: text[.themeToggle])
                    .class("theme-toggle")
                    .attribute(named: "data-theme-toggle", value: "true")
                    .attribute(named: "data-theme-names", value: Self.themeNames[text.language])
                }
            }
            .class("topbar-actions")
        }
        .class("topbar")
    }
}

extension TopBar {
    /// The toggle's label in each state, for the script that switches without a page load: written
    /// once per language, not serialised again on every page.
    static let themeNames: [Language: String] = Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
        let text = Localizer(language)
        let names = Dictionary(uniqueKeysWithValues: Theme.allCases.map { ($0.rawValue, text[$0.label]) })
        let data = (try? JSONSerialization.data(withJSONObject: names, options: [.sortedKeys])) ?? Data("{}".utf8)
        return (language, String(decoding: data, as: UTF8.self))
    })
}

/// Bottom tab bar on phones, side bar on wide screens.
struct TabBar: Component {
    var current: Tab?
    var text: Localizer

    var body: Component {
        Navigation {
            for tab in Tab.allCases {
                Link(url: tab.path) {
                    Span(html: Icons.tab(tab)).class("tab-icon").attribute(named: "aria-hidden", value: "true")
                    Span(text[tab.title]).class("tab-label")
                }
                .class(tab == current ? "tab active" : "tab")
                .attribute(named: "aria-current", value: tab == current ? "page" : nil)
            }
        }
        .class("tabbar")
        .attribute(named: "aria-label", value: text[.tabBarLabel])
    }
}

extension Theme {
    /// The toggle cycles automatic → dark → light.
    var next: Theme {
        switch self {
        case .auto: .dark
        case .dark: .light
        case .light: .auto
        }
    }

    var label: Phrase {
        switch self {
        case .auto: .themeAuto
        case .light: .themeLight
        case .dark: .themeDark
        }
    }
}
