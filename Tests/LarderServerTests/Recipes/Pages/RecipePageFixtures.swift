import Foundation

extension String {
    /// How many times `text` occurs.
    func occurrences(of text: String) -> Int {
        components(separatedBy: text).count - 1
    }
}
