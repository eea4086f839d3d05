import Foundation

/// The account pages' addresses: registering, signing in and out, the "Me" tab, phones and apps,
/// and the forgotten-password pages.
enum AccountRoute: SiteRoute {
    case register
    case registerConfirm
    case login
    case logout
    case me
    case password
    case phones
    case phoneRevocation(Parameter<UUID>)
    case passwordForgot
    case passwordReset

    var segments: [RouteSegment] {
        switch self {
        case .register: ["register"]
        case .registerConfirm: ["register", "confirm"]
        case .login: ["login"]
        case .logout: ["logout"]
        case .me: ["me"]
        case .password: ["me", "password"]
        case .phones: ["me", "phones"]
        case .phoneRevocation(let appPassword): ["me", "phones", .param(.appPasswordID, appPassword), "revoke"]
        case .passwordForgot: ["password", "forgot"]
        case .passwordReset: ["password", "reset"]
        }
    }
}
