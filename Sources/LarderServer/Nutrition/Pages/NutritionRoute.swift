import Foundation
import LarderCore

/// Every page address of the nutrition area: the diary, adding and editing entries, the cart,
/// profile, weight and progress, eating rules and the household's own foods.
enum NutritionRoute: SiteRoute {
    case today
    case diary(Parameter<CalendarDay>)
    case diaryEntries(Parameter<CalendarDay>)
    case diaryCopy(Parameter<CalendarDay>)
    case add
    case entry(Parameter<UUID>)
    case entryDeletion(Parameter<UUID>)
    case export
    case profile
    case weight
    case weightDeletion(Parameter<UUID>)
    case progress
    case cart
    case cartItems
    case cartItem(Parameter<UUID>)
    case cartItemDeletion(Parameter<UUID>)
    case cartCommit
    case cartClear
    case eatingRules
    case foods
    case foodDeletion(Parameter<UUID>)

    var segments: [RouteSegment] {
        switch self {
        case .today: ["nutrition"]
        case .diary(let day): ["nutrition", "diary", .param(.date, day)]
        case .diaryEntries(let day): ["nutrition", "diary", .param(.date, day), "entries"]
        case .diaryCopy(let day): ["nutrition", "diary", .param(.date, day), "copy"]
        case .add: ["nutrition", "add"]
        case .entry(let id): ["nutrition", "entries", .param(.entryID, id)]
        case .entryDeletion(let id): ["nutrition", "entries", .param(.entryID, id), "delete"]
        case .export: ["nutrition", "export.csv"]
        case .profile: ["nutrition", "profile"]
        case .weight: ["nutrition", "weight"]
        case .weightDeletion(let id): ["nutrition", "weight", .param(.weightID, id), "delete"]
        case .progress: ["nutrition", "progress"]
        case .cart: ["nutrition", "cart"]
        case .cartItems: ["nutrition", "cart", "items"]
        case .cartItem(let id): ["nutrition", "cart", "items", .param(.itemID, id)]
        case .cartItemDeletion(let id): ["nutrition", "cart", "items", .param(.itemID, id), "delete"]
        case .cartCommit: ["nutrition", "cart", "commit"]
        case .cartClear: ["nutrition", "cart", "clear"]
        case .eatingRules: ["nutrition", "eating-rules"]
        case .foods: ["nutrition", "foods"]
        case .foodDeletion(let id): ["nutrition", "foods", .param(.foodID, id), "delete"]
        }
    }

    /// The page that adds to a day's meal.
    static func add(on day: CalendarDay, meal: Meal? = nil) -> String {
        add.path(query: ["date": day.description, "meal": meal?.rawValue])
    }
}
