import MSALErrorModel
import Testing
@testable import TriageQuery

/// A session's diagnosis objects that differ only in their ids are parsed once per shape; each
/// must come out exactly as its whole parse would, and anything the slots cannot stand for is
/// parsed whole.
@Suite struct DiagnosisIdSlotsTests {
    private func object(cid: String, tid: String, innerCid: String? = nil, extra: String = "") -> String {
        let inner = innerCid.map {
            #"{"platform":"java","domain":"MsalInteractionRequiredException","code":"invalid_grant","correlationId":"\#($0)","traceId":null,"underlying":null}"#
        } ?? "null"
        return #"{"platform":"java","domain":"CompletionException","code":null,"aadsts":[50076],"correlationId":"\#(cid)","# +
            #""traceId":"\#(tid)","claims":"{\"correlationId\":\"11111111-2222-3333-4444-555555555555\"}"\#(extra),"underlying":\#(inner)}"#
    }

    private func viaShapes(_ texts: [String]) throws -> [Diagnosis] {
        var table = SessionDiagnoses()
        var found: [Diagnosis] = []
        for text in texts {
            let bytes = Array(text.utf8)
            let index = try bytes.withUnsafeBufferPointer { try table.index(of: $0) }
            found.append(table.diagnoses[Int(index)])
        }
        return found
    }

    private func wholeParse(_ text: String) throws -> Diagnosis {
        try Array(text.utf8).withUnsafeBufferPointer { try SessionDiagnoses.parse($0) }
    }

    @Test func objectsThatDifferInTheirIdsGetTheirOwnIds() throws {
        let texts = [
            object(cid: "aaaaaaaa-0000-4000-a000-000000000001", tid: "bbbbbbbb-0000-4000-a000-000000000001",
                   innerCid: "aaaaaaaa-0000-4000-a000-000000000001"),
            object(cid: "cccccccc-0000-4000-a000-000000000002", tid: "dddddddd-0000-4000-a000-000000000002",
                   innerCid: "cccccccc-0000-4000-a000-000000000002"),
        ]
        let found = try viaShapes(texts)
        #expect(found[0].correlationId == "aaaaaaaa-0000-4000-a000-000000000001")
        #expect(found[1].correlationId == "cccccccc-0000-4000-a000-000000000002")
        #expect(found[1].traceId == "dddddddd-0000-4000-a000-000000000002")
        #expect(found[1].underlying?.correlationId == "cccccccc-0000-4000-a000-000000000002")
        // An id inside a string value is text, not a slot: it stays.
        #expect(found[1].claims == #"{"correlationId":"11111111-2222-3333-4444-555555555555"}"#)
        for (text, diagnosis) in zip(texts, found) { #expect(diagnosis == (try wholeParse(text))) }
    }

    @Test func theSlotsStandInTheOrderAndLevelTheyAreWritten() throws {
        let text = object(cid: "a1", tid: "b2", innerCid: "c3")
        let slots = try #require(Array(text.utf8).withUnsafeBufferPointer(DiagnosisIdSlots.find(in:)))
        #expect(slots.map(\.level) == [0, 0, 1])
        #expect(slots.map(\.isTrace) == [false, true, false])
    }

    /// What the slots cannot stand for is parsed whole, and still comes out as the whole parse.
    @Test(arguments: [
        #","extra":{"correlationId":"ffff"}"#,  // an object that is not the underlying one
        #","correlationId":"eeee""#,  // a key twice
        #","correlation\u0049d":"eeee""#,  // an escape in a key
    ])
    func objectsTheSlotsCannotStandForAreParsedWhole(extra: String) throws {
        let text = object(cid: "aaaa", tid: "bbbb", extra: extra)
        #expect(Array(text.utf8).withUnsafeBufferPointer(DiagnosisIdSlots.find(in:)) == nil)
        let found = try viaShapes([object(cid: "1234", tid: "5678", extra: extra), text])
        #expect(found[1] == (try wholeParse(text)))
    }

    @Test func anIdThatIsNotPlainIsMadeVisibleAndRedactedAsTheWholeParseWouldDoIt() throws {
        let secret = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ0ZXN0In0.c2lnbmF0dXJlc2lnbmF0dXJl"
        let texts = [object(cid: "abcd", tid: "ef01"), object(cid: "x\\u001b[31mx", tid: secret)]
        #expect(Array(texts[1].utf8).withUnsafeBufferPointer(DiagnosisIdSlots.find(in:)) == nil)
        let found = try viaShapes(texts)
        #expect(found[1] == (try wholeParse(texts[1])))
        #expect(found[1].traceId != secret)
        #expect(found[1].correlationId?.unicodeScalars.contains { $0.value == 0x1B } == false)
    }
}
