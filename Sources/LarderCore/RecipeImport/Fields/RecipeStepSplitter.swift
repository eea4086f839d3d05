import Foundation

/// Splits a method given as one text into steps. Line breaks and block-level
/// HTML separate steps first. A text still in one piece is split where its
/// writer plainly started a new step: at inline step numbers counting up from
/// 1 ("1.Preheat … 2.Cream …"), else where paragraphs were glued together
/// without a space ("…a couple of hours.When ready to cook…").
public enum RecipeStepSplitter {
    public static func steps(in text: String) -> [String] {
        let lines = RecipeText.lines(text)
        guard lines.count == 1, let line = lines.first else { return lines }
        let numbered = splitAtStepNumbers(line)
        if numbered.count > 1 { return numbered }
        return splitAtGluedSentences(line)
    }

    /// Splits before "1." / "2)" … when the numbers count up 1, 2, 3… and the first opens the text.
    static func splitAtStepNumbers(_ text: String) -> [String] {
        // A number opens the text, follows a space or ends a sentence ("…pepper.2. Bring").
        guard let pattern = try? NSRegularExpression(pattern: #"(?:^|\s|(?<=[.!?]))(\d{1,2})[.)]\s*(?=\S)"#) else {
            return [text]
        }
        let whole = NSRange(text.startIndex..., in: text)
        var starts: [String.Index] = []
        var expected = 1
        for match in pattern.matches(in: text, range: whole) {
            guard let numberRange = Range(match.range(at: 1), in: text), Int(text[numberRange]) == expected,
                let matchRange = Range(match.range, in: text)
            else { continue }
            if expected == 1, text[text.startIndex..<numberRange.lowerBound].contains(where: { !$0.isWhitespace }) {
                return [text]
            }
            starts.append(matchRange.lowerBound)
            expected += 1
        }
        guard starts.count >= 2 else { return [text] }
        return pieces(of: text, at: starts)
    }

    /// Splits after a sentence's end that runs straight into a capitalised word:
    /// "hours.When" — a lower-case letter, digit or bracket, then `.`, `!` or `?`,
    /// then an upper-case letter followed by a lower-case one (so "U.S.A." stays whole).
    static func splitAtGluedSentences(_ text: String) -> [String] {
        guard let pattern = try? NSRegularExpression(pattern: #"(?<=[\p{Ll}\d\)])[.!?](?=\p{Lu}\p{Ll})"#) else {
            return [text]
        }
        let starts = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
            .compactMap { Range($0.range, in: text)?.upperBound }
        return starts.isEmpty ? [text] : pieces(of: text, at: starts)
    }

    /// `steps` without their numbers when every step starts with its own
    /// ordinal ("1. Heat…", "2. Add…"; "Step 1 | Heat…"; "1.Heat…"): a list
    /// already numbers its items. Numbers on only some steps are part of the text.
    public static func withoutStepNumbers(_ steps: [String]) -> [String] {
        guard steps.count >= 2 else { return steps }
        var stripped: [String] = []
        for (index, step) in steps.enumerated() {
            // "Step 1 Heat", "1. Heat", "1)Heat", "STEP 1 | Heat" — but not "1 Heat", where the
            // number may be the text's own.
            let pattern =
                #"^(?:(?:step|étape|etape|schritt|paso|passo|stap|krok|lépés)\s*"#
                + "\(index + 1)" + #"(?:\s*[.):|\-–]\s*|\s+)|"# + "\(index + 1)" + #"\s*[.):|]\s*)(?=\S)"#
            guard let range = step.range(of: pattern, options: [.regularExpression, .caseInsensitive]) else {
                return steps
            }
            stripped.append(String(step[range.upperBound...]))
        }
        return stripped
    }

    private static func pieces(of text: String, at starts: [String.Index]) -> [String] {
        var pieces: [String] = []
        var start = text.startIndex
        for next in starts where next > start {
            pieces.append(String(text[start..<next]))
            start = next
        }
        pieces.append(String(text[start...]))
        return pieces.map(RecipeText.collapseWhitespace).filter { !$0.isEmpty }
    }
}
