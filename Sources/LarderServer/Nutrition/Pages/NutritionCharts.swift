import Foundation
import LarderCore

/// Charts drawn by the server as SVG: no script, no library. Colours come from the stylesheet's
/// variables through classes (`.chart-bar`, `.chart-line` …), so the dark theme needs nothing more.
enum NutritionCharts {
    static let width = 640.0
    static let height = 220.0
    static let left = 54.0
    static let right = 8.0
    static let top = 10.0
    static let bottom = 30.0

    /// One bar a day of energy eaten, a dashed line at the target; over-target bars stand out.
    static func intake(_ days: [IntakeProgress.Day], target: Int?, label: String) -> String {
        let highest = max(days.map(\.kcal).max() ?? 0, Double(target ?? 0), 500) * 1.1
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let slot = plotWidth / Double(max(days.count, 1))
        let barWidth = max(2, slot * 0.7)
        func y(_ kcal: Double) -> Double { top + plotHeight * (1 - kcal / highest) }
        var parts: [String] = []
        parts.append(axis(maximum: highest, y: y))
        for (index, day) in days.enumerated() where day.logged {
            let x = left + Double(index) * slot + (slot - barWidth) / 2
            let band = target.map { IntakeBand(eaten: day.kcal, target: Double($0)) } ?? .onTarget
            parts.append(
                #"<rect class="chart-bar band-\#(band.rawValue)" x="\#(f(x))" y="\#(f(y(day.kcal)))" width="\#(f(barWidth))" height="\#(f(max(0, top + plotHeight - y(day.kcal))))"><title>\#(day.day): \#(Int(day.kcal.rounded())) kcal</title></rect>"#
            )
        }
        if let target {
            parts.append(
                #"<line class="chart-target" x1="\#(f(left))" x2="\#(f(width - right))" y1="\#(f(y(Double(target))))" y2="\#(f(y(Double(target))))"/>"#
            )
        }
        parts.append(dayLabels(days.map(\.day), slot: slot))
        return svg(parts, label: label)
    }

    /// The weighings as dots and the trend as a line, over the days given.
    static func weight(_ points: [WeightTrend.Point], from first: CalendarDay, through last: CalendarDay, label: String) -> String {
        let values = points.flatMap { [$0.weightKg, $0.trendKg] }
        guard let low = values.min(), let high = values.max() else { return svg([], label: label) }
        let margin = max(0.5, (high - low) * 0.15)
        let bottomValue = low - margin
        let topValue = high + margin
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let span = Double(max(1, last.days(since: first)))
        func x(_ day: CalendarDay) -> Double { left + plotWidth * Double(day.days(since: first)) / span }
        func y(_ kg: Double) -> Double { top + plotHeight * (1 - (kg - bottomValue) / (topValue - bottomValue)) }
        var parts: [String] = []
        parts.append(axis(minimum: bottomValue, maximum: topValue, y: { y($0) }, unit: "kg"))
        let trend = points.map { "\(f(x($0.day))),\(f(y($0.trendKg)))" }.joined(separator: " ")
        parts.append(#"<polyline class="chart-line" points="\#(trend)"/>"#)
        for point in points {
            parts.append(
                #"<circle class="chart-dot" cx="\#(f(x(point.day)))" cy="\#(f(y(point.weightKg)))" r="3.5"><title>\#(point.day): \#(DietText.number(point.weightKg)) kg</title></circle>"#
            )
        }
        parts.append(
            #"<text class="chart-label" x="\#(f(left))" y="\#(f(height - 6))">\#(first)</text><text class="chart-label" x="\#(f(width - right))" y="\#(f(height - 6))" text-anchor="end">\#(last)</text>"#
        )
        return svg(parts, label: label)
    }

    private static func axis(minimum: Double = 0, maximum: Double, y: (Double) -> Double, unit: String = "") -> String {
        let steps = 4
        return (0...steps).map { step -> String in
            let value = minimum + (maximum - minimum) * Double(step) / Double(steps)
            let position = f(y(value))
            let text = unit.isEmpty ? String(Int(value.rounded())) : DietText.number(value)
            return
                #"<line class="chart-grid" x1="\#(f(left))" x2="\#(f(width - right))" y1="\#(position)" y2="\#(position)"/><text class="chart-label" x="\#(f(left - 4))" y="\#(position)" text-anchor="end" dominant-baseline="middle">\#(text)</text>"#
        }.joined()
    }

    /// The first, middle and last day under the bars (every day when there are few).
    private static func dayLabels(_ days: [CalendarDay], slot: Double) -> String {
        let shown = days.count <= 7 ? Array(days.indices) : [0, days.count / 2, days.count - 1]
        return shown.map { index in
            let x = left + Double(index) * slot + slot / 2
            let day = days[index]
            return
                #"<text class="chart-label" x="\#(f(x))" y="\#(f(height - 6))" text-anchor="middle">\#(String(format: "%02d.%02d", day.day, day.month))</text>"#
        }.joined()
    }

    private static func svg(_ parts: [String], label: String) -> String {
        #"<svg class="chart" viewBox="0 0 \#(Int(width)) \#(Int(height))" role="img" aria-label="\#(label.attributeEscaped)" preserveAspectRatio="xMidYMid meet">\#(parts.joined())</svg>"#
    }

    private static func f(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
