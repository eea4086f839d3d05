import Foundation

/// Reads preparation, cooking and total times from a page's visible labels
/// when it has no structured times: "Prep Time: 10 mins", "TOTAL TIME: 40
/// Min", "10 min Preparation Time", a label with its value in the next block
/// ("Cook Time:" / "5 minutes"), several on one line ("Prep time: 10 min |
/// Cook time: 20 min"). The first value found for each label counts.
struct PageTimeReader {
    var prepTime: Int?
    var cookTime: Int?
    var totalTime: Int?

    init(blocks: [PageBlock]) {
        let texts = blocks.map(\.text)
        for (index, text) in texts.enumerated() {
            for segment in text.split(whereSeparator: { $0 == "|" || $0 == "•" }).map(String.init) {
                let trimmed = segment.trimmingCharacters(in: .whitespaces)
                guard trimmed.split(separator: " ").count <= 8 else { continue }
                if let (kind, minutes) = Self.labelledTime(trimmed) {
                    record(kind, minutes)
                } else if let kind = Self.kind(ofLabel: trimmed), index + 1 < texts.count,
                    texts[index + 1].split(separator: " ").count <= 4,
                    let minutes = RecipeDurationText.minutes(in: texts[index + 1])
                {
                    record(kind, minutes)
                }
            }
        }
    }

    /// The total time, or preparation plus cooking when no total is shown.
    var total: Int? {
        totalTime ?? (prepTime == nil && cookTime == nil ? nil : (prepTime ?? 0) + (cookTime ?? 0))
    }

    enum Kind { case prep, cook, total }

    private mutating func record(_ kind: Kind, _ minutes: Int) {
        switch kind {
        case .prep: prepTime = prepTime ?? minutes
        case .cook: cookTime = cookTime ?? minutes
        case .total: totalTime = totalTime ?? minutes
        }
    }

    /// "Prep Time: 10 mins" or "10 min Preparation Time": a label and a time in one text.
    private static func labelledTime(_ text: String) -> (Kind, Int)? {
        let lowered = text.lowercased()
        for (label, kind) in labels {
            if lowered.hasPrefix(label) {
                let rest = lowered.dropFirst(label.count)
                guard let first = rest.first, first == ":" || first == " " else { continue }
                if let minutes = minutes(in: String(rest)) { return (kind, minutes) }
            } else if lowered.hasSuffix(" " + label), let minutes = minutes(in: String(lowered.dropLast(label.count))) {
                return (kind, minutes)
            }
        }
        return nil
    }

    /// A time only when the text holds a digit and nothing but the time.
    private static func minutes(in text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " :"))
        guard trimmed.first?.isNumber == true || trimmed.hasPrefix("p") && trimmed.contains("t") else { return nil }
        return RecipeDurationText.minutes(in: trimmed)
    }

    /// A text that is only a label ("Cook Time:", "Total Time", "Time").
    private static func kind(ofLabel text: String) -> Kind? {
        let lowered = text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " :"))
        return labels.first { $0.label == lowered }?.kind
    }

    /// Labels, longest first so "prep time" wins over "prep".
    private static let labels: [(label: String, kind: Kind)] = [
        ("total time", .total), ("ready in", .total), ("gesamtzeit", .total), ("temps total", .total),
        ("tempo totale", .total), ("tiempo total", .total), ("tempo total", .total), ("totale tijd", .total),
        ("preparation time", .prep), ("prep time", .prep), ("active time", .prep), ("zubereitungszeit", .prep),
        ("vorbereitungszeit", .prep), ("arbeitszeit", .prep), ("temps de préparation", .prep),
        ("tempo di preparazione", .prep), ("tiempo de preparación", .prep), ("tempo de preparo", .prep),
        ("bereidingstijd", .prep), ("cooking time", .cook), ("cook time", .cook), ("kochzeit", .cook),
        ("backzeit", .cook), ("temps de cuisson", .cook), ("tempo di cottura", .cook),
        ("tiempo de cocción", .cook), ("tempo de cozimento", .cook), ("kooktijd", .cook), ("preparation", .prep),
        ("prep", .prep), ("cooking", .cook), ("cook", .cook), ("total", .total), ("time", .total),
    ]
}
