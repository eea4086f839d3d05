import Vapor

/// Device chores for the command line (`larder device create`).
public struct DeviceAdministration {
    let app: Application

    public init(app: Application) {
        self.app = app
    }

    public func register(name: String, model: String?) async throws -> (deviceID: String, secret: String) {
        do {
            let (device, secret) = try await DeviceService(db: app.db, clock: app.larderClock).register(name: name, model: model)
            return (device.code, secret)
        } catch let error as AppError {
            throw CommandFailure(error)
        }
    }
}
