import LarderCore

/// A row of a labelled reminder-topic CSV (header `title,topic`): a title and the topic it
/// belongs to, or nil when it fits none (an empty topic).
public struct LabelledReminderTitle: Hashable, Sendable {
    public var title: String
    public var topic: ReminderTopic?

    public init(title: String, topic: ReminderTopic?) {
        self.title = title
        self.topic = topic
    }
}

/// Why a labelled reminder-topic CSV could not be read.
public enum LabelledReminderTitleError: Error, Hashable, Sendable, CustomStringConvertible {
    case csv(LabelledCSVError)
    case unknownTopic(line: Int, topic: String)

    public var description: String {
        switch self {
        case .csv(let error): error.description
        case .unknownTopic(let line, let topic):
            "line \(line): \"\(topic)\" is not one of \(ReminderTopic.allCases.map(\.rawValue).joined(separator: ", ")) or empty"
        }
    }
}

extension LabelledReminderTitle {
    /// Reads every row (RFC 4180 quoting; columns in any order; blank titles skipped).
    public static func rows(fromCSV text: String) throws(LabelledReminderTitleError) -> [LabelledReminderTitle] {
        let records: [[String]]
        do { records = try CSVReader.records(in: text) } catch { throw .csv(error) }
        guard let header = records.first?.map({ $0.trimmingWhitespace().lowercased() }) else { return [] }
        guard let titleColumn = header.firstIndex(of: "title") else { throw .csv(.missingColumn("title")) }
        guard let topicColumn = header.firstIndex(of: "topic") else { throw .csv(.missingColumn("topic")) }
        var rows: [LabelledReminderTitle] = []
        for (offset, fields) in records.dropFirst().enumerated() {
            let title = titleColumn < fields.count ? String(fields[titleColumn].trimmingWhitespace()) : ""
            guard !title.isEmpty else { continue }
            let label = topicColumn < fields.count ? fields[topicColumn].trimmingWhitespace().lowercased() : ""
            if label.isEmpty || label == "none" {
                rows.append(LabelledReminderTitle(title: title, topic: nil))
            } else if let topic = ReminderTopic(rawValue: label) {
                rows.append(LabelledReminderTitle(title: title, topic: topic))
            } else {
                throw .unknownTopic(line: offset + 2, topic: label)
            }
        }
        return rows
    }
}
