import LarderCore

/// A fixed split of reference pages into a development part (about two
/// thirds) and a held-out part (about one third), by a hash of the page's
/// name: the same on every machine and run, independent of directory order,
/// and unchanged when pages are added.
public enum RecipeImportSplit: String, CaseIterable, Sendable {
    case all
    case development
    case heldOut = "held-out"

    /// Whether the page named `name` (its file name without extension) belongs here.
    public func contains(pageNamed name: String) -> Bool {
        switch self {
        case .all: true
        case .development: !Self.isHeldOut(name)
        case .heldOut: Self.isHeldOut(name)
        }
    }

    /// FNV-1a over the name's UTF-8: one page in three is held out.
    static func isHeldOut(_ name: String) -> Bool {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash % 3 == 0
    }
}
