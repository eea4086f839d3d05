import Foundation

/// "What can I cook": every recipe's needs in memory, with posting lists from each food and each
/// ingredient name to the lines that need it, so a household's stock is scored against tens of
/// thousands of recipes by walking only the lines that name something it has.
///
/// Updated recipe by recipe (`upsert`, `remove`); a replaced recipe leaves its old postings
/// behind, skipped as dead until `compact` rebuilds.
public struct CookableIndex: Sendable {
    /// One line that needs a food or name, where its recipe's score is added up.
    struct Posting: Sendable {
        // Laid out small (24 bytes): a ranking walks hundreds of thousands of these.
        /// The line's amount on its scale; single precision is plenty for a share of it.
        var amount: Float
        /// For a line counting the food itself ("2 eggs"), how many; 0 otherwise.
        var pieces: Float
        var recipe: Int32
        var name: Int32
        var line: Int16
        var scale: Int16
        /// Whether the line is linked to a food (free-named stock only meets unlinked lines).
        var linked: Bool
    }

    private(set) var recipes: [RecipeNeeds?] = []
    private var alive: [Bool] = []
    private var isPublic: [Bool] = []
    private var households: [UUID] = []
    /// Lines that count before staples are taken out.
    private var required: [Int16] = []
    private var slots: [UUID: Int32] = [:]
    private var foods: [UUID: Int32] = [:]
    private var byFood: [[Posting]] = []
    private var names: [String: Int32] = [:]
    private var nameWords: [[String]] = []
    private var namesByLastWord: [String: [Int32]] = [:]
    private var byName: [[Posting]] = []
    private var scales: [StockScale: Int16] = [:]
    /// Recipes that need nothing from stock at all (every line optional or to taste).
    private var needNothing: Set<Int32> = []
    public private(set) var deadCount = 0

    public init() {}

    public init(_ recipes: [RecipeNeeds]) {
        for recipe in recipes { upsert(recipe) }
    }

    /// How many recipes the index holds.
    public var count: Int { slots.count }

    public func contains(_ id: UUID) -> Bool { slots[id] != nil }

    /// Adds the recipe, or replaces what the index held for it.
    public mutating func upsert(_ recipe: RecipeNeeds) {
        remove(recipe.id)
        let slot = Int32(recipes.count)
        recipes.append(recipe)
        alive.append(true)
        isPublic.append(recipe.isPublic)
        households.append(recipe.householdID)
        slots[recipe.id] = slot
        var count: Int16 = 0
        for (index, line) in recipe.lines.enumerated() {
            guard let amount = line.amount, amount > 0, index <= Int(Int16.max) else { continue }
            count += 1
            let name = nameSlot(line.name)
            var posting = Posting(
                amount: Float(amount * line.perUnit), pieces: line.unit.unit == nil ? Float(amount) : 0, recipe: slot, name: name,
                line: Int16(index), scale: scaleSlot(line.scale), linked: false)
            if case .food(let food) = line.key {
                posting.linked = true
                byFood[Int(foodSlot(food))].append(posting)
            }
            byName[Int(name)].append(posting)
        }
        required.append(count)
        if count == 0 { needNothing.insert(slot) }
    }

    public mutating func remove(_ id: UUID) {
        guard let slot = slots.removeValue(forKey: id) else { return }
        recipes[Int(slot)] = nil
        alive[Int(slot)] = false
        needNothing.remove(slot)
        deadCount += 1
    }

    /// Rebuilds without the dead postings replaced and removed recipes left behind.
    public mutating func compact() {
        self = CookableIndex(recipes.compactMap { $0 })
    }

    /// True when dead entries take a quarter of the index: time to `compact`.
    public var needsCompaction: Bool {
        deadCount > 1000 && deadCount * 4 > recipes.count
    }

    private mutating func foodSlot(_ food: UUID) -> Int32 {
        if let slot = foods[food] { return slot }
        let slot = Int32(byFood.count)
        foods[food] = slot
        byFood.append([])
        return slot
    }

