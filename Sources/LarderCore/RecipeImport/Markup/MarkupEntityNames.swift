/// The named character references recipe pages use: all of Latin-1 (accented
/// letters, fractions, `&deg;`), typographic punctuation, Greek letters, arrows
/// and a few symbols. The full HTML list has 2,231 names, mostly mathematical;
/// an unknown name is left as written.
enum MarkupEntityNames {
    /// The names HTML accepts without a trailing `;` that pages really write so.
    static let legacyNames: Set<String> = ["amp", "lt", "gt", "quot", "nbsp", "AMP", "LT", "GT", "QUOT", "copy", "reg"]

    static func scalar(named name: String) -> Unicode.Scalar? {
        table[name].flatMap(Unicode.Scalar.init)
    }

    /// Latin-1's names in code-point order, U+00A0 to U+00FF.
    private static let latin1Names = [
        "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect", "uml", "copy", "ordf", "laquo",
        "not", "shy", "reg", "macr", "deg", "plusmn", "sup2", "sup3", "acute", "micro", "para", "middot",
        "cedil", "sup1", "ordm", "raquo", "frac14", "frac12", "frac34", "iquest", "Agrave", "Aacute", "Acirc",
        "Atilde", "Auml", "Aring", "AElig", "Ccedil", "Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute",
        "Icirc", "Iuml", "ETH", "Ntilde", "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times", "Oslash",
        "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute", "THORN", "szlig", "agrave", "aacute", "acirc", "atilde",
        "auml", "aring", "aelig", "ccedil", "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc",
        "iuml", "eth", "ntilde", "ograve", "oacute", "ocirc", "otilde", "ouml", "divide", "oslash", "ugrave",
        "uacute", "ucirc", "uuml", "yacute", "thorn", "yuml",
    ]

    private static let otherNames: [String: UInt32] = [
        "amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27,
        "AMP": 0x26, "LT": 0x3C, "GT": 0x3E, "QUOT": 0x22,
        "OElig": 0x152, "oelig": 0x153, "Scaron": 0x160, "scaron": 0x161, "Yuml": 0x178, "fnof": 0x192,
        "circ": 0x2C6, "tilde": 0x2DC, "Zcaron": 0x17D, "zcaron": 0x17E,
        "ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009, "zwnj": 0x200C, "zwj": 0x200D, "lrm": 0x200E,
        "rlm": 0x200F, "ndash": 0x2013, "mdash": 0x2014, "horbar": 0x2015, "lsquo": 0x2018, "rsquo": 0x2019,
        "rsquor": 0x2019, "sbquo": 0x201A, "ldquo": 0x201C, "rdquo": 0x201D, "bdquo": 0x201E, "dagger": 0x2020,
        "Dagger": 0x2021, "bull": 0x2022, "bullet": 0x2022, "hellip": 0x2026, "mldr": 0x2026, "permil": 0x2030,
        "prime": 0x2032, "Prime": 0x2033, "lsaquo": 0x2039, "rsaquo": 0x203A, "oline": 0x203E, "frasl": 0x2044,
        "euro": 0x20AC, "trade": 0x2122, "TRADE": 0x2122, "larr": 0x2190, "uarr": 0x2191, "rarr": 0x2192,
        "darr": 0x2193, "harr": 0x2194, "minus": 0x2212, "lowast": 0x2217, "radic": 0x221A, "infin": 0x221E,
        "asymp": 0x2248, "ne": 0x2260, "le": 0x2264, "ge": 0x2265, "loz": 0x25CA, "spades": 0x2660,
        "clubs": 0x2663, "hearts": 0x2665, "diams": 0x2666, "star": 0x2606, "starf": 0x2605, "check": 0x2713,
        "frac13": 0x2153, "frac23": 0x2154, "frac15": 0x2155, "frac25": 0x2156, "frac35": 0x2157,
        "frac45": 0x2158, "frac16": 0x2159, "frac56": 0x215A, "frac18": 0x215B, "frac38": 0x215C,
        "frac58": 0x215D, "frac78": 0x215E, "half": 0xBD, "centerdot": 0xB7, "NewLine": 0x0A, "Tab": 0x09,
        "colon": 0x3A, "comma": 0x2C, "period": 0x2E, "excl": 0x21, "quest": 0x3F, "num": 0x23,
        "dollar": 0x24, "percnt": 0x25, "lpar": 0x28, "rpar": 0x29, "ast": 0x2A, "plus": 0x2B,
        "sol": 0x2F, "semi": 0x3B, "equals": 0x3D, "commat": 0x40, "lsqb": 0x5B, "rsqb": 0x5D,
        "bsol": 0x5C, "lowbar": 0x5F, "grave": 0x60, "lcub": 0x7B, "rcub": 0x7D, "verbar": 0x7C,
        "vert": 0x7C, "hyphen": 0x2010, "dash": 0x2010, "nbhy": 0x2011, "numsp": 0x2007, "puncsp": 0x2008,
        "hairsp": 0x200A, "ZeroWidthSpace": 0x200B, "NonBreakingSpace": 0xA0,
        "Alpha": 0x391, "Beta": 0x392, "Gamma": 0x393, "Delta": 0x394, "Omega": 0x3A9, "alpha": 0x3B1,
        "beta": 0x3B2, "gamma": 0x3B3, "delta": 0x3B4, "epsilon": 0x3B5, "lambda": 0x3BB, "mu": 0x3BC,
        "pi": 0x3C0, "sigma": 0x3C3, "omega": 0x3C9, "Ccaron": 0x10C, "ccaron": 0x10D, "Rcaron": 0x158,
        "rcaron": 0x159, "Ecaron": 0x11A, "ecaron": 0x11B, "Lstrok": 0x141, "lstrok": 0x142, "Sacute": 0x15A,
        "sacute": 0x15B, "Zacute": 0x179, "zacute": 0x17A, "Zdot": 0x17B, "zdot": 0x17C, "Nacute": 0x143,
        "nacute": 0x144, "aogon": 0x105, "Aogon": 0x104, "eogon": 0x119, "Eogon": 0x118, "Cacute": 0x106,
        "cacute": 0x107, "gbreve": 0x11F, "Gbreve": 0x11E, "inodot": 0x131, "imath": 0x131, "Idot": 0x130,
        "scedil": 0x15F, "Scedil": 0x15E, "odblac": 0x151, "Odblac": 0x150, "udblac": 0x171, "Udblac": 0x170,
        "uring": 0x16F, "Uring": 0x16E, "dcaron": 0x10F, "tcaron": 0x165, "ncaron": 0x148,
    ]

    private static let table: [String: UInt32] = {
        var table = otherNames
        for (offset, name) in latin1Names.enumerated() { table[name] = 0xA0 + UInt32(offset) }
        return table
    }()
}
