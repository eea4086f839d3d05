import Vapor

/// What a form shows after a failed submission: what was typed (never passwords), and the
/// errors, next to the field they belong to or at the top.
struct FormState {
    var values: [String: String] = [:]
    var fieldErrors: [String: String] = [:]
    var formError: String?

    init(values: [String: String] = [:]) {
        self.values = values
    }

    /// Places an error from a service: by its field when the form has that field, otherwise on top.
    init(values: [String: String], error: AppError, text: Localizer, fields: Set<String>) {
        self.init(values: values, errors: [error], text: text, fields: fields)
    }

    /// Places several errors at once, each by its field (the first one per field), the rest on top.
    init(values: [String: String], errors: [AppError], text: Localizer, fields: Set<String>) {
        self.values = values
        for error in errors {
            let message = text.sentence(for: error)
            if let field = error.field, fields.contains(field) {
                if fieldErrors[field] == nil { fieldErrors[field] = message }
            } else if formError == nil {
                formError = message
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func error(_ name: String) -> String? { fieldErrors[name] }

    /// 400 for a field problem, otherwise the error's own status.
    static func status(for error: AppError) -> HTTPResponseStatus {
        error.kind.httpStatus
    }
}
