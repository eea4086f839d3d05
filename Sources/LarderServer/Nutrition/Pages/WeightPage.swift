import Foundation
import LarderCore
import Vapor

/// The weight log: the chart of weighings and trend, the form for today's, and the list.
enum WeightPage {
    struct Model {
        var log: WeightLogService.Log
        var unit: WeightUnit
        var today: CalendarDay
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let log = model.log
            let unit = model.unit
            let today = model.today
            let text = context.text
            let first = today.adding(days: -(WeightLogService.defaultDays - 1))
            return Page(title: text[.nutritionWeightTitle], tab: .me) {
                H1(text[.nutritionWeightTitle])
                NutritionNav(current: .weight, text: text)
                Div {
                    H2(text[.nutritionWeightLog])
                    Form(url: NutritionRoute.weight.path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        Div {
                            SmallField(label: text[.nutritionDate], name: "date", type: .date, value: today.description, isRequired: true)
                            SmallField(
                                label: text[.nutritionWeightLabel], name: "weight", type: .number, value: nil, step: "any", isRequired: true)
                            SelectField(
                                label: text[.nutritionUnit], name: "unit", options: [("kg", "kg"), ("lb", "lb")], selected: unit.rawValue)
                        }
                        .class("field-grid")
                        Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
                if log.points.isEmpty {
                    EmptyState(icon: Icons.me, title: text[.nutritionWeightEmpty], message: text[.nutritionWeightEmptyMessage])
                } else {
                    Div {
                        H2(text[.nutritionChartWeight])
                        Div(
                            html: NutritionCharts.weight(
                                log.points.map(\.point), from: first, through: today, label: text[.nutritionChartWeight])
                        )
                        .class("chart-frame")
                        if let rate = log.kgPerWeek {
                            Paragraph(text.text(.nutritionRatePerWeek, [(rate > 0 ? "+" : "") + DietText.number(rate, decimals: 2)])).class(
                                "row-meta")
                        }
                    }
                    .class("card")
                    Div {
                        H2(text[.nutritionWeighings])
                        List(log.points.reversed()) { item in
                            ListItem {
                                Div {
                                    Span(text.day(item.point.day)).class("row-title")
                                    Div(
                                        text.text(
                                            .nutritionWeightTrend,
                                            [
                                                WeightPage.weight(item.point.weightKg, unit), WeightPage.weight(item.point.trendKg, unit),
                                            ])
                                    )
                                    .class("row-meta")
                                }
                                PostButton(
                                    action: NutritionRoute.weightDeletion(.value(item.id)).path, label: text[.delete], token: context.csrfToken,
                                    style: "button-secondary button-small")
                            }
                        }
                        .class("card-list")
                    }
                    .class("card")
                }
            }
        }
    }

    static func weight(_ kg: Double, _ unit: WeightUnit) -> String {
        DietText.number(unit.value(ofKilograms: kg)) + " " + unit.rawValue
    }
}
