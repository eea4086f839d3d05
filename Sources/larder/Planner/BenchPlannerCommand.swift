import ArgumentParser
import Foundation
import LarderBenchmarks
import LarderCore
import LarderEvaluation
import LarderServer

/// `larder bench planner`: how long filling a week takes, in the optimiser alone or through storage.
struct BenchPlannerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "planner",
        abstract: "Time the meal planner on a week of three meals for two people.",
        discussion: """
            By default each run generates a cookbook (realistic nutrition from a food table) and a \
            household of two with its own targets, rules and expiring stock, then times filling seven \
            days of breakfast, lunch and dinner in the core optimiser (no storage). With --stored, the \
            week is filled through the planner service as POST /api/households/{id}/plan/fill fills it, \
            over a cookbook stored in SQLite (--data-dir) or PostgreSQL (--postgres), generated from the \
            flavour-network data with every line linked to its food, a stocked pantry and two members \
            with nutrition profiles. Prints p50, p95 and p99, then JSON on the last line.
            """)

    @Option(help: "How many plans to time.")
    var runs = 50

    @Option(help: "Recipes in the cookbook.")
    var recipes = 500

    @Option(help: "Seed for the cookbooks and households.")
    var seed: UInt64 = 1

    @Flag(help: "Fill through the planner service over stored recipes, instead of in the optimiser alone.")
    var stored = false

    @Option(help: "With --stored: days in each plan filled (7, a week; 1 or 2 is a small plan, which the planner also polishes).")
    var days = StoredPlannerBenchmark.week

    @Option(name: .customLong("data-dir"), help: "With --stored: where the benchmark's SQLite database is kept.")
    var dataDirectory = "./larder-data/bench-planner"

    @Option(help: "With --stored: run on this PostgreSQL database instead (postgres://…).")
    var postgres: String?

    @Option(name: .customLong("flavor-network"), help: "With --stored: the flavour-network data folder.")
    var flavorNetwork = "../shared/data/flavor-network"

    func validate() throws {
        guard runs >= 1, recipes >= 20 else { throw ValidationError("--runs must be 1 or more and --recipes 20 or more.") }
        guard (1...14).contains(days) else { throw ValidationError("--days must be from 1 to 14.") }
        guard stored || days == StoredPlannerBenchmark.week else { throw ValidationError("--days needs --stored: the optimiser alone plans weeks.") }
        if let postgres, !(postgres.hasPrefix("postgres://") || postgres.hasPrefix("postgresql://")) {
            throw ValidationError("--postgres must start with postgres:// or postgresql://")
        }
    }

    func run() async throws {
        if stored { try await runStored() } else { runInCore() }
    }

    private func runInCore() {
        let bar = ProgressBar()
        let result = PlannerBenchmark.run(runs: runs, recipes: recipes, seed: seed) { bar.update("Planning weeks", done: $0, total: $1) }
        let (p50, p95, p99) = (result.percentile(0.5), result.percentile(0.95), result.percentile(0.99))
        let processor = (
            result.percentile(0.5, processor: true), result.percentile(0.95, processor: true), result.percentile(0.99, processor: true)
        )
        print(String(format: "%d weeks of 3 meals for 2 over %d recipes: p50 %.3f s, p95 %.3f s, p99 %.3f s", runs, recipes, p50, p95, p99))
        print(
            String(
                format: "processor time of the planning thread: p50 %.3f s, p95 %.3f s, p99 %.3f s", processor.0, processor.1, processor.2))
        print(String(format: "person-days within every band: %.2f %%", result.figures.shareWithinKcalAndMacros * 100))
        print(
            "{\"runs\":\(runs),\"recipes\":\(recipes),\"p50\":\(IngredientJSON.number(p50)),\"p95\":\(IngredientJSON.number(p95)),"
                + "\"p99\":\(IngredientJSON.number(p99)),\"processorP95\":\(IngredientJSON.number(processor.1)),\"daysWithinKcalAndMacros\":\(IngredientJSON.number(result.figures.shareWithinKcalAndMacros))}"
        )
    }

    private func runStored() async throws {
        let cookbook = try FlavorNetworkCookbook(directory: flavorNetwork, seed: seed)
        let configuration = LarderConfiguration(
            dataDirectory: dataDirectory, storage: postgres.map { .postgres(url: $0) }, logLevel: .warning, seedsStarterContent: true)
        LogOutput.bootstrap(level: .warning)
        let app = try await buildApplication(configuration)
        let measurement: StoredPlannerBenchmark.Measurement
        do {
            try await migrate(app)
            try await StarterContent.seedIfNeeded(app)
            measurement = try await StoredPlannerBenchmark(app).measure(
                recipes: recipes, days: days, runs: runs, cookbook: cookbook, seed: seed, storage: configuration.storage.engineName,
                progress: CommandLineProgress())
            try await app.asyncShutdown()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        let sorted = measurement.timings.sorted()
        let (p50, p95, p99) = (Timing.percentile(sorted, 0.5), Timing.percentile(sorted, 0.95), Timing.percentile(sorted, 0.99))
        let within = measurement.personDays == 0 ? 0 : Double(measurement.withinEnergy) / Double(measurement.personDays)
        let length = measurement.days == 1 ? "1 day" : "\(measurement.days) days"
        let plans = measurement.days == StoredPlannerBenchmark.week ? "weeks" : (sorted.count == 1 ? "plan" : "plans") + " of " + length
        print(
            String(
                format: "%d %@ of 3 meals for 2 over %d stored recipes on %@, through the planner service: p50 %.3f s, p95 %.3f s, p99 %.3f s",
                sorted.count, plans, measurement.recipes, measurement.storage, p50, p95, p99))
        print(
            String(
                format: "person-days within ±5 %% of their energy target: %.1f %%; load average %.2f on %d cores", within * 100,
                measurement.loadAverage, ProcessInfo.processInfo.activeProcessorCount))
        print(
            "{\"storage\":\"\(measurement.storage)\",\"runs\":\(sorted.count),\"recipes\":\(measurement.recipes),"
                + "\"days\":\(measurement.days),"
                + "\"p50\":\(IngredientJSON.number(p50)),\"p95\":\(IngredientJSON.number(p95)),\"p99\":\(IngredientJSON.number(p99)),"
                + "\"daysWithinKcal\":\(IngredientJSON.number(within))}")
    }
}
