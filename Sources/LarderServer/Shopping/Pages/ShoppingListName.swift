import Foundation

extension ShoppingList {
    /// The name a reader sees: the default list, until someone renames it, is called "Shopping
    /// list" in the reader's language rather than in the language it was stored in.
    func shownName(_ text: Localizer) -> String {
        isDefault && name == Self.defaultName ? text[.shoppingDefaultListName] : name
    }
}
