import Fluent
import Foundation
import LarderCore

/// The food cart: foods picked one after another, amounts adjusted with +/−, then logged to a
/// meal together in one transaction.
extension DiaryService {
    /// A cart item with its food, weighed.
    struct CartLine: Sendable {
        var item: DiaryCartItem
        var food: FoodService.Entry
        var units: FoodUnits
        var grams: Double
        var nutrients: NutrientValues

        var step: Double { units.choice(for: item.unit)?.step ?? 1 }
    }

    struct Cart: Sendable {
        var lines: [CartLine]

        var totals: NutrientValues {
            var total = NutrientValues()
            for line in lines { total.add(line.nutrients) }
            return total
        }
    }

    static let cartLimit = 50

    /// The cart, in the order foods were added. An item whose food has since gone (a household
    /// food deleted, a household left) or no longer weighs in its unit is left out, and dropped
    /// when the cart is logged.
    func cart(for user: Person) async throws -> Cart {
        let userID = user.id
        let items = try await DiaryCartItem.query(on: db).filter(\.$userID == userID).sort(\.$position).all()
        let households = try await RecipeViewer.of(user, on: db).householdIDs
        var lines: [CartLine] = []
        for item in items {
            let food: FoodService.Entry
            do {
                food = try await foods.food(id: item.foodID, households: households)
            } catch is AppError {
                continue
            }
            let units = food.food.diaryUnits
            guard case .success(let grams) = units.grams(item.amount, item.unit) else { continue }
            lines.append(CartLine(item: item, food: food, units: units, grams: grams, nutrients: food.food.nutrients(inGrams: grams)))
        }
        return Cart(lines: lines)
    }

    /// Puts an amount of a food in the cart; the same food in the same unit adds up.
    func addToCart(foodID: UUID, amount: Double, unit: String, by user: Person) async throws -> Cart {
        let userID = user.id
        let households = try await RecipeViewer.of(user, on: db).householdIDs
        let food = try await foods.food(id: foodID, households: households)
        _ = try Self.grams(amount, unit, of: food.food)
        let key = food.food.diaryUnits.choice(for: unit)?.key ?? unit
        let items = try await DiaryCartItem.query(on: db).filter(\.$userID == userID).all()
        if let same = items.first(where: { $0.foodID == foodID && $0.unit == key }) {
            _ = try Self.grams(same.amount + amount, key, of: food.food)
            same.amount = Self.tidy(same.amount + amount)
            try await same.save(on: db)
        } else {
            guard items.count < Self.cartLimit else {
                throw AppError.conflict(.nutritionErrorCartFull, [String(Self.cartLimit)], field: "foodId")
            }
            let item = DiaryCartItem()
            item.userID = userID
            item.position = (items.map(\.position).max() ?? -1) + 1
            item.foodID = foodID
            item.amount = amount
            item.unit = key
            try await item.create(on: db)
        }
        return try await cart(for: user)
    }

    /// Sets an item's amount, or steps it by its unit's step; stepping to nothing removes it.
    func updateCartItem(_ id: UUID, amount: Double?, steps: Int?, by user: Person) async throws -> Cart {
        let item = try await cartItem(id, of: user)
        let food = try await foods.food(id: item.foodID, households: RecipeViewer.of(user, on: db).householdIDs)
        switch (amount, steps) {
        case (let amount?, nil):
            _ = try Self.grams(amount, item.unit, of: food.food)
            item.amount = amount
        case (nil, let steps?):
            guard (-100...100).contains(steps) else {
                throw AppError.invalid("steps", .errorFieldOutOfRange, ["steps", "-100", "100"])
            }
            let step = food.food.diaryUnits.choice(for: item.unit)?.step ?? 1
            let stepped = Self.tidy(item.amount + Double(steps) * step)
            if stepped <= 0 {
                try await item.delete(on: db)
                return try await cart(for: user)
            }
            _ = try Self.grams(stepped, item.unit, of: food.food)
            item.amount = stepped
        case (nil, nil):
            throw AppError.invalid("amount", .errorFieldRequired, ["amount"])
        case (_?, _?):
            throw AppError.invalid("steps", .nutritionErrorAmountOrSteps)
        }
        try await item.save(on: db)
        return try await cart(for: user)
    }

    func removeCartItem(_ id: UUID, by user: Person) async throws -> Cart {
        try await cartItem(id, of: user).delete(on: db)
        return try await cart(for: user)
    }

    func clearCart(for user: Person) async throws {
        try await DiaryCartItem.query(on: db).filter(\.$userID == user.id).delete()
    }

    /// Logs every item to `meal` of `day` and empties the cart, all in one transaction.
    func commitCart(to day: CalendarDay, meal: Meal, by user: Person) async throws -> Day {
        let userID = user.id
        let cart = try await cart(for: user)
        guard !cart.lines.isEmpty else { throw AppError.conflict(.nutritionErrorCartEmpty) }
        let start = clock.now()
        let entries = try cart.lines.enumerated().map { offset, line in
            let key = line.units.choice(for: line.item.unit)?.key ?? line.item.unit
            let counted = Counted(
                name: line.food.food.name, foodID: line.food.id, amount: line.item.amount, unit: key, grams: line.grams,
                nutrients: line.nutrients)
            return try Self.entry(
                counted, kind: .food, day: day, meal: meal, userID: userID, loggedAt: start.addingTimeInterval(Double(offset) / 1000))
        }
        try await db.transaction { db in
            try await entries.create(on: db)
            try await DiaryCartItem.query(on: db).filter(\.$userID == userID).delete()
        }
        return try await self.day(day, for: userID)
    }

    private func cartItem(_ id: UUID, of user: Person) async throws -> DiaryCartItem {
        guard let item = try await DiaryCartItem.find(id, on: db), item.userID == (user.id) else {
            throw AppError.notFound(.nutritionErrorCartItemNotFound, field: "itemId")
        }
        return item
    }

    /// Amounts stepped by tenths stay tidy: 0.30000000000000004 is 0.3.
    static func tidy(_ amount: Double) -> Double {
        (amount * 1000).rounded() / 1000
    }
}
