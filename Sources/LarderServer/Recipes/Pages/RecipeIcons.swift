/// Icons of the recipe pages, drawn like `Icons` (inline SVG in `currentColor`, the files beside
/// this one): an emoji such as "⏱" is missing from many phones' and kiosks' fonts.
enum RecipeIcons {
    static let timer = Assets.inlineSVG(PackageResources.timer_svg)
}
