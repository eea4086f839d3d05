/// The original app's three files, read by the caller (Core does no I/O).
public struct PairingCSVFiles: Sendable {
    /// `name;id;isGeneral;pairedCategories`
    public var categories: String
    /// `name;id;categoryId`
    public var products: String
    /// `mainId;pairedIds`
    public var pairs: String

    public init(categories: String, products: String, pairs: String) {
        self.categories = categories
        self.products = products
        self.pairs = pairs
    }
}

/// Which of the three files a problem is in.
public enum PairingCSVFile: String, Hashable, Sendable, CaseIterable {
    case categories, products, pairs
}

/// A row that was not imported as written, and why.
public struct PairingImportProblem: Hashable, Sendable, CustomStringConvertible {
    public var file: PairingCSVFile
    /// 1-based; the header is line 1.
    public var line: Int
    public var message: String

    public var description: String { "\(file.rawValue) line \(line): \(message)" }
}

/// What an import of the original app's files gives: a sound catalogue of every good row, and
/// a problem for each row (or part of a row) left out.
public struct PairingImport: Hashable, Sendable {
    public var catalogue: PairingCatalogue
    public var problems: [PairingImportProblem]
}

/// Reads the original app's semicolon-separated files (one header row each). Categories:
/// `isGeneral` True/False in any case (also 1/0, yes/no) marks a main category;
/// `pairedCategories` is a comma-separated id list, or `–`, `-`, `—` or nothing for none. Pairs:
/// `pairedIds` is comma-separated (ids spilling into further `;` fields count too). Columns are
/// found by the header's names, so their order may differ. Names go to every language (the
/// original had one); each product's food is its name, for the server's food matcher to link.
public enum PairingCSVImport {
    public static func read(_ files: PairingCSVFiles) -> PairingImport {
        var reader = Reader()
        let categoryRows = reader.table(files.categories, .categories, columns: ["name", "id", "isgeneral", "pairedcategories"])
        let productRows = reader.table(files.products, .products, columns: ["name", "id", "categoryid"])
        let pairRows = reader.table(files.pairs, .pairs, columns: ["mainid", "pairedids"])
        var catalogue = PairingCatalogue()
        reader.readCategories(categoryRows, into: &catalogue)
        reader.readProducts(productRows, into: &catalogue)
        reader.readPairs(pairRows, into: &catalogue)
        return PairingImport(catalogue: catalogue, problems: reader.problems)
    }
}
