import Testing

@testable import LarderCore

@Suite("The pairing model's linear algebra")
struct SquareMatrixTests {
    @Test func thePositiveDefiniteInverseTimesTheMatrixIsTheIdentity() throws {
        var matrix = SquareMatrix(size: 3)
        matrix.values = [4, 1, 2, 1, 3, 0, 2, 0, 5]

        let inverse = try #require(matrix.inverseOfPositiveDefinite())

        for row in 0..<3 {
            for column in 0..<3 {
                let product = (0..<3).reduce(0.0) { $0 + matrix[row, $1] * inverse[$1, column] }
                #expect(abs(product - (row == column ? 1 : 0)) < 1e-12)
            }
        }
    }

    @Test func aMatrixThatIsNotPositiveDefiniteHasNoSuchInverse() {
        var matrix = SquareMatrix(size: 2)
        matrix.values = [1, 2, 2, 1]

        #expect(matrix.inverseOfPositiveDefinite() == nil)
    }
}
