import Foundation

/// What a valid name, email, phone number and password look like. Each check returns the
/// normalised value or throws an `AppError` naming the field.
package enum AccountRules {
    static let passwordMinimumLength = 8
    static let passwordMaximumLength = 256
    static let nameMaximumLength = 100

    static func name(_ raw: String, field: String = "name") throws -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw AppError.invalid(field, .errorNameEmpty) }
        guard name.count <= nameMaximumLength else {
            throw AppError.invalid(field, .errorNameTooLong, [String(nameMaximumLength)])
        }
        guard !name.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) else {
            throw AppError.invalid(field, .errorNameInvalid)
        }
        return name
    }

    /// Lower-cased address with one `@`, a plausible local part and a dotted domain.
    static func email(_ raw: String, field: String = "email") throws -> String {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard isPlausibleEmail(email) else { throw AppError.invalid(field, .errorEmailInvalid) }
        return email
    }

    /// E.164: a plus sign and 8 to 15 digits. Spaces, dashes, dots and brackets people type are dropped.
    static func phone(_ raw: String, field: String = "phone") throws -> String {
        let kept = raw.unicodeScalars.filter { !" -.()\t".unicodeScalars.contains($0) }
        let phone = String(String.UnicodeScalarView(kept))
        guard phone.first == "+" else { throw AppError.invalid(field, .errorPhoneInvalid) }
        let digits = phone.dropFirst()
        guard (8...15).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0" else {
            throw AppError.invalid(field, .errorPhoneInvalid)
        }
        return phone
    }

    static func password(_ password: String, field: String = "password") throws {
        guard password.count >= passwordMinimumLength else {
            throw AppError.invalid(field, .errorPasswordTooShort, [String(passwordMinimumLength)])
        }
        guard password.count <= passwordMaximumLength else {
            throw AppError.invalid(field, .errorPasswordTooLong, [String(passwordMaximumLength)])
        }
    }

    /// A sign-in identifier: an email when it has an `@`, otherwise a phone number.
    package enum Login: Equatable {
        case email(String)
        case phone(String)

        var normalised: String {
            switch self {
            case .email(let value), .phone(let value): value
            }
        }
    }

    static func login(_ raw: String, field: String = "login") throws -> Login {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw AppError.invalid(field, .errorLoginEmpty) }
        if trimmed.contains("@") {
            return .email(try email(trimmed, field: field))
        }
        return .phone(try phone(trimmed, field: field))
    }

    private static func isPlausibleEmail(_ email: String) -> Bool {
        guard email.count <= 254 else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let local = parts[0], domain = parts[1]
        let localAllowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+/=?^_`{|}~.-")
        guard (1...64).contains(local.count),
              local.unicodeScalars.allSatisfy(localAllowed.contains),
              !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..")
        else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        let labelAllowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789-")
        for label in labels {
            guard (1...63).contains(label.count),
                  label.unicodeScalars.allSatisfy(labelAllowed.contains),
                  !label.hasPrefix("-"), !label.hasSuffix("-")
            else { return false }
        }
        // Top-level domains are letters, or punycode for internationalised ones.
        guard let topLevel = labels.last, topLevel.count >= 2,
              topLevel.allSatisfy({ $0.isLetter }) || topLevel.hasPrefix("xn--")
        else { return false }
        return true
    }
}
