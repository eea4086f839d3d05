import LarderCore

/// Scores computed nutrition against the calories recipe sites declare: for
/// each page that declares calories per serving, the kilocalories per serving
/// worked out from its ingredient lines and yield, and the error against the
/// declared figure.
///
/// A page is worked out when its yield gives a number of servings and at
/// least one of its lines is counted. The figures are given twice: over the
/// pages worked out — how accurate the nutrition is where Larder gives one —
/// and over every page that declares calories, counting a page not worked out
/// as a 100 % error, so skipping hard pages cannot flatter the result.
public enum RecipeCalorieScorer {
    public struct PageResult: Hashable, Sendable {
        public var title: String
        public var declared: Double
        /// Nil when the page could not be worked out.
        public var computed: Double?
        public var servings: Double?
        /// |computed − declared| / declared; 1 when not computed.
        public var error: Double
        public var nutrition: RecipeNutrition?
    }

    /// A median and a share within 25 % over a set of pages.
    public struct Figures: Hashable, Sendable {
        public var pages: Int
        /// The median absolute percentage error, as a fraction.
        public var medianError: Double
        /// The share of pages within 25 % of the declared figure.
        public var withinQuarter: Double

        init(errors: [Double]) {
            let sorted = errors.sorted()
            pages = sorted.count
            if sorted.isEmpty {
                medianError = 1
            } else if sorted.count % 2 == 1 {
                medianError = sorted[sorted.count / 2]
            } else {
                medianError = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            }
            withinQuarter = sorted.isEmpty ? 0 : Double(sorted.filter { $0 <= 0.25 }.count) / Double(sorted.count)
        }
    }

    public struct Score: Hashable, Sendable {
        public var pages: [PageResult]
        /// Over the pages worked out.
        public var workedOut: Figures
        /// Over every page with declared calories; a page not worked out counts as a 100 % error.
        public var allPages: Figures

        /// Pages that declare calories but could not be worked out (no yield, or no line counted).
        public var uncomputed: Int { allPages.pages - workedOut.pages }
    }

    public static func score(
        _ pages: [(name: String, page: LabelledRecipePage)], using calculator: NutritionCalculator
    ) -> Score {
        var results: [PageResult] = []
        for (name, page) in pages {
            guard let declared = page.declaredKilocalories else { continue }
            var nutrition = calculator.nutrition(of: page.ingredients)
            let recipeGrams = nutrition.lines.compactMap(\.grams).reduce(0, +)
            nutrition.servings = page.yields.flatMap {
                Servings.estimate(yields: $0, servingSize: page.servingSize, recipeGrams: recipeGrams)
            }
            let counted = nutrition.lines.contains { $0.isCounted && ($0.grams ?? 0) > 0 }
            let computed = counted ? nutrition.perServing?[.energyKcal] : nil
            results.append(
                PageResult(
                    title: page.title ?? name, declared: declared, computed: computed, servings: nutrition.servings,
                    error: computed.map { abs($0 - declared) / declared } ?? 1, nutrition: nutrition))
        }
        return Score(
            pages: results,
            workedOut: Figures(errors: results.filter { $0.computed != nil }.map(\.error)),
            allPages: Figures(errors: results.map(\.error)))
    }
}
