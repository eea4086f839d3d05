import Foundation
import LarderTestSupport
import Vapor

/// The people most recipe page tests need: an administrator (the first account) and Ada, who
/// owns the household "Home".
struct Kitchen {
    let admin: TestUser
    let ada: TestUser
    let home: String
}

extension Application {
    func makeKitchen() async throws -> Kitchen {
        let admin = try await makeUser("Admin")
        let ada = try await makeUser("Ada")
        return Kitchen(admin: admin, ada: ada, home: try await makeHousehold("Home", owner: ada))
    }
}

extension WebBrowser {
    /// A browser in which `user` has signed in through the sign-in form.
    static func signedIn(_ app: Application, as user: TestUser) async throws -> WebBrowser {
        let browser = WebBrowser(app)
        try await browser.signIn(user.email, password: user.password)
        return browser
    }
}

extension String {
    /// How many times `text` occurs.
    func occurrences(of text: String) -> Int {
        components(separatedBy: text).count - 1
    }
}
