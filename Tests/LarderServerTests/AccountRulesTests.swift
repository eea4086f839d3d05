import Foundation
@testable import LarderServer
import Testing

@Suite("Account rules")
struct AccountRulesTests {
    @Test("Plausible emails are accepted and lower-cased", arguments: ["ada@example.com", "A.B+tag@Mail.Example.org", "x_y@sub.domain.co.uk"])
    func validEmails(email: String) throws {
        #expect(try AccountRules.email(email) == email.lowercased())
    }

    @Test("Implausible emails are refused", arguments: ["", "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "a da@example.com", "ada@-example.com", ".ada@example.com", "ada@example.c0m0"])
    func invalidEmails(email: String) {
        #expect(throws: AppError.self) { try AccountRules.email(email) }
    }

    @Test("Phones are E.164 after dropping what people type between digits", arguments: [
        ("+380501234567", "+380501234567"), ("+1 (202) 555-0143", "+12025550143"), ("+44 20 7946 0958", "+442079460958"),
    ])
    func validPhones(typed: String, stored: String) throws {
        #expect(try AccountRules.phone(typed) == stored)
    }

    @Test("Phones without a country code or with letters are refused", arguments: ["0501234567", "+0501234567", "+12", "+1234567890123456", "+38050abc4567"])
    func invalidPhones(phone: String) {
        #expect(throws: AppError.self) { try AccountRules.phone(phone) }
    }

    @Test("Passwords need at least 8 characters")
    func passwordLength() {
        #expect(throws: AppError.self) { try AccountRules.password("1234567") }
        #expect(throws: Never.self) { try AccountRules.password("12345678") }
    }

    @Test("Device ids forgive case, spaces, missing dashes and look-alike letters")
    func deviceCodes() {
        #expect(DeviceCode.normalise("ld-7kq2-9xmp") == "LD-7KQ2-9XMP")
        #expect(DeviceCode.normalise("7KQ2 9XMP") == "LD-7KQ2-9XMP")
        #expect(DeviceCode.normalise("LD-OKQ2-IXMP") == "LD-0KQ2-1XMP")
        #expect(DeviceCode.normalise("LD-7KQ2") == nil)
        #expect(DeviceCode.random().wholeMatch(of: /LD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/) != nil)
    }
}
