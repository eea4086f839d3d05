import Fluent
import Foundation
import LarderCore

extension ShoppingListService {
    /// How a list's items are grouped when shown.
    enum Grouping: String, Sendable {
        case aisle, recipe
    }

    /// One item as shown: its row, its additions, its amount in the list's units, and — when the
    /// list subtracts stock and the pantry has some — what is still needed and what is on hand.
    struct ItemDetail: Sendable {
        var item: ShoppingItemRecord
        var contributions: [ShoppingContributionRecord]
        var amount: [Measure]
        var hasUnmeasured: Bool
        var need: [Measure]?
        var onHand: [Measure]?
        var addedBy: String?
        var checkedBy: String?

        var aisle: Aisle { item.aisle }
        /// What to buy: the amount less what the pantry holds, when the list subtracts stock.
        var toBuy: [Measure] { need ?? amount }
        /// The pantry holds all of it (and it is still open): nothing to buy.
        var isCovered: Bool { need?.isEmpty == true && !hasUnmeasured && !item.checked }
    }

    /// A heading of the list and the items under it, in order.
    struct Group: Sendable {
        enum Key: Hashable, Sendable {
            case aisle(Aisle)
            case recipe(id: UUID?, title: String)
            case manual
        }

        var key: Key
        var itemIDs: [UUID]
    }

    struct ListDetail: Sendable {
        var summary: ListSummary
        var store: ShoppingStore?
        var items: [ItemDetail]
        var groups: [Group]
        var grouping: Grouping

        var list: ShoppingList { summary.list }
        var system: MeasurementSystem { list.measurementSystem }
    }

    /// The list with every item, grouped by aisle (in the store's order) or by recipe.
    func detail(_ list: ShoppingList, grouping: Grouping = .aisle) async throws -> ListDetail {
        let listID = try list.requireID()
        // Read on every list view and after every change on every phone: columns into values.
        let items = try await ShoppingItemRecord.items(of: listID, on: db.sql())
        let contributions = try await ShoppingContributionRecord.contributions(to: listID, on: db.sql())
        let byItem = Dictionary(grouping: contributions, by: \.itemID)
        let people = Set(items.compactMap(\.addedBy) + items.compactMap(\.checkedBy) + contributions.compactMap(\.addedBy))
        let names = try await db.people.names(of: people)
        var store: ShoppingStore?
        if let storeID = list.storeID { store = try await ShoppingStore.find(storeID, on: db) }
        let system = list.measurementSystem
        let linked = try await foods.entries(ids: Set(items.compactMap(\.foodID)))
        let onHand = try await stockOnHand(items, list: list, foods: linked)
        let weighing = linked.compactMapValues { ShoppingWeighing.measures(for: $0.food) }

        let details = items.map { item -> ItemDetail in
            let total = item.amount.total
            let weighed = item.foodID.flatMap { weighing[$0] }
            var detail = ItemDetail(
                item: item, contributions: byItem[item.id] ?? [], amount: total.displayed(in: system, weighing: weighed),
                hasUnmeasured: total.hasUnmeasured, addedBy: item.addedBy.flatMap { names[$0] },
                checkedBy: item.checkedBy.flatMap { names[$0] })
            if let foodID = item.foodID, let stock = onHand[foodID], !stock.amounts.isEmpty {
                detail.need = total.subtracting(stock.amounts, food: stock.measures).displayed(in: system, weighing: weighed)
                detail.onHand = ShoppingTotal(stock.amounts, food: stock.measures).displayed(in: system, weighing: weighed)
            }
            return detail
        }
        let order = Aisle.completeOrder(store.map { Self.aisles(in: $0.aisleOrder) } ?? [])
        return ListDetail(
            summary: ListSummary(list: list, itemCount: items.count, checkedCount: items.filter(\.checked).count),
            store: store, items: details, groups: Self.groups(details, by: grouping, aisleOrder: order), grouping: grouping)
    }

