import Vapor

/// Every page of the web app has one shape: `enum SomethingPage { struct Model; struct View: PageView }`
/// (the Swift Package Index server's `enum AuthorShow { struct Model; struct View }`). The handler
/// gathers the `Model` — plain values of the page's own, never the API's wire types or another
/// module's storage models — and the `View` renders it inside the app's shell.
protocol PageView {
    var context: WebContext { get }
    var page: Page { get }
}

extension PageView {
    func response(status: HTTPResponseStatus = .ok) -> Response {
        page.response(context, status: status)
    }
}
