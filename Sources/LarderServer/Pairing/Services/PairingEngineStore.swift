import Foundation
import LarderCore
import Vapor

/// The pairing engine learnt from the flavour network (LARDER_FLAVOR_NETWORK_DIR), loaded once
/// in the background after start-up, and each household's engine: the network's retrained with
/// the household's own recipes, learnt again in the background when they change. Until one is
/// ready — or when no network is configured — requests get what there is (the network's engine,
/// the household's previous one, or the catalogue alone): learning never holds a request up.
actor PairingEngineStore {
    enum State: Sendable {
        case off
        case loading
        case ready
        case failed(String)
    }

    private(set) var state: State = .off
    private var loaded: PairingModel?

    /// The engine when it is ready; nil otherwise, at once.
    var model: PairingModel? { loaded }

    func install(_ model: PairingModel) {
        loaded = model
        state = .ready
        households = [:]
        learning = [:]
    }

    /// A household's engine and the revision of its recipes it learnt from.
    private struct HouseholdEngine {
        var revision: RecipeService.Revision
        var model: PairingModel
        var recipes: Int
    }

    private var households: [UUID: HouseholdEngine] = [:]
    /// Households being learnt now, with the revision they are learning.
    private var learning: [UUID: RecipeService.Revision] = [:]
    /// Households kept at most; each holds a copy of the network's postings.
    private let keptHouseholds = 32

    /// What a household's suggestions come from now.
    struct HouseholdView: Sendable {
        var model: PairingModel
        /// The household's recipes the model learnt from.
        var recipes: Int
        /// The household's recipes changed since, and nobody is learning them yet: hand them to `learn`.
        var needsRecipes: Bool
    }

    /// The household's engine for its recipes at `revision`: the one learnt from them when ready,
    /// else the last one learnt, else the network's; nil without the network.
    func engine(for householdID: UUID, revision: RecipeService.Revision) -> HouseholdView? {
        guard let loaded else { return nil }
        if revision.count == 0 {
            households[householdID] = nil
            return HouseholdView(model: loaded, recipes: 0, needsRecipes: false)
        }
        let known = households[householdID]
        let current = known?.revision == revision || learning[householdID] == revision
        return HouseholdView(model: known?.model ?? loaded, recipes: known?.recipes ?? 0, needsRecipes: !current)
    }

    /// Learns the household's recipes (each as ingredient names) into a copy of the network's
    /// engine, off the actor; requests keep the previous engine meanwhile.
    func learn(_ householdID: UUID, revision: RecipeService.Revision, recipes: [[String]], weight: Double) {
        guard let loaded, learning[householdID] != revision else { return }
        learning[householdID] = revision
        let flavorRecipes = recipes.map { FlavorRecipe(cuisine: "", ingredients: $0) }
        Task.detached(priority: .utility) {
            let model = loaded.adding(flavorRecipes, weight: weight)
            await self.learnt(householdID, revision: revision, model: model, recipes: flavorRecipes.count)
        }
    }

    private func learnt(_ householdID: UUID, revision: RecipeService.Revision, model: PairingModel, recipes: Int) {
        guard learning[householdID] == revision else { return }
        learning[householdID] = nil
        if households[householdID] == nil, households.count >= keptHouseholds, let evicted = households.keys.first {
            households[evicted] = nil
        }
        households[householdID] = HouseholdEngine(revision: revision, model: model, recipes: recipes)
    }

    /// Reads the network in `directory` and learns from it, off the actor, so asking for the
    /// model never waits for the learning.
    nonisolated func load(directory: String) async {
        await setState(.loading)
        let learnt = Result { PairingModel(network: try FlavorNetworkFolder.read(directory)) }
        switch learnt {
        case .success(let model): await install(model)
        case .failure(let error): await setState(.failed(String(describing: error)))
        }
    }

    private func setState(_ state: State) {
        self.state = state
    }

    /// Loads the configured network once the server has booted.
    static let warmUp = BackgroundTask(name: "pairing-engine") { app in
        guard let directory = app.larderConfiguration.flavorNetworkDirectory else { return }
        let store = app.pairingEngine
        await store.load(directory: directory)
        if case .failed(let reason) = await store.state {
            app.logger.warning("The flavour network in \(directory) did not load; pairing uses the catalogue alone: \(reason)")
        } else if let model = await store.model {
            app.logger.info("Pairing engine learnt \(model.ingredientCount) ingredients from \(model.recipeCount) recipes")
        }
    }
}

private struct PairingEngineKey: StorageKey {
    typealias Value = PairingEngineStore
}

private struct PairingEngineLock: LockKey {}

extension Application {
    var pairingEngine: PairingEngineStore {
        locks.lock(for: PairingEngineLock.self).withLock {
            if let store = storage[PairingEngineKey.self] { return store }
            let store = PairingEngineStore()
            storage[PairingEngineKey.self] = store
            return store
        }
    }
}

extension Application {
    /// Puts a learnt engine in place at once: for tools and tests that build a model themselves.
    package func usePairingModel(_ model: PairingModel) async {
        await pairingEngine.install(model)
    }
}
