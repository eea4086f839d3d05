import Foundation
import LarderCore
import Vapor

/// The smart-list filter editor: the common conditions (tags, due, lists, priority, flagged,
/// text), combined with all or any, saved as a LarderCore filter.
extension ReminderPages {
    @Sendable
    func newSmartList(request: Request) async throws -> Response {
        let access = try await householdAccess(request)
        let model = SmartListEditorPage.Model(
            householdID: access.householdID, lists: try await lists(request, access), tags: try await tags(request, access), error: nil)
        return SmartListEditorPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func createSmartList(request: Request) async throws -> Response {
        let access = try await householdAccess(request)
        let form = try request.content.decode(SmartListForm.self)
        do {
            let draft = ReminderService.SmartListDraft(name: form.name ?? "", filter: try form.filter())
            let list = try await request.reminders.createSmartList(draft, access)
            return request.redirect(to: ReminderRoute.smartList(.value(try list.requireID())))
        } catch let error as AppError where error.kind == .invalidInput {
            let model = SmartListEditorPage.Model(
                householdID: access.householdID, lists: try await lists(request, access), tags: try await tags(request, access),
                error: request.web.text.sentence(for: error))
            return SmartListEditorPage.View(context: request.web, model: model).response(status: .badRequest)
        }
    }

    struct SmartListForm: Content {
        var name: String?
        /// "all" or "any".
        var combine: String?
        var tagMatch: String?
        var tags: [String]?
        var due: String?
        var lists: [String]?
        var priority: String?
        var flagged: String?
        var text: String?

        /// The conditions the form set, combined as it says.
        func filter() throws -> ReminderFilter {
            var parts: [ReminderFilter] = []
            let tagIDs = Set((tags ?? []).compactMap(UUID.init(uuidString:)))
            switch tagMatch {
            case "hasAnyTag": parts.append(.condition(.tags(.hasAnyTag)))
            case "hasNoTags": parts.append(.condition(.tags(.hasNoTags)))
            case "hasEvery" where !tagIDs.isEmpty: parts.append(.condition(.tags(.hasEvery(tagIDs))))
            case "hasAnyOf" where !tagIDs.isEmpty: parts.append(.condition(.tags(.hasAnyOf(tagIDs))))
            default: break
            }
            switch due {
            case "any": parts.append(.condition(.due(.any)))
            case "none": parts.append(.condition(.due(.none)))
            case "today": parts.append(.condition(.due(.today)))
            case "tomorrow": parts.append(.condition(.due(.tomorrow)))
            case "overdue": parts.append(.condition(.due(.overdue)))
            case "next7": parts.append(.condition(.due(.next(7, .days))))
            default: break
            }
            let listIDs = Set((lists ?? []).compactMap(UUID.init(uuidString:)))
            if !listIDs.isEmpty { parts.append(.condition(.lists(.inLists(listIDs)))) }
            if let priority = priority.flatMap(ReminderPriority.init(rawValue:)), priority != .none {
                parts.append(.condition(.priorityAtLeast(priority)))
            }
            if flagged == "true" { parts.append(.condition(.flagged(true))) }
            if let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
                guard text.count <= 200 else { throw AppError.invalid("text", .errorFieldTooLong, ["text", "200"]) }
                parts.append(.condition(.textContains(text)))
            }
            guard !parts.isEmpty else { throw AppError.invalid("filter", .errorReminderFilterEmpty) }
            return combine == "any" ? .any(parts) : .all(parts)
        }
    }
}
