import Fluent
import Foundation

/// The device registry: admins register devices, owners activate and deactivate them in their
/// household, and devices prove who they are with their secret.
struct DeviceService {
    let db: any Database
    let clock: LarderClock

    /// Registers a device and returns it with its secret, which is never shown again.
    func register(name rawName: String, model rawModel: String?) async throws -> (device: DeviceRecord, secret: String) {
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
                return (try device.record, secret)
            } catch let error as any DatabaseError where error.isConstraintFailure {
                continue
            }
        }
        throw AppError.conflict(.errorDeviceCodeExhausted)
    }

    func all() async throws -> [DeviceRecord] {
        try await Device.query(on: db).sort(\.$createdAt, .descending).all().map { try $0.record }
    }

    func devices(in access: HouseholdService.Access) async throws -> [DeviceRecord] {
        try await Device.query(on: db)
            .filter(\.$householdID == access.householdID)
            .filter(\.$status == .active)
            .sort(\.$name)
            .all()
            .map { try $0.record }
    }

    /// The codes people know devices by, for the ids other modules keep.
    func codes(of ids: some Collection<UUID>) async throws -> [UUID: String] {
        guard !ids.isEmpty else { return [:] }
        let devices = try await Device.query(on: db).filter(\.$id ~~ Set(ids)).all()
        return Dictionary(devices.compactMap { device in device.id.map { ($0, device.code) } }, uniquingKeysWith: { first, _ in first })
    }

    /// An owner brings a registered device into the household. A device working for another
    /// household must be deactivated there first.
    func activate(_ access: HouseholdService.Access, code typed: String) async throws -> DeviceRecord {
        try access.requireOwner()
        guard let code = DeviceCode.normalise(typed),
              let device = try await Device.query(on: db).filter(\.$code == code).first()
        else { throw AppError.notFound(.errorDeviceNotFound, [typed], field: "deviceId") }
        if device.status == .active {
            if device.householdID == access.householdID {
                throw AppError.conflict(.errorDeviceAlreadyActiveHere, field: "deviceId")
            }
            throw AppError.conflict(.errorDeviceActiveElsewhere, field: "deviceId")
        }
        device.status = .active
        device.householdID = access.householdID
        device.activatedAt = clock.now()
        try await device.save(on: db)
        return try device.record
    }

    func deactivate(_ access: HouseholdService.Access, code typed: String) async throws {
        try access.requireOwner()
        guard let code = DeviceCode.normalise(typed),
              let device = try await Device.query(on: db)
                .filter(\.$code == code)
                .filter(\.$householdID == access.householdID)
                .filter(\.$status == .active)
                .first()
        else { throw AppError.notFound(.errorDeviceNotFound, [typed], field: "deviceId") }
        device.status = .deactivated
        device.householdID = nil
        try await device.save(on: db)
    }

    /// The active device these credentials belong to, or nil.
    func authenticate(code typed: String, secret: String) async throws -> DeviceRecord? {
        guard let code = DeviceCode.normalise(typed),
              let device = try await Device.query(on: db).filter(\.$code == code).first(),
              Secrets.constantTimeEquals(device.secretHash, Secrets.sha256Hex(secret)),
              device.status == .active, device.householdID != nil
        else { return nil }
        let now = clock.now()
        // Recording every request would turn each device read into a write; a minute's precision is plenty.
        if device.lastSeenAt.map({ now.timeIntervalSince($0) > 60 }) ?? true {
            device.lastSeenAt = now
            try await device.save(on: db)
        }
        return try device.record
    }
}

extension DeviceService {
    /// The table other modules' migrations point their foreign keys at.
    static let schema = Device.schema
}
