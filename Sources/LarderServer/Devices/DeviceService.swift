import Fluent
import Foundation

/// The device registry: admins register devices, owners activate and deactivate them in their
/// household, and devices prove who they are with their secret.
struct DeviceService {
    let db: any Database
    let clock: LarderClock

    /// Registers a device and returns it with its secret, which is never shown again.
    func register(name rawName: String, model rawModel: String?) async throws -> (device: Device, secret: String) {
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw AppError.invalid("name", .errorNameEmpty) }
        guard name.count <= 100 else { throw AppError.invalid("name", .errorNameTooLong, ["100"]) }
        let model = rawModel?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let model, model.count > 100 { throw AppError.invalid("model", .errorNameTooLong, ["100"]) }
        let secret = Secrets.randomToken()
        // 32^8 codes make a collision rare; the unique index decides, and a clash just draws again.
        for _ in 0..<5 {
            let device = Device(code: DeviceCode.random(), name: name, model: model.nonEmpty, secretHash: Secrets.sha256Hex(secret))
            do {
                try await device.create(on: db)
                return (device, secret)
            } catch let error as any DatabaseError where error.isConstraintFailure {
                continue
            }
        }
        throw AppError.conflict(.errorDeviceCodeExhausted)
    }

    func all() async throws -> [Device] {
        try await Device.query(on: db).sort(\.$createdAt, .descending).all()
    }

    func devices(in access: HouseholdService.Access) async throws -> [Device] {
        try await Device.query(on: db)
            .filter(\.$household.$id == access.householdID)
            .filter(\.$status == .active)
            .sort(\.$name)
            .all()
    }

    /// An owner brings a registered device into the household. A device working for another
    /// household must be deactivated there first.
    func activate(_ access: HouseholdService.Access, code typed: String) async throws -> Device {
        try access.requireOwner()
        guard let code = DeviceCode.normalise(typed),
              let device = try await Device.query(on: db).filter(\.$code == code).first()
        else { throw AppError.notFound(.errorDeviceNotFound, [typed], field: "deviceId") }
        if device.status == .active {
            if device.$household.id == access.householdID {
                throw AppError.conflict(.errorDeviceAlreadyActiveHere, field: "deviceId")
            }
            throw AppError.conflict(.errorDeviceActiveElsewhere, field: "deviceId")
        }
        device.status = .active
        device.$household.id = access.householdID
        device.activatedAt = clock.now()
        try await device.save(on: db)
        return device
    }

    func deactivate(_ access: HouseholdService.Access, code typed: String) async throws {
        try access.requireOwner()
        guard let code = DeviceCode.normalise(typed),
              let device = try await Device.query(on: db)
                .filter(\.$code == code)
                .filter(\.$household.$id == access.householdID)
                .filter(\.$status == .active)
                .first()
        else { throw AppError.notFound(.errorDeviceNotFound, [typed], field: "deviceId") }
        device.status = .deactivated
        device.$household.id = nil
        try await device.save(on: db)
    }

    /// The active device these credentials belong to, or nil.
    func authenticate(code typed: String, secret: String) async throws -> Device? {
        guard let code = DeviceCode.normalise(typed),
              let device = try await Device.query(on: db).filter(\.$code == code).first(),
              Secrets.constantTimeEquals(device.secretHash, Secrets.sha256Hex(secret)),
              device.status == .active, device.$household.id != nil
        else { return nil }
        let now = clock.now()
        // Recording every request would turn each device read into a write; a minute's precision is plenty.
        if device.lastSeenAt.map({ now.timeIntervalSince($0) > 60 }) ?? true {
            device.lastSeenAt = now
            try await device.save(on: db)
        }
        return device
    }
}
