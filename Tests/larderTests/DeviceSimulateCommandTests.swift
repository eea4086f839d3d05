import Foundation
import LarderServer
import LarderTestSupport
import Testing

@Suite("larder device simulate")
struct DeviceSimulateCommandTests {
    @Test("sends a file's observations as the device and prints the answer; the same key twice changes nothing")
    func simulate() async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let device = try await app.makeDevice("Fridge cam", admin: admin, activateIn: home, by: ada)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("observations-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            let observations = """
                [{"name": "eggs", "amount": 6, "action": "added", "observedAt": "2025-01-31T08:00:00Z"},
                 {"name": "Zzyzx fizzy thing", "action": "added", "observedAt": "2025-01-31T08:00:00Z"}]
                """
            try Data(observations.utf8).write(to: file)

            try await withRunningServer(app) { baseURL in
                // `--secret=…`: a secret is base64url and may begin with "-", which a separate argument would read as an option.
                let arguments = [
                    "device", "simulate", "--id", device.id, "--secret=\(device.secret)", "--file", file.path, "--url",
                    baseURL.absoluteString,
                    "--key", "try-1",
                ]
                let first = try await LarderProcess.run(arguments)
                let second = try await LarderProcess.run(arguments)
                let wrongSecret = try await LarderProcess.run([
                    "device", "simulate", "--id", device.id, "--secret", "guess", "--file", file.path, "--url", baseURL.absoluteString,
                ])

                #expect(first.status == 0, "\(first.errors)")
                #expect(first.output.contains(#""status" : "needsReview""#))
                #expect(first.output.contains("1 applied, 1 for review · key try-1"))
                #expect(second.output.contains("(a repeat: nothing changed)"))
                #expect(wrongSecret.status != 0)
                #expect(wrongSecret.errors.contains("401"))
            }
            let items = try await app.api(.GET, "/api/households/\(home)/pantry/items", as: ada.bearer)
            #expect(items.json["total"] as? Int == 1)
        }
    }
}
