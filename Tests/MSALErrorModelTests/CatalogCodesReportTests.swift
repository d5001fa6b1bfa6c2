import Testing
@testable import MSALErrorModel

@Suite("codes command output")
struct CatalogCodesReportTests {
    @Test func listJSONHasOneObjectPerEntryWithTheDocumentedFields() throws {
        let entries = CodesReport.entries(platform: .apple)
        guard case .array(let items) = CodesReport.listJSON(entries) else {
            Issue.record("not an array")
            return
        }
        #expect(items.count == entries.count)
        guard case .object(let first) = try #require(items.first) else {
            Issue.record("not an object")
            return
        }
        #expect(first.map(\.0) == ["platform", "kind", "name", "value", "domain", "meaning", "action",
                                   "developerAdvice", "userMessageKey"])
        let text = CodesReport.listJSON(entries).serialized()
        #expect(text.contains(#""name":"MSALErrorInteractionRequired","value":-50002"#))
        #expect(text.contains(#""kind":"userInfoKey","name":"MSALInternalErrorCodeKey","value":"MSALInternalErrorCodeKey""#))
    }

    @Test func platformFilterKeepsOnlyThatPlatform() {
        #expect(CodesReport.entries(platform: .http).allSatisfy { $0.platform == .http })
        #expect(CodesReport.entries(platform: .js).contains { $0.name == "InteractionRequiredAuthError" })
        #expect(CodesReport.entries(platform: nil).count == Catalog.entries.count)
    }

    @Test func tableIsGroupedAndAligned() {
        let table = CodesReport.listTable(CodesReport.entries(platform: .http))
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.first == "http · httpStatus (10)")
        let headers = lines.filter { $0.hasPrefix("  NAME") }
        #expect(headers.count == 1)
        let header = headers[0]
        let valueAt = header.range(of: "VALUE")!.lowerBound.utf16Offset(in: header)
        // Every row has its status right under VALUE, preceded by padding.
        for row in lines.dropFirst(2) {
            let cellStart = row.index(row.startIndex, offsetBy: valueAt)
            #expect(row[cellStart...].hasPrefix("4") || row[cellStart...].hasPrefix("5"), "\(row)")
            #expect(row[row.index(before: cellStart)] == " ")
        }
    }

    @Test func aadstsHeadingNamesItsKindOnce() {
        let entries = CodesReport.entries(platform: .aadsts)
        let headings = CodesReport.listTable(entries).split(separator: "\n").filter { !$0.hasPrefix(" ") }
        let codes = entries.filter { $0.kind.rawValue == "aadsts" }.count
        #expect(headings == ["aadsts (\(codes))", "aadsts · b2c (\(entries.count - codes))"])
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(TerminalText.width("登入") == 4)
        #expect(TerminalText.width("e\u{301}") == 1)
        #expect(TerminalText.padded("登入", to: 6) == "登入  ")
    }

    @Test func unknownQuerySaysSoWithoutControlCharacters() {
        guard case .unknown(let message) = CodesReport.lookup("nope\u{1b}[31m") else {
            Issue.record("expected unknown")
            return
        }
        #expect(message.contains("nope"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func singleMatchIsOneObjectWithTheDiagnosisFields() {
        guard case .found(let matches) = CodesReport.lookup("-50002") else {
            Issue.record("expected a match")
            return
        }
        let json = CodesReport.detailJSON(matches, locale: .en)
        guard case .object(let members) = json else {
            Issue.record("expected an object")
            return
        }
        let keys = members.map(\.0)
        for field in ["platform", "domain", "code", "codeName", "internalSubCode", "internalSubCodeName", "oauthError",
                      "subError", "aadsts", "httpStatus", "action", "developerAdvice", "userMessage", "name", "kind", "meaning"] {
            #expect(keys.contains(field), "\(field)")
        }
        #expect(json.serialized().contains(#""domain":"MSALErrorDomain","code":-50002"#))
    }

    @Test func ambiguousQueryIsAnArray() {
        guard case .found(let matches) = CodesReport.lookup("invalid_grant") else {
            Issue.record("expected matches")
            return
        }
        guard case .array(let items) = CodesReport.detailJSON(matches, locale: .en) else {
            Issue.record("expected an array")
            return
        }
        #expect(items.count == matches.count)
        #expect(CodesReport.detailText(matches, locale: .en).hasPrefix("\(matches.count) entries match:"))
    }

    @Test func internalErrorTextShowsTheWrappingCodeAndTheSubCode() {
        guard case .found(let matches) = CodesReport.lookup("-42700") else {
            Issue.record("expected a match")
            return
        }
        let text = CodesReport.detailText(matches, locale: .en)
        #expect(text.contains("Code:              MSALErrorInternal (-50000)"))
        #expect(text.contains("Internal sub-code: MSALInternalErrorBrokerResponseNotReceived (-42700)"))
        #expect(text.contains("User message [en]:"))
    }

    @Test func nonErrorKindsHaveNoAction() throws {
        let key = try #require(Catalog.entry(named: "MSALOAuthErrorKey"))
        #expect(CodesReport.action(for: key) == nil)
        let interaction = try #require(Catalog.entry(named: "MSALErrorInteractionRequired"))
        #expect(CodesReport.action(for: interaction) == .interactiveAuth)
    }
}

@Suite("codes text for AADSTS")
struct CatalogCodesReportAADSTSTests {
    @Test func aadstsShowsItsEntraNameAndCategory() {
        guard case .found(let matches) = CodesReport.lookup("AADSTS50079") else {
            Issue.record("expected a match")
            return
        }
        let text = CodesReport.detailText(matches, locale: .en)
        #expect(text.contains("UserStrongAuthEnrollmentRequired"))
        #expect(text.contains("ui_required"))
        #expect(text.contains("AADSTS50079"))
        let kindLine = text.split(separator: "\n").first { $0.hasPrefix("Kind:") }
        #expect(kindLine?.split(separator: " ").last == "aadsts")
        #expect(!text.contains("aadsts aadsts"))
    }
}
