import Foundation
import LarderCore
import Vapor

/// The reminder form: what, when (a day, with or without a time), how it repeats (a preset or
/// a custom RRULE, ending never, on a day or after N times), priority, tags, list, flag.
extension ReminderPages {
    @Sendable
    func edit(request: Request) async throws -> Response {
        let (reminder, access) = try await reminderAccess(request)
        let detail = try await request.reminders.detail(reminder)
        let model = ReminderFormPage.Model(
            reminder: try ReminderSummary(detail), lists: try await lists(request, access), tags: try await tags(request, access),
            timeZone: request.reminders.timeZone, error: nil)
        return ReminderFormPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func save(request: Request) async throws -> Response {
        let (reminder, access) = try await reminderAccess(request)
        let form = try request.content.decode(ReminderForm.self)
        do {
            var draft = try form.draft(timeZone: request.reminders.timeZone)
            draft.tagIDs += try await request.reminders.tagIDs(named: try form.newTagNames(), access)
            _ = try await request.reminders.replace(reminder, with: draft, access)
            return request.redirect(to: ReminderRoute.list(.value(reminder.listID)))
        } catch let error as AppError where error.kind == .invalidInput || error.kind == .notFound && error.field != nil {
            let detail = try await request.reminders.detail(reminder)
            let model = ReminderFormPage.Model(
                reminder: try ReminderSummary(detail), lists: try await lists(request, access), tags: try await tags(request, access),
                timeZone: request.reminders.timeZone, error: request.web.text.sentence(for: error))
            return ReminderFormPage.View(context: request.web, model: model).response(status: .badRequest)
        }
    }

    /// The form as posted; fields it lacks take their defaults.
    struct ReminderForm: Content {
        var title: String?
        var notes: String?
        var dueDay: String?
        var dueTime: String?
        var priority: String?
        var repeatPreset: String?
        var rrule: String?
        var repeatMode: String?
        var endRepeat: String?
        var endDay: String?
        var endCount: String?
        var tags: [String]?
        /// Tags made in place: names separated by commas.
        var newTags: String?
        var listId: String?
        var flagged: String?

        func draft(timeZone: TimeZone) throws -> ReminderService.Draft {
            let title = try ReminderService.text(title ?? "", field: "title", limit: ReminderService.Limits.title)
            let notes = try ReminderService.text(notes ?? "", field: "notes", limit: ReminderService.Limits.notes, allowEmpty: true)
            let due = try self.due(timeZone: timeZone)
            var rule = try self.rule()
            if rule != nil, due == nil { throw AppError.invalid("rrule", .errorReminderRuleNeedsDue) }
            if let base = rule { rule = base.ending(try end(), hasTime: due?.hasTime ?? false, timeZone: timeZone) }
            return ReminderService.Draft(
                title: title, notes: notes, due: due, priority: priority.flatMap(ReminderPriority.init(rawValue:)) ?? .none, rule: rule,
                repeatMode: repeatMode.flatMap(RepeatMode.init(rawValue:)) ?? .onSchedule,
                tagIDs: (tags ?? []).compactMap(UUID.init(uuidString:)), listID: listId.flatMap(UUID.init(uuidString:)),
                flagged: flagged == "true")
        }

        func newTagNames() throws -> [String] {
            let names = (newTags ?? "").split(separator: ",").map { String($0.trimmingWhitespace()) }.filter { !$0.isEmpty && $0 != "#" }
            guard names.count <= ReminderService.Limits.tags else {
                throw AppError.invalid("newTags", .errorFieldTooMany, ["newTags", String(ReminderService.Limits.tags)])
            }
            for name in names where name.count > ReminderService.Limits.name {
                throw AppError.invalid("newTags", .errorFieldTooLong, ["newTags", String(ReminderService.Limits.name)])
            }
            return names
        }

        private func due(timeZone: TimeZone) throws -> ReminderDue? {
            guard let text = dueDay?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            guard let day = LocalDate(text: text) else { throw AppError.invalid("dueDay", .errorFieldWrongType, ["dueDay", "YYYY-MM-DD"]) }
            guard let clock = dueTime?.trimmingCharacters(in: .whitespaces), !clock.isEmpty else { return .day(day) }
            guard let time = LocalDateTime(text: "\(day.iso)T\(clock)") else {
                throw AppError.invalid("dueTime", .errorFieldWrongType, ["dueTime", "HH:MM"])
            }
            return .time(timeZone.instant(of: time))
        }

        private func rule() throws -> RecurrenceRule? {
            let preset = repeatPreset ?? "never"
            if preset != "custom" { return RepeatPreset(rawValue: preset)?.rule }
            let text = (rrule ?? "").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { throw AppError.invalid("rrule", .errorFieldRequired, ["rrule"]) }
            do throws(RecurrenceRuleError) {
                let rule = try RecurrenceRule(parsing: text.hasPrefix("RRULE:") ? String(text.dropFirst(6)) : text)
                try rule.validate()
                return rule
            } catch {
                throw AppError.invalid("rrule", .errorReminderRuleInvalid, [error.part, error.message])
            }
        }

        private func end() throws -> RepeatEnd {
            switch endRepeat {
            case "onDay":
                guard let day = endDay.flatMap({ LocalDate(text: $0) }) else {
                    throw AppError.invalid("endDay", .errorFieldWrongType, ["endDay", "YYYY-MM-DD"])
                }
                return .onDay(day)
            case "afterCount":
                guard let count = endCount.flatMap({ Int($0) }), (1...1000).contains(count) else {
                    throw AppError.invalid("endCount", .errorFieldOutOfRange, ["endCount", "1", "1000"])
                }
                return .afterCount(count)
            default: return .never
            }
        }
    }
}
