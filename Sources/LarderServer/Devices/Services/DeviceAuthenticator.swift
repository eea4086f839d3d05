import Vapor

/// Signs in devices that send `Authorization: Device <deviceId>:<secret>`.
struct DeviceAuthenticator: AsyncMiddleware {
    static let scheme = "device "

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let header = request.headers.first(name: .authorization),
           header.lowercased().hasPrefix(Self.scheme) {
            let credentials = header.dropFirst(Self.scheme.count)
            if let colon = credentials.firstIndex(of: ":"),
               let device = try await request.devices.authenticate(
                   code: String(credentials[..<colon]),
                   secret: String(credentials[credentials.index(after: colon)...])
               ) {
                request.auth.login(device)
            } else {
                request.authenticationProblem = .errorDeviceCredentialsInvalid
            }
        }
        return try await next.respond(to: request)
    }
}

extension Request {
    /// The authenticated, active device, or 401.
    func requireDevice() throws -> DeviceRecord {
        if let device = auth.get(DeviceRecord.self) { return device }
        throw AppError(.unauthenticated, authenticationProblem ?? .errorDeviceCredentialsRequired)
    }
}
