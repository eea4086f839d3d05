/// How fast a read could go on this storage if it did nothing but its statements: what one statement
/// costs a request is read off `/health` (routing and one `SELECT 1`) against the ceiling at the same
/// connections, and a read of `statements` such statements cannot answer faster than this.
package struct StatementFloor: Sendable, Encodable, Equatable {
    /// The fewest statements a signed-in recipe read makes: the reader (session and person), the
    /// reader's memberships, the recipe.
    package static let signedInRead = 3

    package var connections: Int
    package var statements: Int
    /// Wall time one statement adds to a request, at this load.
    package var statementMicroseconds: Double
    package var requestsPerSecond: Double
    package var shareOfCeiling: Double

    /// None when `/health` was not slower than the ceiling: a run too short or too noisy to tell.
    package init?(connections: Int, ceiling: Double, health: Double, statements: Int = signedInRead) {
        guard ceiling > 0, health > 0, health < ceiling else { return nil }
        let statementSeconds = 1 / health - 1 / ceiling
        let readSeconds = 1 / ceiling + Double(statements) * statementSeconds
        self.connections = connections
        self.statements = statements
        self.statementMicroseconds = statementSeconds * 1_000_000
        self.requestsPerSecond = 1 / readSeconds
        self.shareOfCeiling = requestsPerSecond / ceiling
    }
}
