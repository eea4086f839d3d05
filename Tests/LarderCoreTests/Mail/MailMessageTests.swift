import Foundation
import LarderCore
import Testing

@Suite("A mail message on the wire")
struct MailMessageTests {
    private let message = MailMessage(from: "Larder <larder@example.com>", to: "ada@example.com", subject: "Reset your password", body: "Line one\nLine two")

    @Test func headersEndInCRLFAndABlankLineStartsTheBody() {
        let wire = message.rendered(date: Date(timeIntervalSince1970: 0), messageID: "1@example.com")
        #expect(wire.hasPrefix("Date: Thu, 01 Jan 1970 00:00:00 +0000\r\nFrom: Larder <larder@example.com>\r\nTo: ada@example.com\r\n"))
        #expect(wire.contains("Subject: Reset your password\r\n"))
        #expect(wire.contains("Message-ID: <1@example.com>\r\n"))
        #expect(wire.contains("\r\n\r\n"))
    }

    @Test func theBodyIsUTF8InBase64WithCRLFLineEnds() throws {
        let wire = MailMessage(from: "a@b.c", to: "d@e.f", subject: "s", body: "Скинути пароль\nдругий рядок")
            .rendered(date: Date(), messageID: "x@y")
        let encoded = try #require(wire.components(separatedBy: "\r\n\r\n").last).replacingOccurrences(of: "\r\n", with: "")
        let decoded = String(decoding: try #require(Data(base64Encoded: encoded)), as: UTF8.self)
        #expect(decoded == "Скинути пароль\r\nдругий рядок")
    }

    @Test func aSubjectBeyondASCIIIsOneEncodedWord() {
        let wire = MailMessage(from: "a@b.c", to: "d@e.f", subject: "Сброс пароля", body: "").rendered(date: Date(), messageID: "x@y")
        #expect(wire.contains("Subject: =?UTF-8?B?\(Data("Сброс пароля".utf8).base64EncodedString())?=\r\n"))
    }

    @Test func aHeaderCannotBeSmuggledThroughTheSubject() {
        let wire = MailMessage(from: "a@b.c", to: "d@e.f", subject: "Hi\r\nBcc: eve@example.com", body: "").rendered(date: Date(), messageID: "x@y")
        #expect(!wire.contains("\r\nBcc:"))
    }

    @Test func envelopeAddressesAreOneLocalPartAndOneDomain() {
        #expect(MailMessage.isEnvelopeAddress("ada@example.com"))
        #expect(!MailMessage.isEnvelopeAddress("ada@example.com>\r\nRCPT TO:<eve@example.com"))
        #expect(!MailMessage.isEnvelopeAddress("ada"))
        #expect(!MailMessage.isEnvelopeAddress("a b@example.com"))
    }
}
