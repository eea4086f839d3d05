import NIOCore
import NIOPosix

/// Where Swift tasks run.
public enum EventLoopExecutor {
    /// Runs every Swift task on the server's event loops instead of Swift's own thread pool.
    ///
    /// Each request's handler is async, and each database answer arrives on an event loop: with two
    /// pools, every await hopped threads (measured: a recipe read spent more time switching threads
    /// than reading). With one, a request stays where its connection lives. Called first thing in
    /// `main`, before any task starts, as NIO requires; it answers false where it cannot take over.
    @discardableResult
    public static func takeOver() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }
}
