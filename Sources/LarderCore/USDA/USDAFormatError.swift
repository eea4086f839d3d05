/// Why a USDA release file could not be read, with the file and the line, so
/// the person importing it can look: "ABBREV.txt line 12: expected 53 fields, found 52".
public struct USDAFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name: "ABBREV.txt".
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// What is wrong there.
    public var problem: String

    public init(file: String, line: Int, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String { "\(file) line \(line): \(problem)" }
}
