import Foundation
import LarderCore
import Vapor

/// A week or a month: daily energy against the target as a chart, the average, days logged and
/// on target, streaks, and the weight over the same days.
enum ProgressPage {
    struct Model {
        var period: DiaryService.Period
        var progress: IntakeProgress
        var weights: WeightLogService.Log
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let period = model.period
            let progress = model.progress
            let weights = model.weights
            let text = context.text
            let first = progress.days.first?.day ?? CalendarDay(dayNumber: 0)
            let last = progress.days.last?.day ?? first
            return Page(title: text[.nutritionProgressTitle], tab: .me) {
                H1(text[.nutritionProgressTitle])
                NutritionNav(current: .progress, text: text)
                Navigation {
                    Link(text[.nutritionWeek], url: NutritionRoute.progress.path(query: ["period": "week"])).class(period == .week ? "segment active" : "segment")
                    Link(text[.nutritionMonth], url: NutritionRoute.progress.path(query: ["period": "month"])).class(period == .month ? "segment active" : "segment")
                }
                .class("segmented segmented-small")
                Div {
                    Element(name: "dl") {
                        NutritionFigure(
                            label: text[.nutritionAverage],
                            value: progress.averageKcal.map { text.text(.nutritionKcal, [DietText.kcal($0)]) } ?? "–")
                        NutritionFigure(label: text[.nutritionTarget], value: progress.targetKcal.map { text.text(.nutritionKcal, [String($0)]) } ?? "–")
                        NutritionFigure(label: text[.nutritionDaysLogged], value: "\(progress.daysLogged) / \(progress.days.count)")
                        NutritionFigure(label: text[.nutritionDaysOnTarget], value: String(progress.daysOnTarget))
                        NutritionFigure(label: text[.nutritionStreak], value: text.text(.nutritionDays, [String(progress.streaks.current)]))
                        NutritionFigure(label: text[.nutritionLongestStreak], value: text.text(.nutritionDays, [String(progress.streaks.longest)]))
                    }
                    .class("nutrition-grid")
                }
                .class("card")
                Div {
                    H2(text[.nutritionChartIntake])
                    Div(html: NutritionCharts.intake(progress.days, target: progress.targetKcal, label: text[.nutritionChartIntake]))
                        .class("chart-frame")
                    if progress.targetKcal != nil { IntakeLegend(text: text) }
                }
                .class("card")
                if !weights.points.isEmpty {
                    Div {
                        H2(text[.nutritionChartWeight])
                        Div(
                            html: NutritionCharts.weight(
                                weights.points.map(\.point), from: first, through: last, label: text[.nutritionChartWeight])
                        )
                        .class("chart-frame")
                    }
                    .class("card")
                }
            }
        }
    }
}
