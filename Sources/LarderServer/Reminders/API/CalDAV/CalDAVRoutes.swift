import Foundation
import LarderCore
import Vapor

/// CalDAV (RFC 4791, with RFC 6578 sync) for phones: each reminder list a person sees is a
/// VTODO calendar, each reminder an iCalendar resource. Served under `/dav/`, found through
/// `/.well-known/caldav`, signed in with an app password.
enum CalDAVRoutes {
    static let maxBody = 1_000_000
    static let calendarContentType = "text/calendar; charset=utf-8; component=VTODO"
    static let methods: [HTTPMethod] = [.OPTIONS, .PROPFIND, .PROPPATCH, .REPORT, .MKCALENDAR, .MKCOL, .GET, .PUT, .DELETE]
    /// What OPTIONS advertises: WebDAV class 1 and 3, CalDAV, extended MKCOL.
    static let davCompliance = "1, 3, calendar-access, extended-mkcol"

    static func register(on app: Application) {
        for method in [HTTPMethod.GET, .PROPFIND, .OPTIONS] {
            app.on(method, ".well-known", "caldav") { _ in
                Response(status: .movedPermanently, headers: ["Location": CalDAVPath.base])
            }
        }
        let dav = app.grouped(CalDAVAuthenticator())
        // People type the server's address; CalDAV clients ask its root who they are.
        dav.on(.PROPFIND, "", body: .collect(maxSize: ByteCount(integerLiteral: maxBody))) { request in
            try await CalDAVResponder(request: request).respond()
        }
        for method in methods {
            for path in [["dav"], ["dav", "**"]] {
                dav.on(method, path.map { PathComponent(stringLiteral: $0) }, body: .collect(maxSize: ByteCount(integerLiteral: maxBody))) {
                    request in try await CalDAVResponder(request: request).respond()
                }
            }
        }
    }
}

/// Answers one CalDAV request for the signed-in person.
struct CalDAVResponder {
    let request: Request
    let person: Person
    let reminders: ReminderService

    init(request: Request) throws {
        self.request = request
        person = try request.requireUser()
        reminders = request.reminders
    }

    func respond() async throws -> Response {
        guard let path = CalDAVPath(path: request.url.path), path.userID == nil || path.userID == person.id else {
            return Self.status(.notFound)
        }
        do {
            switch request.method {
            case .OPTIONS: return options()
            case .PROPFIND: return try await propfind(path)
            case .PROPPATCH: return try await proppatch(path)
            case .REPORT: return try await report(path)
            case .MKCALENDAR, .MKCOL: return try await makeCollection(path)
            case .GET: return try await get(path)
            case .PUT: return try await put(path)
            case .DELETE: return try await delete(path)
            default: return Self.status(.methodNotAllowed)
            }
        } catch let refusal as ReminderService.CalDAVRefusal {
            return Self.refused(refusal, path: path)
        } catch let malformed as DAVMalformedBody {
            return Self.error(.badRequest, [], message: "The body is not well-formed XML: \(malformed.reason)")
        }
    }

    private func options() -> Response {
        Response(status: .ok, headers: [
            "DAV": CalDAVRoutes.davCompliance, "Allow": CalDAVRoutes.methods.map(\.rawValue).joined(separator: ", "),
        ])
    }

    /// The node the path names, loaded; nil when there is none (or it is not the person's).
    func node(_ path: CalDAVPath) async throws -> CalDAVNode? {
        switch path {
        case .root: return .root
        case .principals: return .principals
        case .principal: return .principal
        case .home: return .home
        case .collection(_, let name):
            guard let collection = try await reminders.calDAVCollection(named: name, for: person) else { return nil }
            return .collection(collection, try await reminders.calDAVResources(in: collection))
        case .resource(_, let collectionName, let name):
            guard let collection = try await reminders.calDAVCollection(named: collectionName, for: person),
                let resource = try await reminders.calDAVResource(named: name, in: collection)
            else { return nil }
            return .resource(collection, resource)
        }
    }

    func body() throws -> DAVElement? {
        guard let buffer = request.body.data, buffer.readableBytes > 0 else { return nil }
        return try DAVElement.parse(Data(buffer.readableBytesView))
    }

    var properties: CalDAVProperties { CalDAVProperties(person: person, reminders: reminders) }

    // MARK: answers

    static func status(_ status: HTTPResponseStatus, headers: HTTPHeaders = [:]) -> Response {
        Response(status: status, headers: headers)
    }

    static func multistatus(_ responses: [DAVElement], extra: [DAVElement] = []) -> Response {
        xml(.multiStatus, DAVElement(.dav("multistatus"), children: responses + extra))
    }

    static func xml(_ status: HTTPResponseStatus, _ root: DAVElement) -> Response {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "application/xml; charset=utf-8")
        return Response(status: status, headers: headers, body: .init(string: root.document))
    }

    static let messageName = DAVElement.Name("urn:larder", "message")

    /// A DAV:error body naming the precondition that failed, with Larder's sentence.
    static func error(_ status: HTTPResponseStatus, _ conditions: [DAVElement], message: String) -> Response {
        xml(status, DAVElement(.dav("error"), children: conditions + [DAVElement(messageName, text: message)]))
    }

    static func refused(_ refusal: ReminderService.CalDAVRefusal, path: CalDAVPath) -> Response {
        switch refusal {
        case .preconditionFailed:
            return status(.preconditionFailed)
        case .invalidCalendarData(let reason):
            return error(.forbidden, [DAVElement(.calDAV("valid-calendar-data"))], message: "The iCalendar object cannot be read: \(reason)")
        case .unsupportedComponent:
            return error(.forbidden, [DAVElement(.calDAV("supported-calendar-component"))], message: "Reminder lists hold VTODO only.")
        case .uidConflict(let existing):
            var conflicting = path
            if case .resource(let user, let collection, _) = path { conflicting = .resource(user, collection: collection, name: existing) }
            return error(.forbidden, [
                DAVElement(.calDAV("no-uid-conflict"), children: [DAVElement(.dav("href"), text: conflicting.href)])
            ], message: "Another reminder in this list has the same UID.")
        case .invalidSyncToken:
            return error(.forbidden, [DAVElement(.dav("valid-sync-token"))], message: "The sync token is unknown or too old; sync from the start.")
        case .noHousehold:
            return error(.forbidden, [DAVElement(.dav("need-privileges"))], message: "Join or create a household before making lists.")
        case .tooLarge(let reason):
            return error(.forbidden, [DAVElement(.calDAV("max-resource-size"))], message: reason)
        }
    }
}
