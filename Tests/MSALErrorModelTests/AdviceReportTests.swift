import Testing
@testable import MSALErrorModel

/// The advice as the shared JSON shape carries it (`explain --json`, `simulate --json`).
@Suite("Advice in the diagnosis JSON")
struct AdviceReportTests {
    @Test("the JSON names the action, then the rule that chose it, then the advice and message")
    func ruleNextToAction() throws {
        let json = DiagnosisReport.json(apple(-50000, internal: -42700), locale: .sv).serialized()
        #expect(json.contains(#""action":"generic_message_internal","rule":"apple.internal.broker_response_not_received","developerAdvice":"#))
        #expect(json.contains(#""userMessage":"Inloggningen slutfördes inte. Försök igen.""#))
    }

    @Test("a nested error carries its own advice")
    func nestedAdvice() {
        var outer = apple(-50002)
        outer.underlying = appleSystem("NSURLErrorDomain", -1009)
        let json = DiagnosisReport.json(outer).serialized()
        #expect(json.contains(#""rule":"interaction.apple""#))
        #expect(json.contains(#""rule":"network.offline""#))
    }
}
