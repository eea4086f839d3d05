import Fluent
import Foundation
import LarderCore

extension ShoppingListService {
    /// Lines to put on the default list, as written, with where they came from (what a recipe
    /// sends: `RecipeService.shoppingLines`).
    struct Addition: Sendable {
        var lines: [String]
        var recipeID: UUID?
        var recipeTitle: String?
        var servings: Int?
    }

    /// One added line as the list took it, with the item it went into.
    struct Entry: Sendable {
        var itemID: UUID
        var contribution: ShoppingContribution
        var name: String
        var addedBy: String?
    }

    /// One line to add and its source.
    struct Line: Sendable {
        var text: String
        var source: ShoppingContribution.Source
        var recipeID: UUID?
        var recipeTitle: String?
        var servings: Int?
        var reference: String?
        /// A note for a new item (manual additions).
        var note: String?
        /// The food the line is about when the sender knows it (a pantry minimum's food), so
        /// the name is not linked again by guessing.
        var foodID: UUID?
    }

    /// A line read and linked before the list is locked.
    private struct ReadLine {
        var line: Line
        var parsed: ParsedIngredient
        var name: String
        var key: String
        var food: (id: UUID, food: Food)?
        var aisle: (aisle: Aisle, reason: AisleReason)
    }

    /// Puts the addition's lines on the household's default list (merging with what is there).
    func add(_ addition: Addition, _ access: HouseholdService.Access, by user: Person) async throws -> [Entry] {
        let list = try await defaultList(access)
        let source: ShoppingContribution.Source = addition.recipeID == nil ? .manual : .recipe
        let lines = addition.lines.map {
            Line(text: $0, source: source, recipeID: addition.recipeID, recipeTitle: addition.recipeTitle, servings: addition.servings)
        }
        return try await add(lines, to: list, access, by: user)
    }

    /// Adds `lines` to `list`: each line is parsed, linked to a food and summed into the unticked
    /// item of the same food (or, unlinked, of the same name), or becomes a new item at the end,
    /// in its aisle. Lines without an ingredient name are skipped.
    func add(_ lines: [Line], to list: ShoppingList, _ access: HouseholdService.Access, by user: Person) async throws -> [Entry] {
        let linker = try await foods.linker()
        let assigner = await aisles.assigner(for: try await foods.catalogue())
        let listID = try list.requireID()
        let corrections = try await self.corrections(access.householdID)
        let known = try await foods.entries(ids: Set(lines.compactMap(\.foodID)))
        let read: [ReadLine] = lines.compactMap { line -> ReadLine? in
            let result = linker.calculator.line(for: line.text)
            var parsed = result.parsed
            let name = parsed.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { return nil }
            parsed.name = name
            let match = result.match ?? (parsed.quantity == nil ? linker.calculator.matcher.match(name) : nil)
            let food: (id: UUID, food: Food)? =
                line.foodID.flatMap { id in known[id].map { (id: id, food: $0.food) } }
                ?? match.flatMap { match in linker.foodID(of: match).map { (id: $0, food: match.food) } }
            let key = ShoppingName.key(name)
            let correction = corrections[key]
            return ReadLine(
                line: line, parsed: parsed, name: name, key: key, food: food,
                aisle: assigner.assign(name: name, foodGroup: food?.food.group, correction: correction))
        }
        guard !read.isEmpty else { return [] }
        let (entries, touched, revision) = try await db.writeTransaction(locking: RowLock(table: ShoppingList.schema, id: listID)) {
            db in
            try await Self.merge(read, into: listID, householdID: access.householdID, by: access.userID, on: db)
        }
        list.revision = revision
        await publish(.itemsChanged, list: list, items: touched, by: access)
        return entries.map { Entry(itemID: $0.itemID, contribution: $0.contribution, name: $0.name, addedBy: user.name) }
    }

    private static func merge(
        _ lines: [ReadLine], into listID: UUID, householdID: UUID, by userID: UUID, on db: any Database
    ) async throws -> ([Entry], [UUID], Int) {
        guard let list = try await ShoppingList.find(listID, on: db) else { throw listNotFound }
        var items = try await ShoppingItem.query(on: db).filter(\.$list.$id == listID).sort(\.$position).all()
        var position = (items.map(\.position).max() ?? -1) + 1
        var entries: [Entry] = []
        var touched: [UUID: Food?] = [:]
        var order: [UUID] = []
        for line in lines {
            let target = items.first { item in
                guard !item.checked else { return false }
                if let food = line.food { return item.foodID == food.id }
                return item.foodID == nil && item.nameKey == line.key
            }
            let item: ShoppingItem
            if let target {
                item = target
            } else {
                guard items.count < Limits.itemsPerList else {
                    throw AppError.conflict(.shoppingErrorTooManyItems, [String(Limits.itemsPerList)])
                }
                item = ShoppingItem(listID: listID, householdID: householdID, name: line.name, position: position, addedBy: userID)
                position += 1
                item.nameKey = line.key
                item.foodID = line.food?.id
                item.foodName = line.food?.food.name
                item.note = line.line.note
                item.aisle = line.aisle.aisle
                item.aisleReason = line.aisle.reason
                item.amountVersion = 0  // the first count below makes it 1
                try await item.create(on: db)
                items.append(item)
            }
            let itemID = try item.requireID()
            let contribution = ShoppingContribution(line.line, parsed: line.parsed, itemID: itemID, listID: listID, addedBy: userID)
            try await contribution.create(on: db)
            entries.append(Entry(itemID: itemID, contribution: contribution, name: item.name))
            if touched[itemID] == nil { order.append(itemID) }
            touched.updateValue(line.food?.food, forKey: itemID)  // nil is a value here: an unlinked item
        }
        for item in items {
            guard let id = item.id, let food = touched[id] else { continue }
            try await recount(item, food: food?.measures, on: db)
        }
        list.revision += 1
        try await list.save(on: db)
        return (entries, order, list.revision)
    }

    /// Sums the item's additions again into its amount, a new version of it.
    static func recount(_ item: ShoppingItem, food: FoodMeasures?, on db: any Database) async throws {
        let contributions = try await ShoppingContribution.query(on: db).filter(\.$item.$id == item.requireID())
            .sort(\.$createdAt).all()
        let amount = ShoppingItemAmount(ShoppingTotal(contributions.map(\.amount), food: food))
        if amount != item.amount {
            item.amount = amount
            item.amountVersion += 1
        }
        try await item.save(on: db)
    }

    /// The household's aisle corrections by name key.
    func corrections(_ householdID: UUID) async throws -> [String: Aisle] {
        let rows = try await ShoppingAisleCorrection.query(on: db).filter(\.$householdID == householdID).all()
        return Dictionary(rows.map { row in (row.nameKey, row.aisle) }, uniquingKeysWith: { a, _ in a })
    }
}

extension ShoppingContribution {
    convenience init(_ line: ShoppingListService.Line, parsed: ParsedIngredient, itemID: UUID, listID: UUID, addedBy: UUID) {
        self.init()
        self.$item.id = itemID
        self.listID = listID
        self.addedBy = addedBy
        self.source = line.source
        self.recipeID = line.recipeID
        self.recipeTitle = line.recipeTitle
        self.servings = line.servings
        self.sourceReference = line.reference
        self.text = line.text
        self.quantity = parsed.quantity?.low.doubleValue
        self.quantityMax = parsed.quantity?.high?.doubleValue
        self.unit = parsed.unit?.name
        self.size = parsed.size
    }
}
