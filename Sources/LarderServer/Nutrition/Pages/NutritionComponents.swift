import Foundation
import LarderCore

/// The nutrition area's own navigation, under the Me tab.
struct NutritionNav: Component {
    enum Section: CaseIterable {
        case diary, progress, weight, profile, foods, cart
    }

    var current: Section
    var text: Localizer

    var body: Component {
        Navigation {
            for section in Section.allCases {
                Link(text[Self.title(section)], url: Self.path(section))
                    .class(section == current ? "segment active" : "segment")
                    .attribute(named: "aria-current", value: section == current ? "page" : nil)
            }
        }
        .class("segmented nutrition-nav")
        .attribute(named: "aria-label", value: text[.nutritionTitle])
    }

    static func title(_ section: Section) -> Phrase {
        switch section {
        case .diary: .nutritionNavDiary
        case .progress: .nutritionNavProgress
        case .weight: .nutritionNavWeight
        case .profile: .nutritionNavProfile
        case .foods: .nutritionNavFoods
        case .cart: .nutritionNavCart
        }
    }

    static func path(_ section: Section) -> String {
        switch section {
        case .diary: NutritionRoute.today.path
        case .progress: NutritionRoute.progress.path
        case .weight: NutritionRoute.weight.path
        case .profile: NutritionRoute.profile.path
        case .foods: NutritionRoute.foods.path
        case .cart: NutritionRoute.cart.path
        }
    }
}

/// Nutrient amounts as a grid of figures: the headline nutrients, then — folded away — every
/// other nutrient the foods measured.
struct NutrientGrid: Component {
    var values: NutrientValues
    var text: Localizer
    var showsOthers = true

    var body: Component {
        let headline: [Nutrient] = [.energyKcal, .protein, .fat, .carbohydrate, .fiber, .sugars, .sodium]
        let others = values.measured.filter { !headline.contains($0.nutrient) }
        return Div {
            Element(name: "dl") {
                for nutrient in headline {
                    Div {
                        Element(name: "dt") { Text(text.nutrient(nutrient)) }
                        Element(name: "dd") { Text(Self.amount(values[nutrient], nutrient)) }
                    }
                }
            }
            .class("nutrition-grid")
            if showsOthers && !others.isEmpty {
                Element(name: "details") {
                    Element(name: "summary") { Text(text[.nutritionMicronutrients]) }
                    Element(name: "dl") {
                        for (nutrient, value) in others {
                            Div {
                                Element(name: "dt") { Text(text.nutrient(nutrient)) }
                                Element(name: "dd") { Text(Self.amount(value, nutrient)) }
                            }
                        }
                    }
                    .class("nutrition-grid")
                }
                .class("nutrient-details")
            }
        }
    }

    static func amount(_ value: Double?, _ nutrient: Nutrient) -> String {
        guard let value else { return "–" }
        let digits = nutrient.unit == .kilocalorie || nutrient.unit == .milligram && value >= 10 ? 0 : 1
        return DietText.number(value, decimals: digits) + " " + nutrient.unit.rawValue
    }
}

/// A labelled date or number input, styled like the other fields.
struct SmallField: Component {
    var label: String
    var name: String
    var type: HTMLInputType
    var value: String?
    var error: String? = nil
    var step: String? = nil
    var isRequired = false

    var body: Component {
        Div {
            Element(name: "label") { Text(label) }.attribute(named: "for", value: name)
            Input(type: type, name: name, value: value, isRequired: isRequired)
                .id(name)
                .attribute(named: "step", value: step)
                .attribute(named: "inputmode", value: type == .number ? "decimal" : nil)
                .attribute(named: "aria-invalid", value: error == nil ? nil : "true")
            if let error {
                Paragraph(error).class("field-error")
            }
        }
        .class(error == nil ? "field" : "field has-error")
    }
}

/// A drop-down without a label of its own, for compact rows (the unit picker beside an amount).
struct CompactSelect: Component {
    var name: String
    var label: String
    var options: [(value: String, label: String)]
    var selected: String?

    var body: Component {
        Element(name: "select") {
            for option in options {
                Element(name: "option") { Text(option.label) }
                    .attribute(named: "value", value: option.value, ignoreValueIfEmpty: false)
                    .attribute(named: "selected", value: option.value == selected ? "selected" : nil)
            }
        }
        .attribute(named: "name", value: name)
        .attribute(named: "aria-label", value: label)
        .class("input")
    }
}

extension Localizer {
    /// Meals as choices for a drop-down.
    var mealOptions: [(value: String, label: String)] {
        Meal.allCases.map { ($0.rawValue, meal($0)) }
    }

    /// "Mon, 16 Jun 2025" in the reader's language.
    func day(_ day: CalendarDay) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        guard let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) else {
            return day.description
        }
        var style = Date.FormatStyle(date: .complete, time: .omitted).locale(language.locale)
        style.timeZone = calendar.timeZone
        return date.formatted(style)
    }
}

/// A bar of what was eaten against a target, coloured by its band (under, on target within 10 %,
/// over), the band also said in words for people who cannot tell the colours apart.
struct IntakeBar: Component {
    var eaten: Double
    var target: Double
    var label: String
    var text: Localizer

    var body: Component {
        let band = IntakeBand(eaten: eaten, target: target)
        let share = target > 0 ? min(eaten / target, 1) : 0
        return Div {
            Span("")
                .class("intake-fill band-\(band.rawValue)")
                .attribute(named: "style", value: "width: \(Int((share * 100).rounded()))%")
        }
        .class("intake-bar")
        .attribute(named: "role", value: "progressbar")
        .attribute(named: "aria-label", value: label)
        .attribute(named: "aria-valuemin", value: "0")
        .attribute(named: "aria-valuemax", value: DietText.number(target, decimals: 0))
        .attribute(named: "aria-valuenow", value: DietText.number(eaten, decimals: 0))
        .attribute(named: "aria-valuetext", value: "\(DietText.number(eaten, decimals: 0)) / \(DietText.number(target, decimals: 0)) · \(IntakeLegend.words(band, text))")
        .attribute(named: "data-band", value: band.rawValue)
    }
}

/// What the bars' and charts' colours mean.
struct IntakeLegend: Component {
    var text: Localizer

    static func words(_ band: IntakeBand, _ text: Localizer) -> String {
        switch band {
        case .under: text[.nutritionBandUnder]
        case .onTarget: text[.nutritionBandOnTarget]
        case .over: text[.nutritionBandOver]
        }
    }

    var body: Component {
        Element(name: "ul") {
            for band in IntakeBand.allCases {
                ListItem {
                    Span("").class("legend-swatch band-\(band.rawValue)").attribute(named: "aria-hidden", value: "true")
                    Text(Self.words(band, text))
                }
            }
        }
        .class("intake-legend")
    }
}

/// One labelled figure of a `<dl>`: a target, a total, a change.
struct NutritionFigure: Component {
    var label: String
    var value: String

    var body: Component {
        Div {
            Element(name: "dt") { Text(label) }
            Element(name: "dd") { Text(value) }
        }
    }
}
