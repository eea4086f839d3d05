import Foundation
import LarderCore
import Vapor

extension CalDAVResponder {
    /// Which properties a PROPFIND or REPORT asks for.
    enum PropertyRequest {
        case all
        case names
        case some([DAVElement.Name])

        init(_ parent: DAVElement?) {
            if let prop = parent?.child(.dav("prop")) {
                self = .some(prop.children.map(\.name))
            } else if parent?.child(.dav("propname")) != nil {
                self = .names
            } else {
                self = .all
            }
        }

        var onlyNames: Bool {
            if case .names = self { true } else { false }
        }

        func names(for node: CalDAVNode) -> [DAVElement.Name] {
            switch self {
            case .all, .names: CalDAVProperties.allProperties(of: node)
            case .some(let names): names
            }
        }
    }

    func propfind(_ path: CalDAVPath) async throws -> Response {
        let asked = PropertyRequest(try body())
        guard let node = try await node(path) else { return Self.status(.notFound) }
        let depth = request.headers.first(name: "Depth") ?? "infinity"
        var described = [(path == .root ? request.url.path : path.href, node)]
        if depth != "0" { described += try await children(of: node, at: path) }
        var responses: [DAVElement] = []
        for (href, node) in described {
            responses.append(try await properties.response(href: href, node: node, asking: asked.names(for: node), namesOnly: asked.onlyNames))
        }
        return Self.multistatus(responses)
    }

    private func children(of node: CalDAVNode, at path: CalDAVPath) async throws -> [(String, CalDAVNode)] {
        switch node {
        case .root:
            return [(CalDAVPath.principal(person.id).href, .principal), (CalDAVPath.home(person.id).href, .home)]
        case .principals:
            return [(CalDAVPath.principal(person.id).href, .principal)]
        case .home:
            var children: [(String, CalDAVNode)] = []
            for collection in try await reminders.calDAVCollections(for: person) {
                let resources = try await reminders.calDAVResources(in: collection)
                children.append((CalDAVPath.collection(person.id, collection.list.collectionName).href, .collection(collection, resources)))
            }
            return children
        case .collection(let collection, let resources):
            return resources.map { resource in
                (CalDAVPath.resource(person.id, collection: collection.list.collectionName, name: resource.name).href, .resource(collection, resource))
            }
        case .principal, .resource:
            return []
        }
    }

