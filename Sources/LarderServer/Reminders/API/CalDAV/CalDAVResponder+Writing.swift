import Foundation
import LarderCore
import Vapor

extension CalDAVResponder {
    private var preconditions: ReminderService.CalDAVPreconditions {
        ReminderService.CalDAVPreconditions(
            ifMatch: request.headers.first(name: .ifMatch), mustBeNew: request.headers.first(name: .ifNoneMatch) == "*")
    }

    func put(_ path: CalDAVPath) async throws -> Response {
        guard case .resource(_, let collectionName, let name) = path else { return Self.status(.methodNotAllowed) }
        guard let collection = try await reminders.calDAVCollection(named: collectionName, for: person) else {
            return Self.error(.conflict, [], message: "There is no list \(collectionName) to put this in.")
        }
        let text = request.body.string ?? ""
        let (created, etag) = try await reminders.putCalDAV(text, named: name, in: collection, preconditions)
        // The ETag of the reminder as Larder now serves it (which may differ from the octets sent
        // in what Larder fills in, such as LAST-MODIFIED), so an If-Match with it succeeds.
        return Self.status(created ? .created : .noContent, headers: ["ETag": etag])
    }

    func delete(_ path: CalDAVPath) async throws -> Response {
        switch path {
        case .resource(_, let collectionName, let name):
            guard let collection = try await reminders.calDAVCollection(named: collectionName, for: person),
                try await reminders.deleteCalDAV(named: name, in: collection, preconditions)
            else { return Self.status(.notFound) }
            return Self.status(.noContent)
        case .collection(_, let name):
            guard let collection = try await reminders.calDAVCollection(named: name, for: person) else { return Self.status(.notFound) }
            guard collection.list.defaultForUserID == nil else {
                return Self.error(.forbidden, [], message: "Your default list stays; delete its reminders instead.")
            }
            try await reminders.deleteList(collection.list)
            return Self.status(.noContent)
        default:
            return Self.status(.forbidden)
        }
    }

    /// MKCALENDAR, or an extended MKCOL that asks for a calendar.
    func makeCollection(_ path: CalDAVPath) async throws -> Response {
        guard case .collection(_, let name) = path else { return Self.status(.forbidden) }
        if try await reminders.calDAVCollection(named: name, for: person) != nil {
            return Self.error(.methodNotAllowed, [DAVElement(.dav("resource-must-be-null"))], message: "There is a list here already.")
        }
        let settings = try body()?.child(.dav("set"))?.child(.dav("prop"))
        if request.method == .MKCOL {
            let types = settings?.child(.dav("resourcetype"))?.children.map(\.name) ?? []
            guard types.contains(.calDAV("calendar")) else {
                return Self.error(.forbidden, [DAVElement(.dav("valid-resourcetype"))], message: "Only calendars can be made here.")
            }
        }
        // Without a component set a phone may put events and journal entries in too; Larder keeps
        // them as sent and shows the reminders.
        var components = Self.storableComponents
        if let set = settings?.child(.calDAV("supported-calendar-component-set")) {
            components = set.children(.calDAV("comp")).compactMap { $0.attributes["name"]?.uppercased() }
            guard !components.isEmpty, components.allSatisfy(Self.storableComponents.contains) else {
                return Self.error(.forbidden, [DAVElement(.calDAV("supported-calendar-component"))],
                    message: "A list holds VTODO, VEVENT and VJOURNAL components.")
            }
        }
        let displayName = settings?.child(.dav("displayname"))?.text
        let color = settings?.child(.apple("calendar-color")).flatMap { CalDAVColor.nearest($0.text) }
        _ = try await reminders.makeCalDAVCollection(
            named: name, displayName: displayName, color: color, components: Self.storableComponents.filter(components.contains), for: person)
        return Self.status(.created)
    }

    static let storableComponents = ["VEVENT", "VJOURNAL", "VTODO"]

    /// Properties a PROPPATCH may not set: the server's own.
    static let protectedProperties: Set<DAVElement.Name> = [
        .dav("resourcetype"), .dav("getetag"), .dav("getcontenttype"), .dav("getcontentlength"), .dav("getlastmodified"),
        .dav("sync-token"), .dav("current-user-principal"), .dav("owner"), .dav("current-user-privilege-set"),
        .dav("supported-report-set"), .calDAV("supported-calendar-component-set"), .calDAV("supported-calendar-data"),
        .calendarServer("getctag"),
    ]

    /// Renames or recolours a list, and keeps other properties a phone sets (calendar order…) as
    /// they came. The server's own properties are refused (403), and then nothing changes (424
    /// for the rest), as PROPPATCH is all or nothing.
    func proppatch(_ path: CalDAVPath) async throws -> Response {
        let found = try await node(path)
        guard case .collection(let collection, _)? = found else { return Self.status(found == nil ? .notFound : .forbidden) }
        let update = try body()
        var displayName: String?
        var color: ReminderColor?
        var dead: [String: String?] = [:]
        var names: [DAVElement.Name] = []
        var refused: [DAVElement.Name] = []
        for instruction in update?.children ?? [] {
            let isSet = instruction.name == .dav("set")
            guard isSet || instruction.name == .dav("remove") else { continue }
            for property in instruction.child(.dav("prop"))?.children ?? [] {
                names.append(property.name)
                if Self.protectedProperties.contains(property.name) {
                    refused.append(property.name)
                    continue
                }
                switch property.name {
                case .dav("displayname") where isSet: displayName = property.text
                case .apple("calendar-color") where isSet:
                    color = CalDAVColor.nearest(property.text) ?? ReminderColor(rawValue: property.text.lowercased())
                    dead[property.name.description] = property.text
                default: dead[property.name.description] = isSet ? property.text : Optional<String>.none
                }
            }
        }
        let propstats: [DAVElement]
        if refused.isEmpty {
            try await reminders.updateCalDAVCollection(collection, displayName: displayName, color: color, deadProperties: dead)
            propstats = [CalDAVProperties.propstat(names.map { DAVElement($0) }, status: .ok)]
        } else {
            let failed = names.filter { !refused.contains($0) }
            propstats = [CalDAVProperties.propstat(refused.map { DAVElement($0) }, status: .forbidden)]
                + (failed.isEmpty ? [] : [CalDAVProperties.propstat(failed.map { DAVElement($0) }, status: .failedDependency)])
        }
        return Self.multistatus([DAVElement(.dav("response"), children: [DAVElement(.dav("href"), text: path.href)] + propstats)])
    }
}
