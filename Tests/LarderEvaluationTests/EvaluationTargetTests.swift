import Testing

@testable import LarderEvaluation

@Test func theEvaluationTargetLinksAgainstTheCore() {
    #expect(String(describing: Evaluation.self) == "Evaluation")
}
