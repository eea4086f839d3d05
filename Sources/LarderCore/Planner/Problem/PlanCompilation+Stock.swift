extension PlanCompilation {
    /// The stock that expires during the plan becomes the problem's stock terms; its foods are
    /// the only ones the problem weighs.
    mutating func indexFoods() {
        let first = days[0]
        let last = days[days.count - 1]
        let expiring = request.stock.filter { item in
            guard let date = item.bestBefore, item.grams > 0 else { return false }
            return date >= first && date <= last
        }
        for item in expiring where !foods.contains(item.food) { foods.append(item.food) }
        problem.foodCount = foods.count
        let ordered = expiring.sorted {
            ($0.food, $0.bestBefore!.dayNumber, $0.id) < ($1.food, $1.bestBefore!.dayNumber, $1.id)
        }
        var cumulative: [String: Double] = [:]
        for item in ordered {
            let bestBefore = item.bestBefore!
            cumulative[item.food, default: 0] += item.grams
            let lastDay = days.lastIndex { $0 <= bestBefore }!
            stockDays.append(bestBefore)
            problem.stockTerms.append(
                PlannerProblem.StockTerm(
                    item: item.id, food: foods.firstIndex(of: item.food)!, lastDay: lastDay, grams: cumulative[item.food]!,
                    itemGrams: item.grams))
        }
    }
}
