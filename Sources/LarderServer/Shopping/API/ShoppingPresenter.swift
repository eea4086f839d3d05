import Foundation
import LarderCore

/// The shopping module's values as the API writes them.
extension Components.Schemas.ShoppingListSummary {
    init(_ summary: ShoppingListService.ListSummary) {
        let list = summary.list
        self.init(
            id: list.id?.uuidString ?? "", householdId: list.householdID.uuidString, name: list.name, isDefault: list.isDefault,
            measurementSystem: .init(rawValue: list.measurementSystem.rawValue) ?? .metric, subtractStock: list.subtractStock,
            storeId: list.storeID?.uuidString, revision: list.revision, itemCount: summary.itemCount,
            checkedCount: summary.checkedCount, createdAt: list.createdAt ?? Date(timeIntervalSince1970: 0),
            updatedAt: list.updatedAt ?? list.createdAt ?? Date(timeIntervalSince1970: 0))
    }
}

extension Components.Schemas.ShoppingListDetail {
    init(_ detail: ShoppingListService.ListDetail) {
        self.init(
            list: .init(detail.summary), store: detail.store.map(Components.Schemas.ShoppingStore.init),
            items: detail.items.map { Components.Schemas.ShoppingItem($0) },
            groups: detail.groups.map(Components.Schemas.ShoppingGroup.init),
            groupBy: detail.grouping == .recipe ? .recipe : .aisle)
    }
}

extension Components.Schemas.ShoppingGroup {
    init(_ group: ShoppingListService.Group) {
        let ids = group.itemIDs.map(\.uuidString)
        switch group.key {
        case .aisle(let aisle):
            self.init(kind: .aisle, aisle: .init(rawValue: aisle.rawValue), itemIds: ids)
        case .recipe(let id, let title):
            self.init(kind: .recipe, recipeId: id?.uuidString, recipeTitle: title, itemIds: ids)
        case .manual:
            self.init(kind: .manual, itemIds: ids)
        }
    }
}

extension Components.Schemas.ShoppingItem {
    init(_ detail: ShoppingListService.ItemDetail) {
        let item = detail.item
        func text(_ measures: [Measure]?) -> String? {
            measures.map { $0.map { $0.formatted() }.joined(separator: " + ") }
        }
        self.init(
            id: item.id.uuidString, listId: item.listID.uuidString, name: item.name, foodId: item.foodID?.uuidString,
            foodName: item.foodName, amount: text(detail.amount) ?? "",
            amounts: detail.amount.map { measure in
                .init(
                    quantity: measure.quantity.low.doubleValue, quantityMax: measure.quantity.high?.doubleValue,
                    unit: measure.unit?.name, text: measure.formatted())
            },
            unmeasured: detail.hasUnmeasured, need: text(detail.need), onHand: text(detail.onHand), note: item.note,
            aisle: .init(rawValue: item.aisle.rawValue) ?? .other, aisleReason: .init(rawValue: item.aisleReason.rawValue) ?? .classifier,
            checked: item.checked, checkedBy: detail.checkedBy, addedBy: detail.addedBy, position: item.position,
            sources: detail.contributions.map(Components.Schemas.ShoppingItemSource.init),
            versions: .init(
                name: item.nameVersion, note: item.noteVersion, aisle: item.aisleVersion, checked: item.checkedVersion,
                amount: item.amountVersion, position: item.positionVersion),
            createdAt: item.createdAt ?? Date(timeIntervalSince1970: 0), updatedAt: item.updatedAt)
    }
}

extension Components.Schemas.ShoppingItemSource {
    init(_ contribution: ShoppingContributionRecord) {
        self.init(
            id: contribution.id.uuidString, kind: .init(rawValue: contribution.source.rawValue) ?? .manual,
            recipeId: contribution.recipeID?.uuidString, recipeTitle: contribution.recipeTitle, servings: contribution.servings,
            text: contribution.text, createdAt: contribution.createdAt ?? Date(timeIntervalSince1970: 0))
    }
}

extension Components.Schemas.ShoppingStore {
    init(_ store: ShoppingStore) {
        self.init(
            id: store.id?.uuidString ?? "", householdId: store.householdID.uuidString, name: store.name,
            aisleOrder: Aisle.completeOrder(ShoppingListService.aisles(in: store.aisleOrder)).compactMap { .init(rawValue: $0.rawValue) })
    }
}

extension Components.Schemas.ShoppingEvent {
    init(_ event: ShoppingEvent) {
        self.init(
            kind: .init(rawValue: event.kind.rawValue) ?? .ping, householdId: event.householdID.uuidString,
            listId: event.listID?.uuidString, itemIds: event.itemIDs.map(\.uuidString), revision: event.revision,
            userId: event.userID?.uuidString)
    }
}

/// The first version's list line.
extension Components.Schemas.ShoppingListItem {
    init(_ entry: ShoppingListService.Entry) {
        let contribution = entry.contribution
        self.init(
            id: entry.itemID.uuidString, text: contribution.text, quantity: contribution.quantity, quantityMax: contribution.quantityMax,
            unit: contribution.unit, name: entry.name, recipeId: contribution.recipeID?.uuidString, recipeTitle: contribution.recipeTitle,
            servings: contribution.servings, addedBy: entry.addedBy, createdAt: contribution.createdAt ?? Date(timeIntervalSince1970: 0))
    }

    init(_ entry: ShoppingListService.ListEntry) {
        self.init(
            id: entry.id.uuidString, text: entry.text, quantity: entry.quantity, quantityMax: entry.quantityMax, unit: entry.unit,
            name: entry.name, recipeId: entry.recipeID?.uuidString, recipeTitle: entry.recipeTitle, servings: entry.servings,
            addedBy: entry.addedBy, createdAt: entry.createdAt)
    }
}
