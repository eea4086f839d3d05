/// How to show a measure.
public struct MeasureDisplay: Hashable, Sendable {
    /// Move to the unit cooks would use for the amount: 1000 g → 1 kg,
    /// 3 tsp → 1 tbsp, 16 tbsp → 1 cup. Exact: only when the amount reads
    /// cleanly in the new unit.
    public var normalizesUnit: Bool
    /// Show in metric or US units, converting and rounding to what can be
    /// measured (1 cup → 237 ml, 250 ml → 1 cup). Nil keeps the unit's system.
    public var system: MeasurementSystem?

    /// By default: the unit as given, in its own system.
    public init(normalizesUnit: Bool = false, system: MeasurementSystem? = nil) {
        self.normalizesUnit = normalizesUnit
        self.system = system
    }
}

extension Measure {
    /// The measure as cooks write it: "1/2 cup", "1 1/3 tbsp", "2 1/2 cups", "250 g", "3"; in
    /// another language's words with its `wording` ("2 ст. л.", "1,5 л").
    public func formatted(_ display: MeasureDisplay = MeasureDisplay(), wording: AmountWording = .english) -> String {
        var measure = self
        if let system = display.system { measure = measure.shown(in: system) }
        if display.normalizesUnit { measure = measure.normalized() }
        let style = AmountFormatter.style(for: measure.unit)
        let written = wording.amount(measure.quantity, style: style)
        guard let unit = measure.unit else { return written }
        return "\(written) \(wording.unit(unit, after: measure.quantity.upperBound))"
    }
}

extension Measure {
    /// The same amount in the unit cooks would choose, exactly: 1000 g → 1 kg,
    /// 1500 ml → 1.5 l, 3 tsp → 1 tbsp, 12 tbsp → 3/4 cup, 24 oz → 1 1/2 lb.
    /// Amounts that do not read cleanly in a bigger unit keep their unit.
    public func normalized() -> Measure {
        guard let unit, let ladder = Self.ladders.first(where: { $0.contains { $0.unit == unit } }) else { return self }
        // The biggest unit in which the amount is at least the step's minimum and a clean fraction.
        for step in ladder.reversed() {
            guard case .success(let candidate) = converted(to: step.unit) else { continue }
            let amounts = [candidate.quantity.low] + (candidate.quantity.high.map { [$0] } ?? [])
            if amounts.allSatisfy({ $0 >= step.minimum && step.denominators.contains($0.denominator) }) {
                return candidate
            }
        }
        return self
    }

    /// A step of a unit ladder: use `unit` for amounts of at least `minimum`
    /// whose fraction has one of `denominators`.
    private struct Step {
        var unit: Unit
        var minimum: Rational
        var denominators: Set<Int64>
    }

    private static let decimalDenominators: Set<Int64> = [1, 2, 4, 5, 10, 20, 25, 50, 100, 1000]

    /// Units cooks move between, smallest first.
    private static let ladders: [[Step]] = [
        [
            Step(unit: .milligram, minimum: 0, denominators: decimalDenominators),
            Step(unit: .gram, minimum: 1, denominators: decimalDenominators),
            Step(unit: .kilogram, minimum: 1, denominators: decimalDenominators),
        ],
        [
            Step(unit: .milliliter, minimum: 0, denominators: decimalDenominators),
            Step(unit: .centiliter, minimum: .zero, denominators: []),
            Step(unit: .deciliter, minimum: .zero, denominators: []),
            Step(unit: .liter, minimum: 1, denominators: decimalDenominators),
        ],
        [
            Step(unit: .teaspoon, minimum: 0, denominators: [1, 2, 4, 8]),
            Step(unit: .tablespoon, minimum: 1, denominators: [1, 2]),
            Step(unit: .fluidOunce, minimum: .zero, denominators: []),
            Step(unit: .cup, minimum: Rational(normalising: 1, 4), denominators: [1, 2, 3, 4]),
            Step(unit: .pint, minimum: .zero, denominators: []),
            Step(unit: .quart, minimum: 1, denominators: [1, 2]),
            Step(unit: .gallon, minimum: 1, denominators: [1, 2, 4]),
        ],
        [
            Step(unit: .ounce, minimum: 0, denominators: [1, 2, 4, 8]),
            Step(unit: .pound, minimum: 1, denominators: [1, 2, 4]),
        ],
        [
            Step(unit: .millimeter, minimum: 0, denominators: [1, 2, 10]),
            Step(unit: .centimeter, minimum: 1, denominators: [1, 2, 10]),
        ],
    ]
}
