/// Finds a recipe's ingredients and steps on a page that neither marks them
/// up nor heads them "Ingredients" / "Instructions", by how the lists read.
///
/// The ingredients are the first list of three items or more that reads like
/// one — short lines, most of them starting with an amount — together with the
/// lists that directly follow it under group headings ("Produce", "Pantry").
/// The steps are the first list after it whose items are sentences.
struct PageListGuesser {
    /// The page's lists in order: their items and where they sit among the blocks.
    private let lists: [(items: [String], first: Int, last: Int)]
    private let blocks: [PageBlock]

    init(blocks: [PageBlock]) {
        self.blocks = blocks
        var lists: [(items: [String], first: Int, last: Int)] = []
        var currentList = 0
        for (index, block) in blocks.enumerated() {
            guard case .item(let text, let list) = block, list > 0 else {
                currentList = 0
                continue
            }
            if list == currentList, var open = lists.popLast() {
                open.items.append(text)
                open.last = index
                lists.append(open)
            } else {
                lists.append(([text], index, index))
                currentList = list
            }
        }
        self.lists = lists
    }

    var ingredients: [String] {
        ingredientLists.flatMap { lists[$0].items }
    }

    var instructions: [String] {
        let after = ingredientLists.last.map { $0 + 1 } ?? 0
        guard after < lists.count else { return [] }
        let steps = lists[after...].first { list in
            list.items.count >= 2 && averageWords(list.items) >= 8
        }
        return steps?.items ?? []
    }

    /// The indices of the ingredient lists: the first that reads like one and
    /// those following it with only short headings or labels in between.
    private var ingredientLists: [Int] {
        guard let first = lists.indices.first(where: { readsLikeIngredients(lists[$0].items, strictly: true) }) else {
            return []
        }
        var chosen = [first]
        var next = first + 1
        while next < lists.count, onlyLabelsBetween(lists[next - 1].last, lists[next].first),
            readsLikeIngredients(lists[next].items, strictly: false)
        {
            chosen.append(next)
            next += 1
        }
        return chosen
    }

    /// Short lines, most (a first list) or some (a following group) opening with an amount.
    private func readsLikeIngredients(_ items: [String], strictly: Bool) -> Bool {
        guard items.count >= (strictly ? 3 : 1), averageWords(items) <= 12,
            items.allSatisfy({ $0.split(separator: " ").count <= 25 })
        else { return false }
        let withAmounts = items.filter(startsWithAmount).count
        return strictly ? withAmounts * 10 >= items.count * 6 : withAmounts * 10 >= items.count * 3
    }

    private func startsWithAmount(_ line: String) -> Bool {
        guard let first = line.first else { return false }
        return first.isNumber || RecipeNumberScanner.vulgarFractions[first] != nil
    }

    private func onlyLabelsBetween(_ end: Int, _ start: Int) -> Bool {
        guard end + 1 < start else { return true }
        return blocks[(end + 1)..<start].allSatisfy { block in
            switch block {
            case .heading: true
            case .paragraph(let text): text.split(separator: " ").count <= 6
            case .item: false
            }
        }
    }

    private func averageWords(_ items: [String]) -> Double {
        guard !items.isEmpty else { return 0 }
        return Double(items.reduce(0) { $0 + $1.split(separator: " ").count }) / Double(items.count)
    }
}
