extension StringProtocol {
    /// The text without leading and trailing whitespace, one call the core and its harnesses
    /// share.
    public func trimmingWhitespace() -> SubSequence {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
