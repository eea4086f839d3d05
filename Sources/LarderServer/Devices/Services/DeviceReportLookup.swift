import Fluent
import Foundation
import Vapor

/// What a device last reported to its household, as the module that applies reports tells it.
struct DeviceReport: Sendable, Hashable {
    var receivedAt: Date
    var applied: Int
    var needsReview: Int
}

/// Where the devices page learns each device's last report. The Pantry module, which applies
/// reports, provides the real lookup by setting `Application.deviceReports`.
protocol DeviceReportLookup: Sendable {
    /// The last report of each device that sent one to the household, by device id.
    func lastReports(householdID: UUID, on db: any Database) async throws -> [UUID: DeviceReport]
}

/// Nothing applies reports: no device has reported.
struct NoDeviceReports: DeviceReportLookup {
    func lastReports(householdID: UUID, on db: any Database) async throws -> [UUID: DeviceReport] { [:] }
}

extension Application {
    private struct DeviceReportsKey: StorageKey {
        typealias Value = any DeviceReportLookup
    }

    var deviceReports: any DeviceReportLookup {
        get { storage[DeviceReportsKey.self] ?? NoDeviceReports() }
        set { storage[DeviceReportsKey.self] = newValue }
    }
}
