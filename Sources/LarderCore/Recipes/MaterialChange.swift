/// Whether an edit to a published recipe changes what readers would cook, which sends it back to
/// moderation. Tidying (a typo, a photo, tags, categories, the description) keeps it published;
/// different ingredients, amounts, steps, servings or dietary promises do not.
///
/// The source system reset every edited recipe to draft, so authors stopped fixing typos; this
/// rule is the reason an approved recipe can be edited at all.
extension RecipeDraft {
    public func changesMaterially(from published: RecipeDraft) -> Bool {
        if servings != published.servings || Set(dietFlags) != Set(published.dietFlags) { return true }
        if !Self.isSmallEdit(published.title, title) { return true }
        if ingredients.count != published.ingredients.count || steps.count != published.steps.count { return true }
        for (old, new) in zip(published.ingredients, ingredients) {
            if old.optional != new.optional || Self.ingredientKey(old.text) != Self.ingredientKey(new.text) { return true }
        }
        for (old, new) in zip(published.steps, steps) where !Self.isSmallEdit(old, new) {
            return true
        }
        return false
    }

    /// What a line asks for: amount, unit and food, ignoring how it is worded around them.
    private static func ingredientKey(_ text: String) -> String {
        let parsed = IngredientLine.parse(text)
        let amount = parsed.quantity.map { "\($0)" } ?? "-"
        return "\(amount)|\(parsed.unit?.name ?? "-")|\(normalised(parsed.name))"
    }

    /// Same numbers (temperatures, times, amounts) and at most one character in ten changed.
    static func isSmallEdit(_ old: String, _ new: String) -> Bool {
        let before = normalised(old)
        let after = normalised(new)
        if before == after { return true }
        if numbers(in: before) != numbers(in: after) { return false }
        let distance = editDistance(Array(before), Array(after), limit: max(before.count, after.count) / 10 + 1)
        return distance * 10 <= max(before.count, after.count)
    }

    private static func normalised(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
    }

    private static func numbers(in text: String) -> [Substring] {
        text.split(whereSeparator: { !$0.isNumber })
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`.
    private static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
