import Vapor

/// Errors on web pages: signing-in problems go to the sign-in page, everything else gets a page
/// in the reader's language with the status it deserves.
enum WebErrorResponder {
    static func response(for failure: Failure, request: Request) async -> Response {
        let context = request.web
        if failure.status == .unauthorized || failure.phrase == .errorSignInRequired {
            return signInRedirect(to: request.url.path, request: request)
        }
        let response = ErrorPage.View(context: context, model: .init(failure: failure)).response(status: failure.status)
        if let retryAfter = failure.retryAfter { response.headers.replaceOrAdd(name: .retryAfter, value: String(retryAfter)) }
        if let allow = failure.allow { response.headers.replaceOrAdd(name: .allow, value: allow.joined(separator: ", ")) }
        return response
    }

    static func signInRedirect(to returnPath: String, request: Request) -> Response {
        request.redirect(to: AccountRoute.login.path(query: ["next": returnPath]))
    }
}
