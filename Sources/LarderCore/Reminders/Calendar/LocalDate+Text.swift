/// ISO 8601 text ("2025-03-30", "2025-03-30T08:00:00") for JSON and logs, and the basic
/// forms iCalendar uses ("20250330", "20250330T080000").
extension LocalDate: CustomStringConvertible, Codable {
    public var description: String { iso }

    /// "2025-03-30".
    public var iso: String {
        "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
    }

    /// "20250330".
    public var basic: String {
        "\(Self.padded(year, 4))\(Self.padded(month, 2))\(Self.padded(day, 2))"
    }

    /// Reads "2025-03-30" or "20250330".
    public init?(text: some StringProtocol) {
        let digits = String(text.filter { $0 != "-" })
        guard digits.count == 8, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
            text.count == 8 || (text.count == 10 && Array(text)[4] == "-" && Array(text)[7] == "-"),
            let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)),
            let day = Int(digits.suffix(2))
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(text: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a day written as YYYY-MM-DD")
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension LocalDateTime: CustomStringConvertible, Codable {
    public var description: String { iso }

    /// "2025-03-30T08:00:00".
    public var iso: String {
        "\(date.iso)T\(LocalDate.padded(hour, 2)):\(LocalDate.padded(minute, 2)):\(LocalDate.padded(second, 2))"
    }

    /// "20250330T080000".
    public var basic: String {
        "\(date.basic)T\(LocalDate.padded(hour, 2))\(LocalDate.padded(minute, 2))\(LocalDate.padded(second, 2))"
    }

    /// Reads "2025-03-30T08:00:00", "2025-03-30T08:00" or "20250330T080000".
    public init?(text: some StringProtocol) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = LocalDate(text: parts[0]) else { return nil }
        let clock = String(parts[1].filter { $0 != ":" })
        guard clock.count == 4 || clock.count == 6, clock.allSatisfy(\.isASCII), clock.allSatisfy(\.isNumber),
            parts[1].count == clock.count || parts[1].count == clock.count + clock.count / 2 - 1
        else { return nil }
        let numbers = stride(from: 0, to: clock.count, by: 2).map {
            Int(clock.dropFirst($0).prefix(2))!
        }
        self.init(date: date, hour: numbers[0], minute: numbers[1], second: numbers.count > 2 ? numbers[2] : 0)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = LocalDateTime(text: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a wall time written as YYYY-MM-DDTHH:MM:SS")
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
