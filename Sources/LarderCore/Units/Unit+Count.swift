/// Count and container units. Each is its own kind of thing: "2 cloves" only
/// becomes grams through a food's household weights.
extension Unit {
    static func count(_ name: String, _ plural: String? = nil) -> Unit {
        Unit(name, plural: plural ?? name + "s", .count)
    }

    // The count units named in recipes most often; `Unit.all` lists the rest.
    public static let piece = count("piece")
    public static let clove = count("clove")
    public static let can = count("can")
    public static let jar = count("jar")
    public static let slice = count("slice")
    public static let bunch = count("bunch", "bunches")
    public static let stick = count("stick")
    public static let sprig = count("sprig")
    public static let pinch = count("pinch", "pinches")
    public static let dash = count("dash", "dashes")
    public static let drop = count("drop")
    public static let package = count("package")
    public static let head = count("head")
    public static let stalk = count("stalk")
    public static let rib = count("rib")
    public static let ear = count("ear")
    public static let sheet = count("sheet")
    public static let handful = count("handful")
    public static let knob = count("knob")
    /// "a 2-inch piece of ginger": the amount counts inches of a piece.
    public static let inchPiece = count("inch piece")
    public static let leaf = count("leaf", "leaves")

    /// Every count unit, in catalogue order.
    static let countUnits: [Unit] = [
        piece, clove, can, jar, slice, bunch, stick, sprig, pinch, dash, drop, package,
        head, stalk, rib, ear, sheet, handful, knob, inchPiece, leaf,
        count("bulb"), count("loaf", "loaves"), count("strip"), count("stem"),
        count("branch", "branches"), count("tin"), count("tub"), count("bag"),
        count("box", "boxes"), count("bottle"), count("packet"), count("envelope"),
        count("container"), count("carton"), count("cube"), count("scoop"),
        count("splash", "splashes"), count("wedge"), count("link"), count("ball"),
        count("block"), count("recipe"), count("batch", "batches"), count("finger"),
        count("part"), count("bar"), count("square"), count("pod"), count("spear"),
        count("grind"), count("drizzle"), count("glug"),
        count("sachet"), count("punnet"), count("pat"), count("shake"), count("lug"),
        count("bundle"), count("chunk"), count("serving"),
    ]
}
