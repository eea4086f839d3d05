import Foundation
import Vapor

extension LarderAPI {
    func listHouseholdDevices(_ input: Operations.listHouseholdDevices.Input) async throws -> Operations.listHouseholdDevices.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let devices = try await request.devices.devices(in: access)
        return .ok(.init(body: .json(devices.map(Components.Schemas.Device.init))))
    }

    func activateHouseholdDevice(_ input: Operations.activateHouseholdDevice.Input) async throws -> Operations.activateHouseholdDevice.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let device = try await request.devices.activate(access, code: body.deviceId)
        return .created(.init(body: .json(.init(device))))
    }

    func deactivateHouseholdDevice(_ input: Operations.deactivateHouseholdDevice.Input) async throws -> Operations.deactivateHouseholdDevice.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        try await request.devices.deactivate(access, code: input.path.deviceId)
        return .noContent(.init())
    }

    func deviceWhoami(_ input: Operations.deviceWhoami.Input) async throws -> Operations.deviceWhoami.Output {
        let request = try self.request
        let device = try request.requireDevice()
        guard let householdID = device.householdID,
              let householdName = try await request.households.name(of: householdID)
        else { throw AppError(.unauthenticated, .errorDeviceCredentialsInvalid) }
        return .ok(.init(body: .json(.init(
            deviceId: device.code,
            name: device.name,
            model: device.model,
            householdId: householdID.uuidString,
            householdName: householdName
        ))))
    }
}

extension Components.Schemas.Device {
    init(_ device: DeviceRecord) {
        self.init(
            deviceId: device.code,
            name: device.name,
            model: device.model,
            status: .init(rawValue: device.status.rawValue) ?? .unassigned,
            householdId: device.householdID?.uuidString,
            createdAt: device.createdAt ?? Date(timeIntervalSince1970: 0),
            activatedAt: device.activatedAt,
            lastSeenAt: device.lastSeenAt
        )
    }
}
