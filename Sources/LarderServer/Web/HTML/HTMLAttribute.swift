/// One attribute of an element. Its value is escaped when written (`HTMLWriter`), never before.
struct HTMLAttribute {
    var name: String
    var value: String?
    /// Whether a later attribute of the same name replaces this one's value; otherwise the values
    /// join with a space (classes add up).
    var replaceExisting = true
    /// Whether an attribute with no value is left out; otherwise its name is written alone
    /// (`required`, `defer`).
    var ignoreIfValueIsEmpty = true

    /// `base` with `added` applied in order: a repeated name replaces or extends the earlier value.
    static func merged(_ base: [HTMLAttribute], _ added: [HTMLAttribute]) -> [HTMLAttribute] {
        var result = base
        for attribute in added {
            result.apply(attribute)
        }
        return result
    }
}

extension [HTMLAttribute] {
    mutating func apply(_ attribute: HTMLAttribute) {
        guard let index = firstIndex(where: { $0.name == attribute.name }) else {
            append(attribute)
            return
        }
        if attribute.replaceExisting {
            self[index].value = attribute.value
        } else if let added = attribute.value, !added.isEmpty {
            if let existing = self[index].value, !existing.isEmpty {
                self[index].value = existing + " " + added
            } else {
                self[index].value = added
            }
        }
    }
}
