import Plot

// Plot's renderer reflects over every component it renders (`Mirror(reflecting:)`) to find
// `@EnvironmentValue` properties and hand them the environment. Runtime reflection resolves each
// stored property's type by its mangled name and casts each value, on every render: measured, it was
// over a third of a recipe page's CPU. These components hold no environment values, so an empty
// custom mirror says exactly what reflection would have found, without the walk. (Plot's `Form`,
// `Input`, `Link` and `List` do hold environment values and keep their reflection.)
/// A component of Larder's pages. None holds an `@EnvironmentValue`, so each reports no stored
/// properties to Plot's reflection (see above). Declare page components as `PlainComponent`.
protocol PlainComponent: Component, CustomReflectable {}

extension PlainComponent {
    var customMirror: Mirror { .childless(self) }
}

private extension Mirror {
    /// A mirror that reports no stored properties.
    static func childless<Subject>(_ subject: Subject) -> Mirror {
        Mirror(subject, children: EmptyCollection<Mirror.Child>())
    }
}

extension ElementComponent: @retroactive CustomReflectable {
    public var customMirror: Mirror { .childless(self) }
}

extension Text: @retroactive CustomReflectable {
    public var customMirror: Mirror { .childless(self) }
}

extension ComponentGroup: @retroactive CustomReflectable {
    public var customMirror: Mirror { .childless(self) }
}

extension EmptyComponent: @retroactive CustomReflectable {
    public var customMirror: Mirror { .childless(self) }
}

extension Label: @retroactive CustomReflectable {
    public var customMirror: Mirror { .childless(self) }
}

extension SubmitButton: @retroactive CustomReflectable {
    public var customMirror: Mirror { .childless(self) }
}

extension Table: @retroactive CustomReflectable {
    public var customMirror: Mirror { .childless(self) }
}

extension TableRow: @retroactive CustomReflectable {
    public var customMirror: Mirror { .childless(self) }
}

extension TextField: @retroactive CustomReflectable {
    public var customMirror: Mirror { .childless(self) }
}

extension Time: @retroactive CustomReflectable {
    public var customMirror: Mirror { .childless(self) }
}
