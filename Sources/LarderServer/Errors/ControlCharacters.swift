import Foundation

/// Text a person sends may hold tabs and line breaks but no other control characters: U+0000
/// cuts text short when it is read back, and the rest are invisible tricks. Checked where text
/// enters (every JSON body and every form), so no module can forget.
enum ControlCharacters {
    static func isAllowed(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: true
            case 0x00...0x1F, 0x7F...0x9F: false
            default: true
            }
        }
    }

    /// The path of the first string (or key) in a decoded JSON value that holds one, as the API
    /// names fields: `steps[2]`, `logToDiary.date`.
    static func firstField(in json: Any) -> String? {
        JSONFields.first(in: json) { value, key in
            key.map { !isAllowed($0) } == true || (value as? String).map { !isAllowed($0) } == true
        }
    }

    static func problem(field: String) -> AppError {
        AppError.invalid(field, .errorFieldControlCharacters, [field])
    }
}

/// The API's document allows `null` nowhere: an optional field is left out. Decoding would
/// read a null as "not given", so a body the schema refuses would be quietly accepted.
enum JSONNulls {
    /// The path of the first null in a decoded JSON value, named as `ControlCharacters` names fields.
    static func firstField(in json: Any) -> String? {
        JSONFields.first(in: json) { value, _ in value is NSNull }
    }

    static func problem(field: String) -> AppError {
        AppError.invalid(field, .errorFieldNull, [field])
    }
}

/// Walks a decoded JSON value, keys in order, to the first field `isBad` picks (given the value
/// and, for an object's member, its key); a field is named as the API names it: `steps[2]`,
/// `logToDiary.date`, `body` for the whole.
enum JSONFields {
    static func first(in json: Any, path: String = "", key: String? = nil, where isBad: (Any, String?) -> Bool) -> String? {
        if isBad(json, key) { return path.isEmpty ? "body" : path }
        switch json {
        case let object as [String: Any]:
            for key in object.keys.sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                if let found = first(in: object[key] as Any, path: child, key: key, where: isBad) { return found }
            }
            return nil
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let found = first(in: element, path: "\(path)[\(index)]", where: isBad) { return found }
            }
            return nil
        default:
            return nil
        }
    }
}
