import LarderCore

/// One row of labelled ingredient data, in the CSV format of the
/// ingredient-parser project: `input,name,quantity,unit,size,preparation,comment,purpose`.
///
/// Quantities write fractions as `#N$D` (`#1$2` = 1/2, `5#1$4` = 5 1/4);
/// a line with several amounts lists them space separated, in the order
/// written (`150 5#1$4` with units `g oz`).
public struct LabelledIngredientLine: Hashable, Sendable {
    /// The ingredient line as written.
    public var input: String
    // The labels, as the file writes them (quantities still in `#N$D` form).
    public var name: String
    public var quantity: String
    public var unit: String
    public var size: String
    public var preparation: String
    public var comment: String
    public var purpose: String

    /// A row; label fields left out are empty.
    public init(
        input: String, name: String = "", quantity: String = "", unit: String = "",
        size: String = "", preparation: String = "", comment: String = "", purpose: String = ""
    ) {
        self.input = input
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.size = size
        self.preparation = preparation
        self.comment = comment
        self.purpose = purpose
    }

    /// False for rows whose label fields are all empty: nobody labelled them,
    /// so scoring skips them (a parser finding nothing must not be rewarded).
    public var isLabelled: Bool {
        ![name, quantity, unit, size, preparation, comment, purpose].allSatisfy(\.isEmpty)
    }
}

/// Why a labelled CSV could not be read.
public enum LabelledCSVError: Error, Hashable, Sendable, CustomStringConvertible {
    case missingColumn(String)
    case unterminatedQuote(line: Int)

    public var description: String {
        switch self {
        case .missingColumn(let column): "the header has no \(column) column"
        case .unterminatedQuote(let line): "a quoted field opened on line \(line) never closes"
        }
    }
}

extension LabelledIngredientLine {
    /// Reads every row of a labelled CSV (RFC 4180 quoting; the header names
    /// the columns, in any order). Unlabelled rows are kept; see `isLabelled`.
    public static func rows(fromCSV text: String) throws(LabelledCSVError) -> [LabelledIngredientLine] {
        let records = try CSVReader.records(in: text)
        guard let header = records.first else { return [] }
        func column(_ name: String) throws(LabelledCSVError) -> Int {
            guard let index = header.firstIndex(of: name) else { throw .missingColumn(name) }
            return index
        }
        let columns = (
            input: try column("input"), name: try column("name"), quantity: try column("quantity"),
            unit: try column("unit"), size: try column("size"), preparation: try column("preparation"),
            comment: try column("comment"), purpose: try column("purpose")
        )
        return records.dropFirst().filter { $0 != [""] }.map { fields in
            func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
            return LabelledIngredientLine(
                input: field(columns.input), name: field(columns.name),
                quantity: field(columns.quantity), unit: field(columns.unit), size: field(columns.size),
                preparation: field(columns.preparation), comment: field(columns.comment),
                purpose: field(columns.purpose))
        }
    }
}

/// A small RFC 4180 reader: commas, double-quoted fields with `""` escapes,
/// and line breaks inside quotes.
enum CSVReader {
    static func records(in text: String) throws(LabelledCSVError) -> [[String]] {
        var records: [[String]] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var inQuotes = false
        var quoteLine = 0
        var line = 1
        let bytes = Array(text.utf8)
        var index = 0
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    field.append(byte)
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    inQuotes = true
                    quoteLine = line
                case UInt8(ascii: ","):
                    endField()
                case UInt8(ascii: "\n"):
                    endField()
                    records.append(fields)
                    fields.removeAll()
                    line += 1
                case UInt8(ascii: "\r"):
                    break
                default:
                    field.append(byte)
                }
            }
            index += 1
        }
        if inQuotes { throw .unterminatedQuote(line: quoteLine) }
        if !field.isEmpty || !fields.isEmpty {
            endField()
            records.append(fields)
        }
        return records
    }
}
