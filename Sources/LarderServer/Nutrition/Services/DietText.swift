import Foundation
import LarderCore

/// Numbers as the nutrition pages and messages write them.
enum DietText {
    /// At most `decimals` decimals, no trailing zeros: 1853.6, 2873, 0.5.
    static func number(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Whole kilocalories: "2173".
    static func kcal(_ value: Double?) -> String {
        value.map { String(Int($0.rounded())) } ?? "–"
    }
}
