import Fluent
import Foundation

/// An iCalendar object a phone put in a list that is not a reminder (an event, a journal
/// entry), in a list it made to hold them: kept as sent and given back unchanged.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class CalDAVObject: Model, @unchecked Sendable {
    static let schema = "caldav_objects"

    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "modified_at", on: .update) var modifiedAt: Date?
    @Field(key: "list_id") var listID: UUID
    @Field(key: "resource_name") var resourceName: String
    @Field(key: "uid") var uid: String
    @Field(key: "text") var text: String

    init() {}

    init(listID: UUID, resourceName: String, uid: String, text: String) {
        self.listID = listID
        self.resourceName = resourceName
        self.uid = uid
        self.text = text
    }
}
