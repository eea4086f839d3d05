import LarderCore

/// The units a food can be kept in, as a drop-down.
struct UnitSelect: Component {
    var units: [StockUnit]
    var selected: StockUnit?
    var text: Localizer
    var name = "unit"

    var body: Component {
        Element(name: "select") {
            for unit in units {
                Element(name: "option") { Text(unit.code.isEmpty ? text[.pantryUnitPieces] : text.stockUnitName(unit)) }
                    .attribute(named: "value", value: unit.code, ignoreValueIfEmpty: false)
                    .attribute(named: "selected", value: unit == selected ? "selected" : nil)
            }
        }
        .attribute(named: "name", value: name)
        .attribute(named: "aria-label", value: text[.pantryUnit])
        .class("input")
    }
}

/// The places to keep something, and a field for a new one.
struct LocationChoice: Component {
    var locations: [String]
    var selected: String?
    var text: Localizer

    var body: Component {
        Div {
            SelectField(
                label: text[.pantryFieldLocation], name: "location",
                options: locations.map { ($0, PantryWords.location($0, text)) } + [("other", text[.pantryOtherPlace])],
                selected: selected ?? PantryLocation.pantry.rawValue)
            Input(type: .text, name: "otherLocation", placeholder: text[.pantryNewPlaceHint])
                .attribute(named: "aria-label", value: text[.pantryNewPlace])
                .attribute(named: "maxlength", value: "50")
        }
        .class("field pantry-location")
    }
}
