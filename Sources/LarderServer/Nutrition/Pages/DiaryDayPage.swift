import Foundation
import LarderCore
import Vapor

/// A day of the diary: the energy eaten against the target, each meal with its entries, the
/// day's nutrients, and copying and exporting.
enum DiaryDayPage {
    /// A day of the diary with its totals.
    struct Day {
        var day: CalendarDay
        /// In meal order, then the order they were logged.
        var entries: [DiaryLine]
        var targets: EnergyTargets?

        func entries(of meal: Meal) -> [DiaryLine] { entries.filter { $0.meal == meal } }

        func totals(of meal: Meal) -> NutrientValues { DiaryLine.sum(entries(of: meal)) }

        var totals: NutrientValues { DiaryLine.sum(entries) }

        /// The daily target minus the energy logged; nil without a target.
        var remainingKcal: Int? {
            targets.map { $0.dailyKcal - Int((totals[.energyKcal] ?? 0).rounded()) }
        }
    }

    struct Model {
        var day: DiaryDayPage.Day
        var today: CalendarDay
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let day = model.day
            let today = model.today
            let text = context.text
            let date = day.day
            return Page(title: text[.nutritionTitle], tab: .me) {
                H1(text[.nutritionTitle])
                NutritionNav(current: .diary, text: text)
                Div {
                    Link("‹", url: NutritionRoute.diary(.value(date.adding(days: -1))).path)
                        .class("button button-secondary button-small")
                        .attribute(named: "aria-label", value: text[.nutritionPreviousDay])
                    H2(date == today ? text[.nutritionToday] : text.day(date)).class("day-title")
                    Link("›", url: NutritionRoute.diary(.value(date.adding(days: 1))).path)
                        .class("button button-secondary button-small")
                        .attribute(named: "aria-label", value: text[.nutritionNextDay])
                }
                .class("day-switcher")
                DaySummary(day: day, text: text)
                for meal in Meal.allCases {
                    MealCard(day: day, meal: meal, text: text)
                }
                Div {
                    H2(text[.nutritionDayTotals])
                    NutrientGrid(values: day.totals, text: text)
                }
                .class("card")
                .id("totals")
                CopyAndExport(date: date, context: context)
            }
        }
    }
}

/// Eaten, target and remaining, with a bar; the macronutrients against their targets.
private struct DaySummary: Component {
    var day: DiaryDayPage.Day
    var text: Localizer

    var body: Component {
        let eaten = day.totals[.energyKcal] ?? 0
        guard let targets = day.targets, let remaining = day.remainingKcal else {
            return Div {
                Paragraph(text.text(.nutritionEatenKcal, [DietText.kcal(eaten)])).class("summary-figure")
                Paragraph(text[.nutritionNoTargets]).class("hint")
                Link(text[.nutritionSetUpProfile], url: NutritionRoute.profile.path).class("button button-primary")
            }
            .class("card day-summary")
        }
        return Div {
            Div {
                SummaryFigure(label: text[.nutritionEaten], value: DietText.kcal(eaten))
                SummaryFigure(label: text[.nutritionTarget], value: String(targets.dailyKcal))
                SummaryFigure(
                    label: text[remaining >= 0 ? .nutritionRemaining : .nutritionOver], value: String(abs(remaining)),
                    isWarning: remaining < 0)
            }
            .class("summary-figures")
            IntakeBar(eaten: eaten, target: Double(targets.dailyKcal), label: text[.nutritionEaten], text: text)
            Div {
                MacroFigure(label: text[.nutrientProtein], eaten: day.totals[.protein], target: targets.macros.protein, text: text)
                MacroFigure(label: text[.nutrientFat], eaten: day.totals[.fat], target: targets.macros.fat, text: text)
                MacroFigure(
                    label: text[.nutrientCarbohydrate], eaten: day.totals[.carbohydrate], target: targets.macros.carbohydrate, text: text)
            }
            .class("summary-macros")
            IntakeLegend(text: text)
        }
        .class("card day-summary")
    }
}

private struct SummaryFigure: Component {
    var label: String
    var value: String
    var isWarning = false

    var body: Component {
        Div {
            Span(value).class(isWarning ? "summary-figure over" : "summary-figure")
            Span(label).class("row-meta")
        }
    }
}

