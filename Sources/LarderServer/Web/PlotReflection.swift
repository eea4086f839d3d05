import Plot

// Plot's renderer reflects over every component it renders (`Mirror(reflecting:)`) to find
// `@EnvironmentValue` properties and hand them the environment. Runtime reflection resolves each
// stored property's type by its mangled name and casts each value, on every render: measured, it was
// over a third of a recipe page's CPU. The components below hold no environment values, so an empty
// custom mirror says exactly what reflection would have found, without the walk. (Plot's links, forms
// and inputs do hold them: `EscapedAttributes.swift` writes those as nodes instead.)

/// A value whose mirror reports no stored properties.
protocol ChildlessMirror: CustomReflectable {}

extension ChildlessMirror {
    public var customMirror: Mirror { Mirror(self, children: EmptyCollection<Mirror.Child>()) }
}

/// A component of Larder's pages. None holds an `@EnvironmentValue`, so Plot need not reflect over
/// it; declare page components as `PlainComponent`.
protocol PlainComponent: Component, ChildlessMirror {}

extension ElementComponent: @retroactive CustomReflectable, ChildlessMirror {}
extension Text: @retroactive CustomReflectable, ChildlessMirror {}
extension ComponentGroup: @retroactive CustomReflectable, ChildlessMirror {}
extension EmptyComponent: @retroactive CustomReflectable, ChildlessMirror {}
extension Label: @retroactive CustomReflectable, ChildlessMirror {}
extension SubmitButton: @retroactive CustomReflectable, ChildlessMirror {}
extension Table: @retroactive CustomReflectable, ChildlessMirror {}
extension TableRow: @retroactive CustomReflectable, ChildlessMirror {}
extension TextField: @retroactive CustomReflectable, ChildlessMirror {}
extension Time: @retroactive CustomReflectable, ChildlessMirror {}