    func get(_ path: CalDAVPath) async throws -> Response {
        switch try await node(path) {
        case .resource(_, let resource):
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: CalDAVRoutes.calendarContentType)
            headers.replaceOrAdd(name: .eTag, value: resource.etag)
            headers.replaceOrAdd(name: .lastModified, value: (resource.modifiedAt ?? Date()).rfc1123)
            if request.headers.first(name: .ifNoneMatch) == resource.etag { return Self.status(.notModified, headers: headers) }
            return Response(status: .ok, headers: headers, body: .init(string: resource.text))
        case .collection(_, let resources):
            // The whole list as one calendar: an export, and what a subscribing calendar reads.
            var calendar = TodoCalendar(todos: [])
            for resource in resources {
                if let parsed = try? TodoCalendar(parsing: resource.text) {
                    calendar.todos += parsed.todos
                    calendar.otherComponents += parsed.otherComponents.filter { component in
                        component.name != "VTIMEZONE" || !calendar.otherComponents.contains(component)
                    }
                }
            }
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: "text/calendar; charset=utf-8")
            return Response(status: .ok, headers: headers, body: .init(string: calendar.text))
        case nil:
            return Self.status(.notFound)
        default:
            var headers = HTTPHeaders()
            headers.contentType = .plainText
            return Response(status: .ok, headers: headers, body: .init(string: "Larder CalDAV: add this address to your phone as a CalDAV account.\n"))
        }
    }

    // MARK: REPORT

    func report(_ path: CalDAVPath) async throws -> Response {
        guard let report = try body() else {
            return Self.error(.badRequest, [], message: "A REPORT needs a body naming the report.")
        }
        switch try await node(path) {
        case .collection(let collection, let resources)?: return try await answer(report, collection: collection, resources: resources)
        case .resource(let collection, let resource)?: return try await answer(report, collection: collection, resources: [resource])
        default: return Self.status(.notFound)
        }
    }

    private func answer(_ report: DAVElement, collection: ReminderService.CalDAVCollection, resources: [ReminderService.CalDAVResource])
        async throws -> Response
    {
        let asked = PropertyRequest(report)
        let collectionName = collection.list.collectionName
        func respond(_ resource: ReminderService.CalDAVResource) async throws -> DAVElement {
            let node = CalDAVNode.resource(collection, resource)
            let href = CalDAVPath.resource(person.id, collection: collectionName, name: resource.name).href
            return try await properties.response(href: href, node: node, asking: asked.names(for: node))
        }
        switch report.name {
        case .calDAV("calendar-multiget"):
            let byName = Dictionary(resources.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            var responses: [DAVElement] = []
            for href in report.children(.dav("href")) {
                let text = href.text.trimmingCharacters(in: .whitespacesAndNewlines)
                if case .resource(let user, let list, let name)? = CalDAVPath(path: CalDAVPath.path(ofHref: text)),
                    user == person.id, list == collectionName, let resource = byName[name]
                {
                    responses.append(try await respond(resource))
                } else {
                    responses.append(DAVElement(.dav("response"), children: [
                        DAVElement(.dav("href"), text: text), CalDAVProperties.statusElement(.notFound),
                    ]))
                }
            }
            return Self.multistatus(responses)
        case .calDAV("calendar-query"):
            let filter = report.child(.calDAV("filter"))?.child(.calDAV("comp-filter")).map(CalDAVFilterReader.component)
            var responses: [DAVElement] = []
            for resource in resources {
                if let filter {
                    guard let calendar = resource.calendar, filter.matches(calendar, timeZone: reminders.timeZone) else { continue }
                }
                responses.append(try await respond(resource))
            }
            return Self.multistatus(responses)
        case .dav("sync-collection"):
            let token = report.child(.dav("sync-token"))?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let (changed, removed) = try await reminders.changes(since: token, in: collection, resources: resources)
            var responses: [DAVElement] = []
            for resource in changed { responses.append(try await respond(resource)) }
            for name in removed {
                responses.append(DAVElement(.dav("response"), children: [
                    DAVElement(.dav("href"), text: CalDAVPath.resource(person.id, collection: collectionName, name: name).href),
                    CalDAVProperties.statusElement(.notFound),
                ]))
            }
            let newToken = try await reminders.syncToken(for: collection, resources: resources)
            return Self.multistatus(responses, extra: [DAVElement(.dav("sync-token"), text: newToken)])
        default:
            return Self.error(.forbidden, [DAVElement(.dav("supported-report"))], message: "Larder answers calendar-query, calendar-multiget and sync-collection.")
        }
    }
}

/// Reads a calendar-query's filter elements into LarderCore's filter.
enum CalDAVFilterReader {
    static func component(_ element: DAVElement) -> ComponentFilter {
        ComponentFilter(
            name: element.attributes["name"] ?? "", isNotDefined: element.child(.calDAV("is-not-defined")) != nil,
            timeRange: element.child(.calDAV("time-range")).map(timeRange),
            properties: element.children(.calDAV("prop-filter")).map(property),
            components: element.children(.calDAV("comp-filter")).map(component))
    }

    static func property(_ element: DAVElement) -> PropertyFilter {
        PropertyFilter(
            name: element.attributes["name"] ?? "", isNotDefined: element.child(.calDAV("is-not-defined")) != nil,
            timeRange: element.child(.calDAV("time-range")).map(timeRange), textMatch: element.child(.calDAV("text-match")).map(textMatch),
            parameters: element.children(.calDAV("param-filter")).map { parameter in
                ParameterFilter(
                    name: parameter.attributes["name"] ?? "", isNotDefined: parameter.child(.calDAV("is-not-defined")) != nil,
                    textMatch: parameter.child(.calDAV("text-match")).map(textMatch))
            })
    }

    static func textMatch(_ element: DAVElement) -> TextMatch {
        TextMatch(
            element.text, collation: element.attributes["collation"].flatMap(TextMatch.Collation.init(rawValue:)) ?? .asciiCaseMap,
            negate: element.attributes["negate-condition"]?.lowercased() == "yes")
    }

    static func timeRange(_ element: DAVElement) -> TimeRange {
        func instant(_ text: String?) -> Date? {
            guard let text, text.hasSuffix("Z") || text.hasSuffix("z"), let time = LocalDateTime(text: String(text.dropLast())) else { return nil }
            return Date(timeIntervalSince1970: TimeInterval(time.secondsSinceEpoch))
        }
        return TimeRange(start: instant(element.attributes["start"]), end: instant(element.attributes["end"]))
    }
}
