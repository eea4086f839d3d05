/// The training titles Larder ships: ReminderTopicTitles.tsv, written by the team
/// (language, topic or "none", title per line), embedded in the library.
public enum ReminderTopicTraining {
    public static let examples: [ReminderTopicClassifier.Example] = parse(
        String(decoding: PackageResources.ReminderTopicTitles_tsv, as: UTF8.self))

    /// Reads the TSV; rows with an unknown topic are skipped.
    static func parse(_ text: String) -> [ReminderTopicClassifier.Example] {
        text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            let topic = ReminderTopic(rawValue: String(fields[1]))
            guard topic != nil || fields[1] == "none" else { return nil }
            return ReminderTopicClassifier.Example(String(fields[2]), topic)
        }
    }
}
