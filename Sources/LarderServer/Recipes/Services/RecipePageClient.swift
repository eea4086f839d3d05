import AsyncHTTPClient
import Vapor

extension Application {
    private struct RecipePageClientKey: StorageKey {
        typealias Value = HTTPClient
    }

    /// The HTTP client recipe import fetches pages with. Unlike the shared client it never
    /// follows redirects itself: the fetcher follows them, checking each hop's address first.
    var recipePageClient: HTTPClient {
        guard let client = storage[RecipePageClientKey.self] else {
            fatalError("configure(_:_:) has not run: the application has no recipe page client")
        }
        return client
    }

    /// Starts the recipe page client; it shuts down with the application.
    func startRecipePageClient() async {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        let client = HTTPClient(eventLoopGroupProvider: .shared(eventLoopGroup), configuration: configuration)
        await storage.setWithAsyncShutdown(RecipePageClientKey.self, to: client) { client in
            try await client.shutdown()
        }
    }
}
