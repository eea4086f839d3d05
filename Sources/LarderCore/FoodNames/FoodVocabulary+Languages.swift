/// Everyday food words in other languages and the English the food table uses for them: one
/// word list per language in `Vocabulary/food-words-LANGUAGE.tsv`, edited as data. The grammar
/// a word list cannot hold — endings, compounds, word order — is `ForeignFoodNames`'.
extension FoodVocabulary {
    static let german = words(PackageResources.food_words_german_tsv, "food-words-german.tsv")
    static let french = words(PackageResources.food_words_french_tsv, "food-words-french.tsv")
    static let spanish = words(PackageResources.food_words_spanish_tsv, "food-words-spanish.tsv")
    static let italian = words(PackageResources.food_words_italian_tsv, "food-words-italian.tsv")
    static let portuguese = words(PackageResources.food_words_portuguese_tsv, "food-words-portuguese.tsv")
    static let dutch = words(PackageResources.food_words_dutch_tsv, "food-words-dutch.tsv")
    static let danishAndNorwegian = words(
        PackageResources.food_words_danish_norwegian_tsv, "food-words-danish-norwegian.tsv")
    static let swedish = words(PackageResources.food_words_swedish_tsv, "food-words-swedish.tsv")
    static let hungarian = words(PackageResources.food_words_hungarian_tsv, "food-words-hungarian.tsv")
    static let polish = words(PackageResources.food_words_polish_tsv, "food-words-polish.tsv")
    static let ukrainian = words(PackageResources.food_words_ukrainian_tsv, "food-words-ukrainian.tsv")
    static let russian = words(PackageResources.food_words_russian_tsv, "food-words-russian.tsv")

    private static func words(_ bytes: [UInt8], _ file: String) -> [String: String] {
        DataTable.committed { () throws(DataFileError) in try readWords(bytes, file: file) }
    }

    /// A language's word list: each word as cooks write it and its English, empty for a word
    /// written `-` (one that says nothing about which food it is).
    static func readWords(_ bytes: [UInt8], file: String) throws(DataFileError) -> [String: String] {
        let table = try DataTable(bytes, file: file, columns: ["word", "english"])
        var words: [String: String] = [:]
        for row in table.rows {
            guard !row[0].isEmpty else { throw row.error("a line with no word") }
            guard words[row[0]] == nil else { throw row.error("\(row[0]) is listed twice") }
            words[row[0]] = row[1] == "-" ? "" : row[1]
        }
        return words
    }
}
