import Vapor

/// The administration sections; the recipe moderation pages (`RecipeModerationPage`) use it too.
struct AdminTabs: Component {
    var text: Localizer
    var current: String

    var body: Component {
        Div {
            Link(text[.adminUsersTitle], url: AdminRoute.users.path)
                .class(current == "users" ? "button button-primary button-small" : "button button-secondary button-small")
            Link(text[.adminDevicesTitle], url: AdminRoute.devices.path)
                .class(current == "devices" ? "button button-primary button-small" : "button button-secondary button-small")
            Link(text[.adminRecipesTitle], url: RecipeRoute.moderationQueue.path)
                .class(current == "recipes" ? "button button-primary button-small" : "button button-secondary button-small")
            Link(text[.recipeChefsTitle], url: ChefRoute.adminList.path)
                .class(current == "chefs" ? "button button-primary button-small" : "button button-secondary button-small")
            Link(text[.recipeCollectionsTab], url: CollectionRoute.admin.path)
                .class(current == "collections" ? "button button-primary button-small" : "button button-secondary button-small")
        }
        .class("button-row")
        .style("margin-bottom: 1rem")
    }
}

extension DeviceStatus {
    var label: Phrase {
        switch self {
        case .unassigned: .deviceUnassigned
        case .active: .deviceActive
        case .deactivated: .deviceDeactivated
        }
    }
}
