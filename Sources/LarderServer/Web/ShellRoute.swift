/// The shell's own addresses: home, the offline page and the language and theme switches.
enum ShellRoute: SiteRoute {
    case home
    case offline
    case language
    case theme

    var segments: [RouteSegment] {
        switch self {
        case .home: []
        case .offline: ["offline"]
        case .language: ["language"]
        case .theme: ["theme"]
        }
    }
}
