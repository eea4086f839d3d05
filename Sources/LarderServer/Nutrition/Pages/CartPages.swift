import Foundation
import LarderCore
import Vapor

/// The food cart in the web app: collect foods from the search, step amounts with − and +,
/// log them all to a meal.
struct CartPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(NutritionRoute.cart, use: show)
        routes.post(NutritionRoute.cartItems, use: addItem)
        routes.post(NutritionRoute.cartItem(.key), use: updateItem)
        routes.post(NutritionRoute.cartItemDeletion(.key), use: removeItem)
        routes.post(NutritionRoute.cartCommit, use: commit)
        routes.post(NutritionRoute.cartClear, use: clear)
    }

    @Sendable
    func show(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let cart = try await request.diary.cart(for: user)
        return CartPage.View(context: request.web, model: try CartPage.Model(cart, today: request.nutritionProfiles.today())).response()
    }

    @Sendable
    func addItem(request: Request) async throws -> Response {
        _ = try request.requireWebUser()
        let form = try request.content.decode(NutritionPages.EntryForm.self)
        return try await Self.add(
            form.foodId, form.amount, form.unit, back: request.localReturnPath(form.next, fallback: NutritionRoute.cart.path), request)
    }

    /// Puts a food in the cart and goes back to where the person was searching.
    static func add(_ foodID: String?, _ amount: String?, _ unit: String?, back: String, _ request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        do {
            let id = try NutritionForm.uuid(foodID, field: "foodId")
            let cart = try await request.diary.addToCart(
                foodID: id, amount: try NutritionForm.number(amount, field: "amount") ?? 0, unit: unit ?? "", by: user)
            let name = cart.lines.first { $0.food.id == id }?.food.food.name ?? ""
            request.setFlash(.success, request.web.text.text(.nutritionCartAdded, [name]))
            return request.redirect(to: back)
        } catch let error as AppError {
            return request.redirect(to: back, showing: error)
        }
    }

    @Sendable
    func updateItem(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode(ItemForm.self)
        do {
            let id = try NutritionForm.uuid(request.parameters.get(.itemID), field: "itemId")
            _ = try await request.diary.updateCartItem(
                id, amount: try NutritionForm.number(form.amount, field: "amount"),
                steps: try NutritionForm.whole(form.steps, field: "steps"), by: user)
            return request.redirect(to: NutritionRoute.cart)
        } catch let error as AppError {
            return request.redirect(to: NutritionRoute.cart.path, showing: error)
        }
    }

    @Sendable
    func removeItem(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        _ = try await request.diary.removeCartItem(NutritionForm.uuid(request.parameters.get(.itemID), field: "itemId"), by: user)
        return request.redirect(to: NutritionRoute.cart)
    }

    @Sendable
    func commit(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode(CommitForm.self)
        do {
            let day = try NutritionProfileService.day(form.date ?? "", field: "date")
            let meal = try NutritionForm.meal(form.meal)
            _ = try await request.diary.commitCart(to: day, meal: meal, by: user)
            request.setFlash(.success, request.web.text.text(.nutritionCartLogged, [request.web.text.meal(meal)]))
            return request.redirect(to: NutritionRoute.diary(.value(day)))
        } catch let error as AppError {
            return request.redirect(to: NutritionRoute.cart.path, showing: error)
        }
    }

    @Sendable
    func clear(request: Request) async throws -> Response {
        try await request.diary.clearCart(for: request.requireWebUser())
        return request.redirect(to: NutritionRoute.cart)
    }

    struct ItemForm: Content {
        var amount: String?
        var steps: String?
    }

    struct CommitForm: Content {
        var date: String?
        var meal: String?
    }
}
