import Foundation
import LarderCore
import Vapor

/// The WebDAV and CalDAV properties of each node, as PROPFIND and REPORT answer them.
struct CalDAVProperties {
    let person: Person
    let reminders: ReminderService

    typealias Name = DAVElement.Name

    /// What `allprop` (and an empty PROPFIND) answers; calendar data only when named.
    static func allProperties(of node: CalDAVNode) -> [Name] {
        var names: [Name] = [.dav("resourcetype"), .dav("displayname"), .dav("current-user-principal")]
        switch node {
        case .root, .principals: break
        case .principal:
            names += [.dav("principal-URL"), .calDAV("calendar-home-set"), .calDAV("calendar-user-address-set")]
        case .home:
            names += [.dav("owner"), .dav("current-user-privilege-set")]
        case .collection:
            names += [
                .dav("owner"), .dav("current-user-privilege-set"), .dav("supported-report-set"), .dav("sync-token"),
                .calDAV("supported-calendar-component-set"), .calDAV("supported-calendar-data"), .calendarServer("getctag"),
                .apple("calendar-color"), .apple("calendar-order"),
            ]
        case .resource:
            names = [.dav("resourcetype"), .dav("getetag"), .dav("getcontenttype"), .dav("getcontentlength"), .dav("getlastmodified")]
        }
        return names
    }

    /// The property's element with its value, or nil when the node does not have it (404).
    func value(_ name: Name, of node: CalDAVNode) async throws -> DAVElement? {
        if case .collection(let collection, _) = node, let kept = collection.list.deadProperties?[name.description] {
            return DAVElement(name, text: kept)
        }
        let principalHref = CalDAVPath.principal(person.id).href
        switch (name.namespace, name.local, node) {
        case (DAVNamespace.dav, "resourcetype", _):
            return DAVElement(name, children: resourceType(of: node))
        case (DAVNamespace.dav, "displayname", .root): return DAVElement(name, text: "Larder")
        case (DAVNamespace.dav, "displayname", .principal): return DAVElement(name, text: person.name)
        case (DAVNamespace.dav, "displayname", .home): return DAVElement(name, text: "Reminders")
        case (DAVNamespace.dav, "displayname", .collection(let collection, _)): return DAVElement(name, text: collection.list.name)
        case (DAVNamespace.dav, "current-user-principal", _), (DAVNamespace.dav, "principal-URL", .principal),
            (DAVNamespace.dav, "owner", .home), (DAVNamespace.dav, "owner", .collection):
            return DAVElement(name, children: [href(principalHref)])
        case (DAVNamespace.dav, "principal-collection-set", _): return DAVElement(name, children: [href(CalDAVPath.principals.href)])
        case (DAVNamespace.calDAV, "calendar-home-set", .principal), (DAVNamespace.calDAV, "calendar-home-set", .root):
            return DAVElement(name, children: [href(CalDAVPath.home(person.id).href)])
        case (DAVNamespace.calDAV, "calendar-user-address-set", .principal):
            let addresses = [person.email.map { "mailto:\($0)" }, Optional(principalHref)].compactMap { $0 }
            return DAVElement(name, children: addresses.map(href))
        case (DAVNamespace.dav, "current-user-privilege-set", .home), (DAVNamespace.dav, "current-user-privilege-set", .collection),
            (DAVNamespace.dav, "current-user-privilege-set", .resource):
            let privileges = ["read", "write", "write-properties", "write-content", "bind", "unbind", "read-current-user-privilege-set"]
            return DAVElement(name, children: privileges.map { DAVElement(.dav("privilege"), children: [DAVElement(.dav($0))]) })
        case (DAVNamespace.dav, "supported-report-set", .collection):
            let reports: [Name] = [.calDAV("calendar-query"), .calDAV("calendar-multiget"), .dav("sync-collection")]
            return DAVElement(name, children: reports.map { report in
                DAVElement(.dav("supported-report"), children: [DAVElement(.dav("report"), children: [DAVElement(report)])])
            })
        case (DAVNamespace.calDAV, "supported-calendar-component-set", .collection(let collection, _)):
            return DAVElement(name, children: collection.list.components.map { DAVElement(.calDAV("comp"), attributes: ["name": $0]) })
        case (DAVNamespace.calDAV, "supported-calendar-data", .collection):
            return DAVElement(name, children: [
                DAVElement(.calDAV("calendar-data"), attributes: ["content-type": "text/calendar", "version": "2.0"])
            ])
        case (DAVNamespace.calDAV, "max-resource-size", .collection): return DAVElement(name, text: String(CalDAVRoutes.maxBody))
        case (DAVNamespace.calendarServer, "getctag", .collection(let collection, let resources)):
            return DAVElement(name, text: reminders.ctag(for: collection, resources: resources))
        case (DAVNamespace.dav, "sync-token", .collection(let collection, let resources)):
            return DAVElement(name, text: try await reminders.syncToken(for: collection, resources: resources))
        case (DAVNamespace.appleICal, "calendar-color", .collection(let collection, _)):
            return DAVElement(name, text: CalDAVColor.text(collection.list.color))
        case (DAVNamespace.appleICal, "calendar-order", .collection(let collection, _)):
            return DAVElement(name, text: String(collection.list.position))
        case (DAVNamespace.dav, "getetag", .resource(_, let resource)): return DAVElement(name, text: resource.etag)
        case (DAVNamespace.dav, "getcontenttype", .resource):
            return DAVElement(name, text: CalDAVRoutes.calendarContentType)
        case (DAVNamespace.dav, "getcontentlength", .resource(_, let resource)):
            return DAVElement(name, text: String(resource.text.utf8.count))
        case (DAVNamespace.dav, "getlastmodified", .resource(_, let resource)):
            return DAVElement(name, text: (resource.modifiedAt ?? Date()).rfc1123)
        case (DAVNamespace.calDAV, "calendar-data", .resource(_, let resource)):
            return DAVElement(name, text: resource.text)
        default:
            return nil
        }
    }

    private func resourceType(of node: CalDAVNode) -> [DAVElement] {
        switch node {
        case .root, .principals, .home: [DAVElement(.dav("collection"))]
        case .principal: [DAVElement(.dav("collection")), DAVElement(.dav("principal"))]
        case .collection: [DAVElement(.dav("collection")), DAVElement(.calDAV("calendar"))]
        case .resource: []
        }
    }

    private func href(_ text: String) -> DAVElement { DAVElement(.dav("href"), text: text) }

    /// One `response` of a multistatus: the properties found (200) and those not (404).
    func response(href: String, node: CalDAVNode, asking names: [Name], namesOnly: Bool = false) async throws -> DAVElement {
        var found: [DAVElement] = []
        var missing: [DAVElement] = []
        for name in names {
            if let value = try await value(name, of: node) {
                found.append(namesOnly ? DAVElement(name) : value)
            } else {
                missing.append(DAVElement(name))
            }
        }
        var children = [DAVElement(.dav("href"), text: href)]
        if !found.isEmpty || missing.isEmpty { children.append(Self.propstat(found, status: .ok)) }
        if !missing.isEmpty { children.append(Self.propstat(missing, status: .notFound)) }
        return DAVElement(.dav("response"), children: children)
    }

    static func propstat(_ properties: [DAVElement], status: HTTPResponseStatus) -> DAVElement {
        DAVElement(.dav("propstat"), children: [DAVElement(.dav("prop"), children: properties), statusElement(status)])
    }

    static func statusElement(_ status: HTTPResponseStatus) -> DAVElement {
        DAVElement(.dav("status"), text: "HTTP/1.1 \(status.code) \(status.reasonPhrase)")
    }
}
