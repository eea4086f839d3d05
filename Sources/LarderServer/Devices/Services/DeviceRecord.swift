import Foundation
import Vapor

/// A device as other modules (and the API's device sign-in) see it: a value, never the model.
struct DeviceRecord: Sendable, Hashable, Authenticatable {
    var id: UUID
    /// Human-typeable id, e.g. `LD-7KQ2-9XMP`.
    var code: String
    var name: String
    var model: String?
    var status: DeviceStatus
    var householdID: UUID?
    var createdAt: Date?
    var activatedAt: Date?
    var lastSeenAt: Date?
}

extension Device {
    var record: DeviceRecord {
        get throws {
            DeviceRecord(
                id: try requireID(), code: code, name: name, model: model, status: status, householdID: householdID,
                createdAt: createdAt, activatedAt: activatedAt, lastSeenAt: lastSeenAt)
        }
    }
}
