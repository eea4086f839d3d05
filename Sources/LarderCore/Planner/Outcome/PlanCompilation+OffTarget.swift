extension PlanCompilation {
    /// Every planned person-day outside a band, with the reason: what its slots could give at
    /// least and at most, against the band.
    func offTargetDays(_ assignment: PlannerAssignment, totals: [[Double]]) -> [PlanDiagnostic] {
        var diagnostics: [PlanDiagnostic] = []
        for (index, eaterDay) in problem.eaterDays.enumerated() {
            let ranges = slotRanges(of: index)
            guard ranges.contains(where: { !$0.kept }) else { continue }
            let eater = request.eaters[eaterDay.eater]
            let misses = PlanNutrient.allCases.enumerated().compactMap { n, nutrient -> NutrientMiss? in
                let target = eater.targets.values[n]
                guard !withinBand(totals[index][n], target, band: n) else { return nil }
                let band = problem.weights.bands[n] * target
                return NutrientMiss(nutrient: nutrient, planned: totals[index][n], target: target, low: target - band, high: target + band)
            }
            guard !misses.isEmpty else { continue }
            let reason =
                misses.lazy.compactMap { reasonFor($0, ranges) }.first
                ?? misses.lazy.compactMap { densityReason($0, eaterDay: index, targets: eater.targets) }.first ?? .noCombination
            diagnostics.append(
                .dayOffTarget(
                    DayOffTarget(day: days[eaterDay.day], eaterID: eater.id, misses: misses, reason: reason, slots: ranges.map(\.range))))
        }
        return diagnostics
    }

    private func reasonFor(_ miss: NutrientMiss, _ ranges: [(range: SlotRange, kept: Bool)]) -> OffTargetReason? {
        let nutrient = miss.nutrient
        if miss.planned > miss.high {
            let kept = ranges.filter(\.kept).reduce(0) { $0 + $1.range.least[nutrient] }
            if kept > miss.high { return .keptMealsTooMuch(nutrient) }
            if ranges.reduce(0, { $0 + $1.range.least[nutrient] }) > miss.high { return .tooMuchEvenAtLeast(nutrient) }
        } else if ranges.reduce(0, { $0 + $1.range.most[nutrient] }) < miss.low {
            return .tooLittleEvenAtMost(nutrient)
        }
        return nil
    }

    /// A macronutrient out of reach at any energy in the band: the kept portions plus the rest of
    /// the band's energy from the eligible recipe richest (or poorest) in it for its energy.
    private func densityReason(_ miss: NutrientMiss, eaterDay: Int, targets: PlanNutrition) -> OffTargetReason? {
        guard miss.nutrient != .energy else { return nil }
        let n = PlanNutrient.allCases.firstIndex(of: miss.nutrient)!
        var kept = (energy: 0.0, amount: 0.0)
        var ratios: [Double] = []
        for slot in problem.slots {
            let group = problem.groups[slot.group]
            for portion in slot.portions where portion.eaterDay == eaterDay {
                let values = group.candidates.map { problem.recipes[$0.recipe].perServing }
                if values.count == 1, portion.minHalves == portion.maxHalves {
                    kept.energy += values[0][0] * Double(portion.minHalves) / 2
                    kept.amount += values[0][n] * Double(portion.minHalves) / 2
                } else {
                    ratios += values.filter { $0[0] > 0 }.map { $0[n] / $0[0] }
                }
            }
        }
        guard let most = ratios.max(), let least = ratios.min() else { return nil }
        let band = problem.weights.bands[0] * targets.kcal
        let (energyLow, energyHigh) = (targets.kcal - band, targets.kcal + band)
        if miss.planned < miss.low, kept.amount + most * max(0, energyHigh - kept.energy) < miss.low {
            let needed = (miss.low - kept.amount) / max(1, energyHigh - kept.energy)
            return .tooLittleForItsEnergy(miss.nutrient, mostPerKcal: most, neededPerKcal: needed)
        }
        if miss.planned > miss.high, kept.amount + least * max(0, energyLow - kept.energy) > miss.high {
            let allowed = (miss.high - kept.amount) / max(1, energyLow - kept.energy)
            return .tooMuchForItsEnergy(miss.nutrient, leastPerKcal: least, allowedPerKcal: allowed)
        }
        return nil
    }

    /// What each slot of an eater-day could give: the least and most over its candidates and
    /// servings; `kept` when nothing of it could change.
    private func slotRanges(of eaterDay: Int) -> [(range: SlotRange, kept: Bool)] {
        var ranges: [(SlotRange, Bool)] = []
        for (slotIndex, slot) in problem.slots.enumerated() {
            for portion in slot.portions where portion.eaterDay == eaterDay {
                let candidates = problem.groups[slot.group].candidates
                let values = candidates.map { problem.recipes[$0.recipe].perServing }
                func extreme(_ halves: Int, _ pick: ([Double]) -> Double) -> PlanNutrition {
                    let each = (0..<4).map { n in values.isEmpty ? 0 : pick(values.map { $0[n] }) * Double(halves) / 2 }
                    return PlanNutrition(kcal: each[0], protein: each[1], fat: each[2], carbohydrate: each[3])
                }
                let fixed = candidates.count <= 1 && portion.minHalves == portion.maxHalves
                let range = SlotRange(
                    slot: slotKeys[slotIndex], kept: !slotFree[slotIndex], eligible: candidates.count,
                    least: extreme(portion.minHalves) { $0.min()! }, most: extreme(portion.maxHalves) { $0.max()! })
                ranges.append((range, fixed))
            }
        }
        return ranges.sorted { $0.0.slot < $1.0.slot }
    }
}
