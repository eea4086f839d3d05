/// Number words of the other European languages Larder reads: "zwei Eier", "une pincée de sel",
/// "vier Portionen", "quatre personnes". Words that are also English words ("to", "fire", "hat",
/// "due", "doze", "elf") or other function words ("en", "et", "un", "um") are left out: a
/// number is read where an amount may start, and those would misread English lines.
extension IngredientVocabulary {
    static let europeanNumberWords: [String: Int64] = [
        // German
        "ein": 1, "eine": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7,
        "acht": 8, "neun": 9, "zehn": 10, "zwölf": 12,
        // French
        "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
        "douze": 12,
        // Spanish, Italian, Portuguese
        "uno": 1, "una": 1, "uma": 1, "dos": 2, "dois": 2, "duas": 2, "tre": 3, "três": 3, "cuatro": 4,
        "quattro": 4, "quatro": 4, "cinco": 5, "cinque": 5, "seis": 6, "sei": 6, "siete": 7, "sette": 7, "sete": 7,
        "ocho": 8, "otto": 8, "oito": 8, "nueve": 9, "nove": 9, "diez": 10, "dieci": 10, "dez": 10, "doce": 12,
        "dodici": 12,
        // Dutch, Danish, Norwegian, Swedish
        "een": 1, "één": 1, "twee": 2, "drie": 3, "vijf": 5, "zes": 6, "zeven": 7, "negen": 9, "tien": 10,
        "twaalf": 12, "ett": 1, "fyra": 4, "seks": 6, "syv": 7, "sju": 7, "otte": 8, "åtte": 8,
        "åtta": 8, "tolv": 12,
        // Hungarian, Polish
        "egy": 1, "két": 2, "kettő": 2, "három": 3, "négy": 4, "öt": 5, "nyolc": 8, "tíz": 10, "jeden": 1,
        "jedna": 1, "dwa": 2, "dwie": 2, "trzy": 3, "cztery": 4, "pięć": 5, "sześć": 6,
    ]
}
