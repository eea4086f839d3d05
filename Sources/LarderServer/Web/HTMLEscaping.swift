extension String {
    /// The text made safe inside a double-quoted HTML attribute. Plot escapes text nodes but
    /// writes attribute values as given, so anything a person typed (a recipe title in an input's
    /// `value`, a step in a `data-` attribute) goes through this first.
    var attributeEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
