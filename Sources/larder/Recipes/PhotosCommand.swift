import ArgumentParser
import LarderServer

/// `larder photos prune`: frees the disk of photos no recipe, chef or photo recipe uses.
struct PhotosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "Look after stored photos.",
        subcommands: [Prune.self]
    )

    struct Prune: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete stored photos nothing uses any more (the server also does this daily).")

        @ArgumentParser.Option(help: "Keep photos younger than this many hours (an upload may not be saved yet).")
        var graceHours = 24.0

        @ArgumentParser.Flag(help: "Only list what would be deleted.")
        var dryRun = false

        @ArgumentParser.OptionGroup var storage: StorageOptions

        func validate() throws {
            guard graceHours >= 0 else { throw ValidationError("--grace-hours must be 0 or more.") }
        }

        func run() async throws {
            let result = try await storage.withApplication { app in
                try await PhotoPruner(app).prune(grace: graceHours * 3600, dryRun: dryRun)
            }
            for name in result.removed { print(name) }
            let verb = dryRun ? "Would delete" : "Deleted"
            print("\(verb) \(result.removed.count) unused photos (\(result.bytes / 1024) KiB); \(result.kept) kept.")
        }
    }
}