private struct MacroFigure: Component {
    var label: String
    var eaten: Double?
    var target: Int
    var text: Localizer

    var body: Component {
        Div {
            Span(label).class("row-meta")
            Span("\(DietText.number(eaten ?? 0, decimals: 0)) / \(target) \(text.unitName(.gram))")
            IntakeBar(eaten: eaten ?? 0, target: Double(target), label: label, text: text).class("intake-bar-small")
        }
    }
}

/// One meal's entries, its energy, and the way to add to it.
private struct MealCard: Component {
    var day: DiaryDayPage.Day
    var meal: Meal
    var text: Localizer

    var body: Component {
        let entries = day.entries(of: meal)
        let kcal = day.totals(of: meal)[.energyKcal] ?? 0
        return Element(name: "section") {
            Div {
                H2(text.meal(meal))
                Span(text.text(.nutritionKcal, [DietText.kcal(kcal)])).class("row-meta")
            }
            .class("panel-header")
            if entries.isEmpty {
                Paragraph(text[.nutritionMealEmpty]).class("hint")
            } else {
                List(entries) { entry in
                    ListItem {
                        Div {
                            Link(
                                entry.name.isEmpty ? text[.nutritionQuickTitle] : text.foodName(entry.name),
                                url: NutritionRoute.entry(.value(entry.id)).path
                            )
                            .class("row-title")
                            Div(Self.portion(entry, text)).class("row-meta")
                        }
                        Span(text.text(.nutritionKcal, [DietText.kcal(entry.nutrients[.energyKcal])])).class("entry-kcal")
                    }
                }
                .class("card-list")
            }
            Link(text[.nutritionAddFood], url: NutritionRoute.add(on: day.day, meal: meal))
                .class("button button-secondary button-small")
        }
        .class("card meal")
        .id("meal-\(meal.rawValue)")
    }

    static func portion(_ entry: DiaryLine, _ text: Localizer) -> String {
        switch entry.kind {
        case .food:
            let grams = text.unitName(.gram)
            let amount = "\(DietText.number(entry.amount ?? 0, decimals: 2)) \(entry.unit.map(text.portionName) ?? "")"
            return entry.unit == "g" ? amount : "\(amount) · \(DietText.number(entry.grams ?? 0, decimals: 0)) \(grams)"
        case .recipe:
            return text.text(.nutritionServingsCount, [DietText.number(entry.servings ?? 0, decimals: 2)])
        case .quick:
            return text[.nutritionQuickTitle]
        }
    }
}

/// Copy the day or a meal to another date; download the diary as CSV.
private struct CopyAndExport: Component {
    var date: CalendarDay
    var context: WebContext

    var body: Component {
        let text = context.text
        return Div {
            Element(name: "details") {
                Element(name: "summary") { Text(text[.nutritionCopyTitle]) }
                Form(url: NutritionRoute.diaryCopy(.value(date)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Div {
                        SmallField(
                            label: text[.nutritionCopyTo], name: "toDate", type: .date, value: date.adding(days: 1).description,
                            isRequired: true)
                        SelectField(
                            label: text[.nutritionCopyWhat], name: "meal",
                            options: [("", text[.nutritionCopyWholeDay])] + text.mealOptions, selected: "")
                        SelectField(
                            label: text[.nutritionCopyIntoMeal], name: "toMeal",
                            options: [("", text[.nutritionCopySameMeal])] + text.mealOptions, selected: "")
                    }
                    .class("field-grid")
                    Button(text[.nutritionCopyButton]).attribute(named: "type", value: "submit").class("button button-secondary")
                }
            }
            Element(name: "details") {
                Element(name: "summary") { Text(text[.nutritionExportTitle]) }
                Form(url: NutritionRoute.export.path, method: .get) {
                    Div {
                        SmallField(
                            label: text[.nutritionExportFrom], name: "from", type: .date, value: date.adding(days: -29).description,
                            isRequired: true)
                        SmallField(label: text[.nutritionExportTo], name: "to", type: .date, value: date.description, isRequired: true)
                    }
                    .class("field-grid")
                    Button(text[.nutritionExportDownload]).attribute(named: "type", value: "submit").class("button button-secondary")
                }
            }
        }
        .class("card diary-tools")
    }
}
