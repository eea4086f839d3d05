/// A VCALENDAR holding reminders, as one CalDAV resource carries it: its own properties
/// (VERSION, PRODID…) and components other than VTODO (VTIMEZONE above all) kept as they
/// came, and each VTODO read into a `VTodo`.
public struct TodoCalendar: Hashable, Sendable {
    public var properties: [ContentLine]
    public var todos: [VTodo]
    /// VTIMEZONE and any other component, in order, passed through.
    public var otherComponents: [ICalendarComponent]

    public init(properties: [ContentLine] = TodoCalendar.defaultProperties, todos: [VTodo], otherComponents: [ICalendarComponent] = []) {
        self.properties = properties
        self.todos = todos
        self.otherComponents = otherComponents
    }

    public static let defaultProperties = [
        ContentLine(name: "VERSION", value: "2.0"), ContentLine(name: "PRODID", value: "-//Larder//Reminders//EN"),
    ]

    /// Reads iCalendar text holding one VCALENDAR.
    public init(parsing text: String) throws(ICalendarError) {
        let roots = try ICalendarComponent.parse(text)
        guard let calendar = roots.first(where: { $0.name == "VCALENDAR" }) else {
            throw ICalendarError(line: 0, message: "there is no VCALENDAR")
        }
        var todos: [VTodo] = []
        var others: [ICalendarComponent] = []
        for component in calendar.components {
            if component.name == "VTODO" { todos.append(try VTodo(component)) } else { others.append(component) }
        }
        self.init(properties: calendar.properties, todos: todos, otherComponents: others)
    }

    /// The text to serve: time zones first, then the reminders; folded, CRLF line ends.
    public var text: String {
        ICalendarComponent(name: "VCALENDAR", properties: properties, components: otherComponents + todos.map(\.component)).text
    }
}
