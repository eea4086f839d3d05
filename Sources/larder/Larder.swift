import ArgumentParser

@main
struct Larder: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder",
        abstract: "Larder: recipes, the fridge and pantry, shopping and meals for a household.",
        subcommands: [
            ServeCommand.self,
            MigrateCommand.self,
            UserCommand.self,
            DeviceCommand.self,
        ],
        defaultSubcommand: nil
    )
}
