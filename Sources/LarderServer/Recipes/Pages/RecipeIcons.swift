/// Icons of the recipe pages, drawn like `Icons` (inline SVG in `currentColor`): an emoji such
/// as "⏱" is missing from many phones' and kiosks' fonts.
enum RecipeIcons {
    static let timer =
        #"<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false"><circle cx="12" cy="13" r="8"/><path d="M12 9v4l2.5 2"/><path d="M9 2h6"/></svg>"#
}
