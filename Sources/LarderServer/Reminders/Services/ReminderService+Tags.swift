import Fluent
import Foundation
import LarderCore

extension ReminderService {
    func tags(_ access: HouseholdService.Access) async throws -> [ReminderTag] {
        try await ReminderTag.query(on: db).filter(\.$householdID == access.householdID).sort(\.$name).all()
    }

    func tag(_ tagID: UUID, for user: Person) async throws -> (ReminderTag, HouseholdService.Access) {
        guard let tag = try await ReminderTag.find(tagID, on: db) else { throw Self.tagNotFound }
        return (tag, try await access(tag.householdID, for: user, notFound: Self.tagNotFound))
    }

    func createTag(name: String, color: ReminderColor?, _ access: HouseholdService.Access) async throws -> ReminderTag {
        let name = try Self.tagName(name)
        try await checkUnique(name, access)
        let tag = ReminderTag(householdID: access.householdID, name: name, color: color ?? .blue)
        try await tag.create(on: db)
        return tag
    }

    func updateTag(_ tag: ReminderTag, name: String?, color: ReminderColor?, _ access: HouseholdService.Access) async throws -> ReminderTag {
        if let name {
            let name = try Self.tagName(name)
            if name != tag.name { try await checkUnique(name, access) }
            tag.name = name
        }
        if let color { tag.color = color }
        try await tag.save(on: db)
        return tag
    }

    func deleteTag(_ tag: ReminderTag) async throws {
        let id = try tag.requireID()
        try await db.transaction { db in
            try await ReminderTagging.query(on: db).filter(\.$tagID == id).delete()
            try await tag.delete(on: db)
        }
    }

    /// "#Work" and "work " are the tag "Work": the hash is how people type tags, not part of it.
    static func tagName(_ name: String) throws -> String {
        var trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        while trimmed.hasPrefix("#") { trimmed.removeFirst() }
        return try text(trimmed, field: "name", limit: Limits.name)
    }

    private func checkUnique(_ name: String, _ access: HouseholdService.Access) async throws {
        let existing = try await tags(access)
        if existing.contains(where: { $0.name.lowercased() == name.lowercased() }) {
            throw AppError.conflict(.errorReminderTagTaken, [name], field: "name")
        }
    }
}
