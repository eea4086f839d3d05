/// The app's own icons as inline SVG (no external assets, colour from `currentColor`), drawn in
/// `Web/Assets/icons/`.
enum Icons {
    static let logo = Assets.inlineSVG(PackageResources.logo_svg)
    static let home = Assets.inlineSVG(PackageResources.home_svg)
    static let recipes = Assets.inlineSVG(PackageResources.recipes_svg)
    static let pantry = Assets.inlineSVG(PackageResources.pantry_svg)
    static let shopping = Assets.inlineSVG(PackageResources.shopping_svg)
    static let me = Assets.inlineSVG(PackageResources.me_svg)
    static let theme = Assets.inlineSVG(PackageResources.theme_svg)
    static let household = Assets.inlineSVG(PackageResources.household_svg)
    static let device = Assets.inlineSVG(PackageResources.device_svg)
    static let nutrition = Assets.inlineSVG(PackageResources.nutrition_svg)
    static let shield = Assets.inlineSVG(PackageResources.shield_svg)

    static func tab(_ tab: Tab) -> String {
        switch tab {
        case .home: home
        case .recipes: recipes
        case .pantry: pantry
        case .shopping: shopping
        case .me: me
        }
    }
}