    private mutating func nameSlot(_ name: String) -> Int32 {
        let key = StockKey.normalisedName(name)
        if let slot = names[key] { return slot }
        let slot = Int32(byName.count)
        names[key] = slot
        byName.append([])
        let words = FoodText.words(key).map(FoodText.singular)
        nameWords.append(words)
        if let last = words.last { namesByLastWord[last, default: []].append(slot) }
        return slot
    }

    private mutating func scaleSlot(_ scale: StockScale) -> Int16 {
        if let slot = scales[scale] { return slot }
        let slot = Int16(scales.count)
        scales[scale] = slot
        return slot
    }

    /// The names that are one of `staples` ("olive oil" for "oil").
    func stapleNames(_ staples: [String]) -> [Bool] {
        var marked = [Bool](repeating: false, count: byName.count)
        for staple in staples {
            let words = FoodText.words(staple).map(FoodText.singular)
            guard let last = words.last else { continue }
            let wanted = Set(words)
            for slot in namesByLastWord[last] ?? [] where wanted.isSubset(of: Set(nameWords[Int(slot)])) {
                marked[Int(slot)] = true
            }
        }
        return marked
    }

    /// Stock per scale slot, for the postings' integer scales.
    private func levels(_ amounts: [StockScale: Double]?) -> [(Int16, Double)] {
        guard let amounts else { return [] }
        return amounts.compactMap { scale, amount in scales[scale].map { ($0, amount) } }
    }
}

extension CookableIndex {
    /// The recipes `householdID` can see (its own and public ones) ranked by how much of them is
    /// in stock, then by how much soon-expiring stock they use, then by fewest missing lines and
    /// title; at most `limit`, and none missing more than `maxMissing` lines.
    public func rank(
        _ stock: StockLevels, householdID: UUID, staples: [String], limit: Int, maxMissing: Int? = nil
    ) -> [CookableMatch] {
        guard limit > 0 else { return [] }
        let count = recipes.count
        var covered = [Double](repeating: 0, count: count)
        var expiring = [Double](repeating: 0, count: count)
        var full = [Int16](repeating: 0, count: count)
        var stapleLines = [Int16](repeating: 0, count: count)
        var touched = [Bool](repeating: false, count: count)
        var candidates: [Int32] = []
        let isStaple = stapleNames(staples)

        func score(_ postings: [Posting], key: StockKey, onlyUnlinked: Bool) {
            let available = levels(stock.available[key])
            guard !available.isEmpty else { return }
            let soon = levels(stock.expiring[key])
            let pieces = stock.pieces[key]
            for posting in postings {
                let recipe = Int(posting.recipe)
                guard alive[recipe], !isStaple[Int(posting.name)], !(onlyUnlinked && posting.linked) else { continue }
                var have = 0.0
                var haveSoon = 0.0
                var needed = Double(posting.amount)
                if posting.pieces > 0, let pieces {
                    (have, haveSoon, needed) = (pieces.all, pieces.expiring, Double(posting.pieces))
                } else {
                    for (scale, amount) in available where scale == posting.scale { have = amount }
                    for (scale, amount) in soon where scale == posting.scale { haveSoon = amount }
                }
                guard have > 0 else { continue }
                if !touched[recipe] {
                    touched[recipe] = true
                    candidates.append(posting.recipe)
                }
                covered[recipe] += min(1, have / needed)
                if StockNumber.covers(have, needed) { full[recipe] += 1 }
                if haveSoon > 0 { expiring[recipe] += min(1, haveSoon / needed) }
            }
        }
        for key in stock.available.keys {
            switch key {
            case .food(let food):
                if let slot = foods[food] { score(byFood[Int(slot)], key: key, onlyUnlinked: false) }
            case .name(let name):
                if let slot = names[name] { score(byName[Int(slot)], key: key, onlyUnlinked: true) }
            }
        }
        for (slot, staple) in isStaple.enumerated() where staple {
            for posting in byName[slot] where alive[Int(posting.recipe)] {
                stapleLines[Int(posting.recipe)] += 1
                if !touched[Int(posting.recipe)] {
                    touched[Int(posting.recipe)] = true
                    candidates.append(posting.recipe)
                }
            }
        }
        for slot in needNothing where !touched[Int(slot)] {
            touched[Int(slot)] = true
            candidates.append(slot)
        }

        var best = TopMatches(limit: limit)
        func consider(_ slot: Int32) {
            let recipe = Int(slot)
            guard alive[recipe], isPublic[recipe] || households[recipe] == householdID else { return }
            let needed = Int(required[recipe]) - Int(stapleLines[recipe])
            let missing = needed - Int(full[recipe])
            if let maxMissing, missing > maxMissing { return }
            let share = needed > 0 ? min(1, covered[recipe] / Double(needed)) : 1
            best.offer(.init(slot: slot, share: share, expiring: expiring[recipe], missing: missing), titles: recipes)
        }
        for slot in candidates { consider(slot) }
        if best.count < limit {
            // Too few recipes use anything in stock: the rest, fewest missing first.
            for slot in 0..<count where !touched[slot] { consider(Int32(slot)) }
        }
        return best.ranked.map { candidate in
            match(Int(candidate.slot), stock: stock, staples: staples, share: candidate.share, expiring: candidate.expiring)
        }
    }

