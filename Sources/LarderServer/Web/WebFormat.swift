import Foundation

/// Dates and numbers as the reader's language writes them.
enum WebFormat {
    static func dateTime(_ date: Date, language: Language) -> String {
        date.formatted(
            Date.FormatStyle(date: .abbreviated, time: .shortened)
                .locale(language.locale)
        )
    }

    static func date(_ date: Date, language: Language) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(language.locale))
    }
}
