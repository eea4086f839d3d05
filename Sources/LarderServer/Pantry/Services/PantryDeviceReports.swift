import Fluent
import Foundation

/// The pantry's answer to the devices page: each device's last report to the household.
struct PantryDeviceReports: DeviceReportLookup {
    func lastReports(householdID: UUID, on db: any Database) async throws -> [UUID: DeviceReport] {
        let batches = try await PantryDeviceBatch.query(on: db).filter(\.$householdID == householdID)
            .sort(\.$createdAt, .descending).all()
        var reports: [UUID: DeviceReport] = [:]
        for batch in batches where reports[batch.deviceID] == nil {
            guard let receivedAt = batch.createdAt else { continue }
            reports[batch.deviceID] = DeviceReport(receivedAt: receivedAt, applied: batch.appliedCount, needsReview: batch.reviewCount)
        }
        return reports
    }
}