    /// A ranked recipe with its missing lines worked out.
    private func match(_ slot: Int, stock: StockLevels, staples: [String], share: Double, expiring: Double) -> CookableMatch {
        let recipe = recipes[slot]!
        var required = 0
        var missing: [CookPlan.Shortage] = []
        for (index, line) in recipe.lines.enumerated() {
            guard let amount = line.amount, amount > 0, !staples.contains(where: { Staples.matches($0, name: line.name) }) else {
                continue
            }
            required += 1
            let available = StockNumber.clean(stock.amount(of: line.key, for: line))
            if !StockNumber.covers(available, amount) {
                missing.append(
                    CookPlan.Shortage(
                        line: index, text: line.text, name: line.name, key: line.key, unit: line.unit, needed: amount,
                        available: available, shortfall: StockNumber.clean(amount - available)))
            }
        }
        return CookableMatch(
            recipeID: recipe.id, title: recipe.title, required: required, inStock: required - missing.count, share: share,
            expiringUse: expiring, missing: missing)
    }
}

/// The best few candidates seen so far, in rank order.
private struct TopMatches {
    struct Candidate {
        var slot: Int32
        var share: Double
        var expiring: Double
        var missing: Int
    }

    let limit: Int
    private(set) var ranked: [Candidate] = []

    init(limit: Int) {
        self.limit = limit
        ranked.reserveCapacity(limit + 1)
    }

    var count: Int { ranked.count }

    mutating func offer(_ candidate: Candidate, titles: [RecipeNeeds?]) {
        if ranked.count == limit, let worst = ranked.last, !Self.before(candidate, worst, titles: titles) { return }
        var index = ranked.count
        while index > 0, Self.before(candidate, ranked[index - 1], titles: titles) { index -= 1 }
        ranked.insert(candidate, at: index)
        if ranked.count > limit { ranked.removeLast() }
    }

    /// Share, then soon-expiring use, then fewest missing, then title.
    static func before(_ a: Candidate, _ b: Candidate, titles: [RecipeNeeds?]) -> Bool {
        if abs(a.share - b.share) > 1e-9 { return a.share > b.share }
        if abs(a.expiring - b.expiring) > 1e-9 { return a.expiring > b.expiring }
        if a.missing != b.missing { return a.missing < b.missing }
        let x = titles[Int(a.slot)]?.title ?? ""
        let y = titles[Int(b.slot)]?.title ?? ""
        return x != y ? x < y : a.slot < b.slot
    }
}
