import Foundation

/// Text as searches and sorting compare it: lowercase with accents and other marks taken
/// off, in any script ("Café" → "cafe", "Йогурт" → "иогурт", "Їжа" → "іжа").
public enum ReminderText {
    public static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        // Canonical decomposition splits a letter from its marks (й = и + breve), which
        // then go.
        var scalars = String.UnicodeScalarView()
        for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
