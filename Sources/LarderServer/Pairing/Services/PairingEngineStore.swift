import Foundation
import LarderCore
import Vapor

/// The pairing engine learnt from the flavour network (LARDER_FLAVOR_NETWORK_DIR), loaded once
/// in the background after start-up. Until it is ready — or when no network is configured —
/// requests get the hand-made catalogue alone: learning never holds a request up.
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