    /// What the pantry holds of the list's linked foods, when the list subtracts stock.
    private func stockOnHand(_ items: [ShoppingItemRecord], list: ShoppingList, foods linked: [UUID: FoodService.Entry]) async throws
        -> [UUID: (amounts: [ShoppingAmount], measures: FoodMeasures?)]
    {
        guard list.subtractStock else { return [:] }
        let foodIDs = Set(items.filter { !$0.checked }.compactMap(\.foodID))
        guard !foodIDs.isEmpty else { return [:] }
        let found = try await stock.onHand(foodIDs, householdID: list.householdID, on: db)
        var result: [UUID: (amounts: [ShoppingAmount], measures: FoodMeasures?)] = [:]
        for (foodID, amounts) in found where !amounts.isEmpty {
            result[foodID] = (amounts, linked[foodID]?.food.measures)
        }
        return result
    }

    static func groups(_ items: [ItemDetail], by grouping: Grouping, aisleOrder: [Aisle]) -> [Group] {
        switch grouping {
        case .aisle:
            let byAisle = Dictionary(grouping: items, by: \.aisle)
            return aisleOrder.compactMap { aisle in
                guard let members = byAisle[aisle], !members.isEmpty else { return nil }
                return Group(key: .aisle(aisle), itemIDs: members.map(\.item.id))
            }
        case .recipe:
            // An item from two recipes is under both; items added by hand (or from elsewhere) last.
            var groups: [Group] = []
            var index: [Group.Key: Int] = [:]
            var manual: [UUID] = []
            for detail in items {
                let id = detail.item.id
                var keys: [Group.Key] = []
                for contribution in detail.contributions {
                    if let title = contribution.recipeTitle {
                        let key = Group.Key.recipe(id: contribution.recipeID, title: title)
                        if !keys.contains(key) { keys.append(key) }
                    }
                }
                if keys.isEmpty { manual.append(id) }
                for key in keys {
                    if let at = index[key] {
                        groups[at].itemIDs.append(id)
                    } else {
                        index[key] = groups.count
                        groups.append(Group(key: key, itemIDs: [id]))
                    }
                }
            }
            if !manual.isEmpty { groups.append(Group(key: .manual, itemIDs: manual)) }
            return groups
        }
    }

    /// The items `entries` went into, once each, in the order first touched, as the list shows them.
    func items(touchedBy entries: [Entry], in list: ShoppingList) async throws -> [ItemDetail] {
        let detail = try await detail(list)
        var seen = Set<UUID>()
        return entries.map(\.itemID).filter { seen.insert($0).inserted }.compactMap { id in detail.items.first { $0.item.id == id } }
    }

    /// The foods of the list's unticked items that an addition from `source` went into.
    func unticked(foodsFrom source: ShoppingContribution.Source, onList listID: UUID) async throws -> Set<UUID> {
        let itemIDs = try await ShoppingContribution.query(on: db).filter(\.$listID == listID)
            .filter(\.$source == source).all().map(\.$item.id)
        guard !itemIDs.isEmpty else { return [] }
        let items = try await ShoppingItem.query(on: db).filter(\.$list.$id == listID).filter(\.$id ~~ Set(itemIDs))
            .filter(\.$checked == false).all()
        return Set(items.compactMap(\.foodID))
    }

    static func aisles(in stored: String) -> [Aisle] {
        stored.split(separator: ",").compactMap { Aisle(rawValue: String($0)) }
    }

    /// The default list's items as the first version of the API lists them: each with its
    /// amount, name and the recipe it first came from.
    func entries(_ access: HouseholdService.Access) async throws -> [ListEntry] {
        let detail = try await detail(defaultList(access))
        return detail.items.map { item in
            let first = item.contributions.first
            let recipe = item.contributions.first { $0.recipeTitle != nil }
            let amount = item.amount.first
            return ListEntry(
                id: item.item.id, text: ShoppingListText.line(item, text: Localizer(.en)), quantity: amount?.quantity.low.doubleValue,
                quantityMax: amount?.quantity.high?.doubleValue, unit: amount?.unit?.name, name: item.item.name,
                recipeID: recipe?.recipeID, recipeTitle: recipe?.recipeTitle, servings: recipe?.servings ?? first?.servings,
                addedBy: item.addedBy, createdAt: item.item.createdAt ?? Date(timeIntervalSince1970: 0))
        }
    }

    /// A list line in the first version's shape.
    struct ListEntry: Sendable {
        var id: UUID
        var text: String
        var quantity: Double?
        var quantityMax: Double?
        var unit: String?
        var name: String
        var recipeID: UUID?
        var recipeTitle: String?
        var servings: Int?
        var addedBy: String?
        var createdAt: Date
    }
}
