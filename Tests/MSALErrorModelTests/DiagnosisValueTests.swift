import Testing
@testable import MSALErrorModel

/// `Diagnosis` keeps its fields in one copy-on-write box: these hold it to value
/// semantics (a copy never sees the original's changes, nor the other way round) and
/// hold equality and hashing to every field, so a field left out of either shows.
@Suite struct DiagnosisValueTests {
    /// One change per field, each to a value no other change uses.
    static let changes: [(field: String, change: @Sendable (inout Diagnosis) -> Void)] = [
        ("platform", { $0.platform = .dotnet }),
        ("domain", { $0.domain = "MsalUiRequiredException" }),
        ("code", { $0.code = .number(-50002) }),
        ("codeName", { $0.codeName = "MSALErrorInteractionRequired" }),
        ("internalSubCode", { $0.internalSubCode = -42700 }),
        ("internalSubCodeName", { $0.internalSubCodeName = "MSALInternalErrorBrokerResponseNotReceived" }),
        ("oauthError", { $0.oauthError = "invalid_grant" }),
        ("subError", { $0.subError = "basic_action" }),
        ("aadsts", { $0.aadsts = [50076] }),
        ("b2cCodes", { $0.b2cCodes = [90118] }),
        ("httpStatus", { $0.httpStatus = 400 }),
        ("retryAfterSeconds", { $0.retryAfterSeconds = 30 }),
        ("correlationId", { $0.correlationId = "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40" }),
        ("traceId", { $0.traceId = "1f67113e-79d7-4cbb-a794-d950a171f35d" }),
        ("time", { $0.time = LogTime.make(year: 2026, month: 3, day: 4, hour: 10, minute: 15, second: 22, utc: true) }),
        ("claims", { $0.claims = #"{"access_token":{"acrs":{"essential":true}}}"# }),
        ("grantedScopes", { $0.grantedScopes = ["User.Read"] }),
        ("declinedScopes", { $0.declinedScopes = ["Mail.Send"] }),
        ("classification", { $0.classification = "BasicAction" }),
        ("errorDescription", { $0.errorDescription = "AADSTS50076: MFA required." }),
        ("numbering", { $0.numbering = .legacy }),
        ("brokerErrorCode", { $0.brokerErrorCode = 3_399_614_467 }),
        ("brokerStatus", { $0.brokerStatus = "NoNetwork" }),
        ("omittedUnderlyingCount", { $0.omittedUnderlyingCount = 2 }),
        ("isTruncated", { $0.isTruncated = true }),
        ("underlying", { $0.underlying = Diagnosis(domain: "inner") }),
    ]

    @Test func everyFieldHasAChangeHere() {
        let stored = Mirror(reflecting: Diagnosis().storage).children.compactMap(\.label)
        #expect(stored.sorted() == Self.changes.map(\.field).sorted())
    }

    @Test func aCopyAndItsOriginalChangeApart() {
        for (field, change) in Self.changes {
            let original = Diagnosis(domain: "outer", aadsts: [50058], errorDescription: "kept")
            var copy = original
            change(&copy)
            #expect(copy != original, "\(field)")
            #expect(original == Diagnosis(domain: "outer", aadsts: [50058], errorDescription: "kept"), "\(field)")
            // And the other way round: the original changed, the copy made before keeps its value.
            var changedOriginal = original
            let before = changedOriginal
            change(&changedOriginal)
            #expect(before == original, "\(field)")
        }
    }

    @Test func equalityAndHashingReadEveryField() {
        for (field, change) in Self.changes {
            var first = Diagnosis(), second = Diagnosis()
            change(&first)
            #expect(first != second, "\(field) is left out of ==")
            change(&second)
            #expect(first == second, "\(field)")
            #expect(first.hashValue == second.hashValue, "\(field)")
        }
        var all = Diagnosis()
        for (_, change) in Self.changes { change(&all) }
        var again = Diagnosis()
        for (_, change) in Self.changes.reversed() { change(&again) }
        #expect(Set([all, again, Diagnosis()]).count == 2)
    }

    @Test func aNestedErrorIsAValueToo() {
        var outer = Diagnosis(domain: "outer", underlying: Diagnosis(domain: "inner", aadsts: [50076]))
        let copy = outer
        outer.underlying?.domain = "changed"
        outer.underlying?.aadsts.append(50079)
        #expect(copy.underlying?.domain == "inner")
        #expect(copy.underlying?.aadsts == [50076])
        #expect(outer.underlying?.domain == "changed")
        #expect(outer.underlying?.aadsts == [50076, 50079])
    }

    @Test func bothInitializersStartEmpty() {
        #expect(Diagnosis() == Diagnosis(domain: nil))
        let empty = Diagnosis()
        #expect(empty.domain == nil && empty.aadsts.isEmpty && empty.underlying == nil && empty.omittedUnderlyingCount == 0)
    }

    /// Printed (test failures, `dump`) as its fields, not as the box that holds them.
    @Test func printsItsFields() {
        let text = String(describing: Diagnosis(domain: "MsalUiRequiredException", aadsts: [50076]))
        #expect(text.hasPrefix("Diagnosis(platform: nil, domain: Optional(\"MsalUiRequiredException\")"), "\(text)")
        #expect(text.contains("aadsts: [50076]"), "\(text)")
    }
}
