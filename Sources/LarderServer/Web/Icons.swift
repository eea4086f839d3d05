/// The app's own icons as inline SVG (no external assets, colour from `currentColor`).
enum Icons {
    private static func svg(_ paths: String) -> String {
        #"<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" focusable="false">"#
            + paths + "</svg>"
    }

    static let logo = svg(#"<path d="M5 10h14v9a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z"/><path d="M3 10h18"/><path d="M8 10V6a4 4 0 0 1 8 0v4"/>"#)
    static let home = svg(#"<path d="M3 11l9-7 9 7"/><path d="M5 10v10h14V10"/><path d="M10 20v-6h4v6"/>"#)
    static let recipes = svg(#"<path d="M4 4h11a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3z"/><path d="M4 17a3 3 0 0 1 3-3h11"/><path d="M8 8h6"/>"#)
    static let pantry = svg(#"<rect x="5" y="2" width="14" height="20" rx="2"/><path d="M5 9h14"/><path d="M8 5v2"/><path d="M8 12v4"/>"#)
    static let shopping = svg(#"<path d="M3 4h2l2.4 11h10.2L20 7H6.2"/><circle cx="9" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>"#)
    static let me = svg(#"<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>"#)
    static let theme = svg(#"<circle cx="12" cy="12" r="5"/><path d="M12 7a5 5 0 0 0 0 10z" fill="currentColor"/>"#)
    static let household = svg(#"<circle cx="9" cy="8" r="3"/><circle cx="17" cy="9" r="2.5"/><path d="M3 20a6 6 0 0 1 12 0"/><path d="M15 20a4.5 4.5 0 0 1 6-4.2"/>"#)
    static let device = svg(#"<rect x="4" y="3" width="16" height="12" rx="2"/><circle cx="12" cy="9" r="2.5"/><path d="M8 21h8"/><path d="M12 15v6"/>"#)
    static let nutrition = svg(#"<path d="M12 21c-4.5 0-8-3.5-8-8 0-4 3-7 6-7 1 0 1.5.4 2 .4s1-.4 2-.4c3 0 6 3 6 7 0 4.5-3.5 8-8 8z"/><path d="M12 6.4c0-2 1-3.4 3-3.9"/>"#)
    static let shield = svg(#"<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"/>"#)

    static func tab(_ tab: Tab) -> String {
        switch tab {
        case .home: home
        case .recipes: recipes
        case .pantry: pantry
        case .shopping: shopping
        case .me: me
        }
    }
}
