import Foundation

/// A plain-text email as RFC 5322 wants it on the wire: headers that stay ASCII (a subject in any
/// language as an RFC 2047 encoded word), the UTF-8 body in base64, lines ended by CRLF.
public struct MailMessage: Sendable, Equatable {
    public var from: String
    public var to: String
    public var subject: String
    public var body: String

    public init(from: String, to: String, subject: String, body: String) {
        self.from = from
        self.to = to
        self.subject = subject
        self.body = body
    }

    /// The message as it is sent, after SMTP's DATA command.
    public func rendered(date: Date, messageID: String) -> String {
        let headers = [
            "Date: \(Self.rfc5322Date(date))",
            "From: \(from)",
            "To: \(to)",
            "Subject: \(Self.encodedWord(subject))",
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8",
            "Content-Transfer-Encoding: base64",
        ]
        let normalized = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
        let encoded = Data(normalized.utf8).base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed])
        return headers.joined(separator: "\r\n") + "\r\n\r\n" + encoded + "\r\n"
    }

    /// A header value kept as it is when it is printable ASCII, else one RFC 2047 encoded word.
    static func encodedWord(_ value: String) -> String {
        let isPlain = value.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
        return isPlain ? value : "=?UTF-8?B?\(Data(value.utf8).base64EncodedString())?="
    }

    static func rfc5322Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }

    /// Whether `address` can stand in an SMTP envelope: one `local@domain` without spaces or angle brackets.
    public static func isEnvelopeAddress(_ address: String) -> Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        let forbidden = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "<>\"(),;:\\[]"))
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
            && address.unicodeScalars.allSatisfy { !forbidden.contains($0) && $0.value < 0x7F }
    }
}
