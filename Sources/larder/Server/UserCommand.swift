import ArgumentParser
import LarderServer

struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Manage accounts from the command line.",
        subcommands: [Create.self, Promote.self, ResetPassword.self]
    )

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Create an account.")

        @ArgumentParser.Option(help: "Display name (default: the part of the email before @, or the phone number).")
        var name: String?

        @ArgumentParser.Option(help: "Email address.")
        var email: String?

        @ArgumentParser.Option(help: "Phone number in E.164 form, e.g. +380501234567.")
        var phone: String?

        @ArgumentParser.Option(help: "Password (at least 8 characters).")
        var password: String

        @ArgumentParser.Flag(help: "Make the account an administrator.")
        var admin = false

        @ArgumentParser.OptionGroup var storage: StorageOptions

        func run() async throws {
            let name = self.name ?? email.map { String($0.split(separator: "@").first ?? "") } ?? phone ?? ""
            let summary = try await storage.withApplication { app in
                try await AccountAdministration(app: app).createAccount(
                    name: name, email: email, phone: phone, password: password, admin: admin
                )
            }
            print("Created \(summary).")
        }
    }

    struct Promote: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Make an existing account an administrator.")

        @ArgumentParser.Argument(help: "The account's email or phone number.")
        var login: String

        @ArgumentParser.OptionGroup var storage: StorageOptions

        func run() async throws {
            let summary = try await storage.withApplication { app in
                try await AccountAdministration(app: app).promote(login: login)
            }
            print("\(summary) is now an administrator.")
        }
    }
}

extension UserCommand {
    struct ResetPassword: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset-password",
            abstract: "Print a single-use link that sets a new password for an account (good for a day).")

        @ArgumentParser.Argument(help: "The account's email or phone number.")
        var login: String

        @ArgumentParser.Option(help: "Larder's address as people open it (default: LARDER_PUBLIC_URL).")
        var url: String?

        @ArgumentParser.OptionGroup var storage: StorageOptions

        func run() async throws {
            let link = try await storage.withApplication { app in
                try await AccountAdministration(app: app).resetLink(login: login, base: url)
            }
            print("Reset link for \(link.account), good once until \(link.expiresAt.formatted(.iso8601)):")
            print(link.url)
            if link.url.hasPrefix("/") { print("Open it on your Larder's address (set LARDER_PUBLIC_URL or --url to print it whole).") }
        }
    }
}

struct DeviceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "device",
        abstract: "Manage product-recognition devices.",
        subcommands: [Create.self, DeviceSimulateCommand.self]
    )

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Register a device and print its id and one-time secret.")

        @ArgumentParser.Option(help: "A name for the device, e.g. \"Kitchen fridge camera\".")
        var name: String

        @ArgumentParser.Option(help: "The device model.")
        var model: String?

        @ArgumentParser.OptionGroup var storage: StorageOptions

        func run() async throws {
            let registered = try await storage.withApplication { app in
                try await DeviceAdministration(app: app).register(name: name, model: model)
            }
            print("Device id:     \(registered.deviceID)")
            print("Device secret: \(registered.secret)")
            print("The secret is shown only now: put it in the device. An owner activates the device with its id.")
        }
    }
}
