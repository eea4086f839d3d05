extension Duration {
    /// The duration in seconds, for the reports of every harness and command.
    public var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
