/// How units are written in recipes, in English, Ukrainian and Russian
/// (other European languages are in `UnitSpellings+European.swift`).
///
/// Each entry maps a canonical unit name to its spellings, separated by
/// spaces. A `singular/plural` pair lets scaling keep the writer's word
/// ("1 tablespoon" → "2 tablespoons"); a lone form is an abbreviation or an
/// inflected form that is kept as written. `_` joins the words of a
/// multi-word spelling ("fl_oz", "ст_л"); periods between and after such
/// words are optional when matching ("fl. oz.", "ст.л.", "ч. л.").
/// Spellings are lowercase: matching is case-insensitive, except for the
/// single letters "T" (tablespoon) and "t" (teaspoon), handled by `UnitLexicon`.
enum UnitSpellings {
    static let english: [(String, String)] = [
        ("g", "g gr gm gms gram/grams gramme/grammes grm"),
        ("kg", "kg kgs kilo/kilos kilogram/kilograms kilogramme/kilogrammes"),
        ("mg", "mg milligram/milligrams milligramme/milligrammes"),
        ("oz", "oz ozs ounce/ounces oz_wt"),
        ("lb", "lb lbs pound/pounds"),
        ("ml", "ml mls milliliter/milliliters millilitre/millilitres cc"),
        ("cl", "cl centiliter/centiliters centilitre/centilitres"),
        ("dl", "dl deciliter/deciliters decilitre/decilitres"),
        ("l", "l ltr ltrs liter/liters litre/litres"),
        ("tsp", "tsp tsps tspn ts teaspoon/teaspoons teaspoonful/teaspoonfuls"),
        ("tbsp", "tbsp tbsps tbs tbl tbls tblsp tblspn tbspn tb tablespoon/tablespoons tablespoonful/tablespoonfuls"),
        ("dsp", "dsp dessertspoon/dessertspoons dessert_spoon/dessert_spoons"),
        ("fl oz", "fl_oz fl_ozs floz fluid_ounce/fluid_ounces fl_ounce/fl_ounces"),
        ("cup", "cup/cups c cp"),
        ("metric cup", "metric_cup/metric_cups"),
        ("glass", "glass/glasses"),
        ("pint", "pint/pints pt pts"),
        ("quart", "quart/quarts qt qts"),
        ("gallon", "gallon/gallons gal gals"),
        ("mm", "mm millimeter/millimeters millimetre/millimetres"),
        ("cm", "cm centimeter/centimeters centimetre/centimetres"),
        ("inch", "inch/inches"),
        ("inch piece", "inch_piece/inch_pieces"),
        ("piece", "piece/pieces pc pcs"),
        ("package", "package/packages pkg pkgs pack/packs"),
        ("leaf", "leaf/leaves"),
        ("loaf", "loaf/loaves"),
        ("handful", "handful/handfuls handsful"),
    ]

    /// Ukrainian and Russian spellings, with the inflected forms recipes use
    /// after numbers (1 ложка, 2 ложки, 5 ложок/ложек) and in the accusative.
    static let slavic: [(String, String)] = [
        ("g", "г гр грам грама грами грамів грамм грамма граммы граммов"),
        ("kg", "кг кіло кило кілограм кілограма кілограми кілограмів килограмм килограмма килограммы килограммов"),
        ("mg", "мг міліграм міліграма міліграмів миллиграмм миллиграмма миллиграммов"),
        ("ml", "мл мілілітр мілілітра мілілітри мілілітрів миллилитр миллилитра миллилитры миллилитров"),
        ("l", "л літр літра літри літрів литр литра литры литров"),
        (
            "tsp",
            """
            ч_л ч_ложка ч_ложки ч_ложок ч_ложку ч_ложек чайна_ложка чайні_ложки чайних_ложок чайну_ложку \
            чайная_ложка чайные_ложки чайных_ложек чайную_ложку чайной_ложки
            """
        ),
        (
            "tbsp",
            """
            ст_л ст_ложка ст_ложки ст_ложок ст_ложку ст_ложек столова_ложка столові_ложки столових_ложок \
            столову_ложку столовая_ложка столовые_ложки столовых_ложек столовую_ложку столовой_ложки
            """
        ),
        ("dsp", "дес_л десертна_ложка десертні_ложки десертних_ложок десертная_ложка десертные_ложки десертных_ложек"),
        ("glass", "склянка склянки склянок склянку стакан стакана стакани стаканів стаканы стаканов"),
        ("piece", "шт штука штуки штук штуку шматок шматка шматки шматків кусок куска куски кусков"),
        ("pinch", "щіпка щіпки щіпок щіпку дрібка дрібки дрібок дрібку щепотка щепотки щепоток щепотку щепоть"),
        ("clove", "зубчик зубчика зубчики зубчиків зубчиков зубок зубка зубки зубків зубков"),
        ("bunch", "пучок пучка пучки пучків пучков"),
        ("can", "банка банки банок банку"),
        ("package", "пачка пачки пачок пачку упаковка упаковки упаковок упаковку пакет пакета пакети пакетів пакетов"),
        ("slice", "скибка скибки скибок скибку ломтик ломтика ломтики ломтиков"),
        ("head", "головка головки головок головку"),
        ("sprig", "гілочка гілочки гілочок гілочку веточка веточки веточек веточку"),
        ("drop", "крапля краплі крапель каплю капля капли капель"),
        ("stalk", "стебло стебла стебел стебель стебля стебли"),
    ]
}
