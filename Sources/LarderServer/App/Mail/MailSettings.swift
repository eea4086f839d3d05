import Foundation

/// Where Larder hands its mail over: an SMTP server (`LARDER_SMTP_*`).
public struct MailSettings: Sendable {
    public enum Security: String, Sendable, CaseIterable {
        /// Plain SMTP: only for a relay on this machine or a trusted network.
        case none
        /// Plain connection upgraded with STARTTLS before anything else is said (port 587).
        case starttls
        /// TLS from the first byte (port 465).
        case tls
    }

    public var host: String
    public var port: Int
    public var security: Security
    public var username: String?
    public var password: String?
    /// The sender, e.g. `Larder <larder@example.com>`.
    public var from: String
    /// A PEM file of extra certificate authorities to trust (a private mail server's own).
    public var trustedCertificatesFile: String?

    public init(host: String, port: Int, security: Security, username: String? = nil, password: String? = nil, from: String,
                trustedCertificatesFile: String? = nil) {
        self.host = host
        self.port = port
        self.security = security
        self.username = username
        self.password = password
        self.from = from
        self.trustedCertificatesFile = trustedCertificatesFile
    }

    /// The address alone, for the envelope's MAIL FROM.
    var envelopeFrom: String {
        if let open = from.lastIndex(of: "<"), let close = from.lastIndex(of: ">"), open < close {
            return String(from[from.index(after: open)..<close])
        }
        return from
    }
}
