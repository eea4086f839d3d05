import ArgumentParser
import LarderServer

@main
enum Entrypoint {
    static func main() async {
        EventLoopExecutor.takeOver()
        await Larder.main()
    }
}

struct Larder: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder",
        abstract: "Larder: recipes, the fridge and pantry, shopping and meals for a household.",
        subcommands: [
            ServeCommand.self,
            MigrateCommand.self,
            UserCommand.self,
            DeviceCommand.self,
            ParseCommand.self,
            ImportCommand.self,
            NutritionCommand.self,
            ExtractCommand.self,
            EvalCommand.self,
            BenchCommand.self,
            PhotosCommand.self,
        ]
    )
}

/// `larder eval …`: accuracy measurements against labelled reference data.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure accuracy on labelled data; the last line of output is JSON.",
        subcommands: [
            EvalIngredientLinesCommand.self, EvalRecipePagesCommand.self, EvalImportCommand.self, EvalAislesCommand.self,
            EvalPairingCommand.self, EvalFoodPairingHypothesisCommand.self,
            EvalPlannerCommand.self, EvalPlannerReferenceCommand.self,
            EvalRecurrenceCommand.self, EvalReminderTopicsCommand.self,
        ]
    )
}

/// `larder bench …`: speed measurements; the last line of output is JSON.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure speed; the last line of output is JSON.",
        subcommands: [
            BenchParseCommand.self, BenchFoodsCommand.self, BenchSearchCommand.self, BenchShoppingEventsCommand.self,
            BenchCookableCommand.self, BenchPairingCommand.self, BenchPlannerCommand.self,
            BenchRemindersCommand.self, BenchAPICommand.self,
        ]
    )
}
