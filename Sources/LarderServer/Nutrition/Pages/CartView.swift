import Foundation
import LarderCore
import Plot
import Vapor

/// The cart: each food with − and +, what it all adds up to, and logging it to a meal.
enum CartView {
    static func response(_ context: WebContext, cart: DiaryService.Cart, today: CalendarDay) -> Response {
        let text = context.text
        return Page(title: text[.nutritionCartTitle], tab: .me) {
            H1(text[.nutritionCartTitle])
            NutritionNav(current: .cart, text: text)
            if cart.lines.isEmpty {
                EmptyState(
                    icon: Icons.shopping, title: text[.nutritionCartEmpty], message: text[.nutritionCartEmptyMessage],
                    action: (text[.nutritionAddFood], "/nutrition/add?date=\(today)"))
            } else {
                Div {
                    List(cart.lines) { line in
                        ListItem { CartRow(line: line, context: context) }
                    }
                    .class("card-list")
                    Paragraph(text.text(.nutritionCartTotal, [DietText.kcal(cart.totals[.energyKcal])])).class("row-title")
                    Link(text[.nutritionAddFood], url: "/nutrition/add?date=\(today)").class("button button-secondary button-small")
                }
                .class("card")
                Div {
                    H2(text[.nutritionCartLog])
                    Form(url: "/nutrition/cart/commit", method: .post) {
                        CSRFField(token: context.csrfToken)
                        Div {
                            SmallField(label: text[.nutritionDate], name: "date", type: .date, value: today.description, isRequired: true)
                            SelectField(label: text[.nutritionMeal], name: "meal", options: text.mealOptions, selected: Meal.lunch.rawValue)
                        }
                        .class("field-grid")
                        Button(text[.nutritionCartLog]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
                PostButton(
                    action: "/nutrition/cart/clear", label: text[.nutritionCartClear], token: context.csrfToken, style: "button-danger")
            }
        }
        .response(context)
    }
}

private struct CartRow: Component {
    var line: DiaryService.CartLine
    var context: WebContext

    var body: Component {
        let text = context.text
        let id = line.item.id?.uuidString ?? ""
        let amount = DietText.number(line.item.amount, decimals: 2)
        return Div {
            Div {
                Span(text.foodName(line.food.food.name)).class("row-title")
                Div(
                    "\(amount) \(text.portionName(line.item.unit)) · \(DietText.number(line.grams, decimals: 0)) \(text.unitName(.gram)) · "
                        + text.text(.nutritionKcal, [DietText.kcal(line.nutrients[.energyKcal])])
                )
                .class("row-meta")
            }
            Div {
                PostButton(
                    action: "/nutrition/cart/items/\(id)", label: "−", token: context.csrfToken,
                    style: "button-secondary stepper-button", fields: [("steps", "-1")])
                Span(amount).class("stepper-value").attribute(named: "aria-label", value: text[.nutritionAmount])
                PostButton(
                    action: "/nutrition/cart/items/\(id)", label: "+", token: context.csrfToken,
                    style: "button-secondary stepper-button", fields: [("steps", "1")])
                PostButton(
                    action: "/nutrition/cart/items/\(id)/delete", label: text[.remove], token: context.csrfToken,
                    style: "button-secondary button-small")
            }
            .class("servings-stepper")
        }
        .class("cart-row")
    }
}
