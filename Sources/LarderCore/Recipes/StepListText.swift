import Foundation

/// A recipe's steps as a person types them into one text box: one step per paragraph, with an
/// empty line between steps. Text without any empty line is read one step per line, which is how
/// most people type a short list. Numbers people put in front ("1.", "Step 2:") are dropped,
/// because the steps are numbered when shown.
public enum StepListText {
    public static func steps(_ text: String) -> [String] {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let blocks = paragraphs(lines)
        let pieces = blocks.count > 1 ? blocks : lines.filter { !$0.isEmpty }
        return pieces.map(withoutNumber).filter { !$0.isEmpty }
    }

    /// The text that reads back as `steps`: paragraphs separated by an empty line.
    public static func text(_ steps: [String]) -> String {
        steps.joined(separator: "\n\n")
    }

    private static func paragraphs(_ lines: [String]) -> [String] {
        var result: [String] = []
        var current: [String] = []
        for line in lines {
            if line.isEmpty {
                if !current.isEmpty { result.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { result.append(current.joined(separator: "\n")) }
        return result
    }

    private static let numbering = try! NSRegularExpression(
        pattern: #"^(?:(?:step|крок|шаг)\s*)?\d{1,3}\s*[.):]\s+"#, options: [.caseInsensitive])

    private static func withoutNumber(_ step: String) -> String {
        let range = NSRange(step.startIndex..., in: step)
        guard let match = numbering.firstMatch(in: step, range: range), let found = Range(match.range, in: step) else {
            return step
        }
        return String(step[found.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
}
