import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation

/// `larder eval pairing [DIR] [--seed N]`: the pairing engine against baselines on held-out recipes.
struct EvalPairingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pairing",
        abstract: "Measure how well the pairing engine finds an ingredient hidden from real recipes.",
        discussion: """
            Reads the flavour network in DIR, shuffles its 57,691 recipes with the seed and keeps 80 % \
            to learn from. From every other recipe with at least three known ingredients one is hidden \
            at random, and each scorer ranks every known ingredient given the rest: Larder's, \
            popularity, shared compounds only, and item-item cosine. Prints hit@1, hit@10, MRR and the \
            AUC of telling pairs that no training recipe has but a test recipe does from random such \
            pairs, then the figures as JSON on the last line. PairingEvaluation documents the protocol.
            """)

    @Argument(help: "The folder holding the flavour-network files.")
    var directory = FlavorNetworkDirectory.defaultPath

    @Option(help: "Seed of the shuffle and of every random choice.")
    var seed: UInt64 = 7

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let network: FlavorNetwork
        do {
            network = try FlavorNetworkDirectory.read(directory)
        } catch {
            throw ValidationError(error.description)
        }
        let report = PairingEvaluation.run(network, seed: seed)
        let elapsed = clock.now - start
        print(
            "Seed \(seed): learnt from \(report.trainRecipes) recipes in \(String(format: "%.2f", report.trainingSeconds)) s; "
                + "\(report.testRecipes) of \(report.heldOutRecipes) held-out recipes tested, "
                + "\(report.unseenPairs) unseen pairs against \(report.randomPairs) random ones.")
        report.table.forEach { print($0) }
        print("Total \(elapsed)")
        print(report.json)
    }
}
