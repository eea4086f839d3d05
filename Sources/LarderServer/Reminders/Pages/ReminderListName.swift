import Foundation

extension ReminderList {
    /// The name a reader sees: a person's default list, until they rename it, is called
    /// "Reminders" in the reader's language rather than in the language it was stored in.
    func shownName(_ text: Localizer) -> String {
        defaultForUserID != nil && name == Self.defaultName ? text[.remindersTitle] : name
    }
}
