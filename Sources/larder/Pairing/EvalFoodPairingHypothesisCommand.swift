import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation

/// `larder eval food-pairing-hypothesis [DIR]`: Ahn et al. (2011) reproduced on the flavour network.
struct EvalFoodPairingHypothesisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "food-pairing-hypothesis",
        abstract: "Reproduce the food-pairing hypothesis test of Ahn et al. (2011) per region.",
        discussion: """
            For each region of map.txt: Ns, the mean number of flavour compounds the ingredient pairs \
            of its recipes share, and ΔNs, Ns less that of randomised recipes of the same sizes drawn \
            with the region's ingredient frequencies. The paper finds ΔNs > 0 for North American and \
            Western European recipes, < 0 for East Asian and Southern European. Prints a table, then \
            the figures as JSON on the last line.
            """)

    @Argument(help: "The folder holding the flavour-network files.")
    var directory = FlavorNetworkDirectory.defaultPath

    @Option(help: "Seed of the randomised recipes.")
    var seed: UInt64 = 1

    @Option(help: "How many randomised recipes to draw per real one.")
    var randomisations = 10

    func run() throws {
        let network: FlavorNetwork
        do {
            network = try FlavorNetworkDirectory.read(directory)
        } catch {
            throw ValidationError(error.description)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let figures = FoodPairingHypothesis.run(network, seed: seed, randomisations: randomisations)
        FoodPairingHypothesis.table(figures).forEach { print($0) }
        print("Seed \(seed), \(randomisations) randomised recipes per recipe, in \(clock.now - start)")
        print(FoodPairingHypothesis.json(figures))
    }
}
