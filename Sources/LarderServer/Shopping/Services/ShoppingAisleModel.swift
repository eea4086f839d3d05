import Foundation
import LarderCore
import Vapor

/// The aisle classifier for the current food table, trained on first use and again whenever
/// the table changes (a USDA import), and shared by every request of the instance.
actor ShoppingAisleModel {
    private var trained: (revision: Int, assigner: AisleAssigner)?
    private var training: (revision: Int, task: Task<AisleAssigner, Never>)?

    func assigner(for snapshot: FoodCatalog.Snapshot) async -> AisleAssigner {
        if let trained, trained.revision == snapshot.revision { return trained.assigner }
        if let training, training.revision == snapshot.revision { return await training.task.value }
        let foods = snapshot.foods
        let task = Task.detached { AisleAssigner(classifier: AisleTraining.classifier(for: foods)) }
        training = (snapshot.revision, task)
        let assigner = await task.value
        if training?.revision == snapshot.revision { training = nil }
        trained = (snapshot.revision, assigner)
        return assigner
    }
}

extension Application {
    private struct ShoppingAisleModelKey: StorageKey {
        typealias Value = ShoppingAisleModel
    }

    private struct ShoppingAisleModelLock: LockKey {}

    var shoppingAisles: ShoppingAisleModel {
        locks.lock(for: ShoppingAisleModelLock.self).withLock {
            if let model = storage[ShoppingAisleModelKey.self] { return model }
            let model = ShoppingAisleModel()
            storage[ShoppingAisleModelKey.self] = model
            return model
        }
    }
}
