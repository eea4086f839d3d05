import Foundation
import LarderCore

/// A product's picture when Larder serves it (a path such as "/photos/…"): the pages'
/// content policy loads images from Larder only, and the original app's picture names
/// without files show nothing.
struct PairingPicture: Component {
    var product: PairingProduct
    var language: String

    var body: Component {
        guard let picture = product.picture, picture.hasPrefix("/"), !picture.hasPrefix("//") else { return EmptyComponent() }
        return Image(url: picture, description: product.names[language]).class("pairing-picture")
    }
}

/// The words the pairing pages build from the engine's answers.
enum PairingWords {
    /// A partner's chip: its name, where it comes from, and the engine's score and reason.
    static func label(_ entry: PartnerEntry, text: Localizer, language: String) -> String {
        var parts = [entry.product.names[language]]
        if entry.listed { parts.append(text[.pairingListed]) } else { parts.append(text[.pairingSuggested]) }
        if let suggestion = entry.suggestion {
            parts.append(text.text(.pairingScore, [String(format: "%.2f", suggestion.score)]))
            parts.append(reason(suggestion, text: text))
        }
        return parts.joined(separator: " · ")
    }

    /// Why a partner goes with the query, in the page's language.
    static func reason(_ suggestion: PairingSuggestion, text: Localizer) -> String {
        var parts = [text.text(.pairingReasonRecipes, [String(suggestion.recipesTogether)])]
        if suggestion.sharedCompoundCount > 0 {
            let examples = suggestion.sharedCompounds.isEmpty ? "" : " (" + suggestion.sharedCompounds.joined(separator: ", ") + ")"
            parts.append(text.text(.pairingReasonCompounds, [String(suggestion.sharedCompoundCount)]) + examples)
        }
        return parts.joined(separator: "; ")
    }

    /// "EastAsian" → "East Asian".
    static func spaced(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append(" ") }
            result.append(character)
        }
        return result
    }
}
