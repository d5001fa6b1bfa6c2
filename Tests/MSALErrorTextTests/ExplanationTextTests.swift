import MSALErrorModel
import Testing
@testable import MSALErrorText

@Suite struct ExplanationTextTests {
    @Test func labelsEveryFieldAndNestsTheUnderlyingError() throws {
        let diagnosis = try #require(ErrorTextDecoder.decode(try CorpusLoader.text("apple-internal-broker-nested")).first)
        let lines = ExplanationText.lines(for: diagnosis, locale: .sv)
        #expect(lines.contains("Code:              MSALErrorInternal (-50000)"))
        #expect(lines.contains("Internal sub-code: MSALInternalErrorBrokerResponseNotReceived (-42700)"))
        #expect(lines.contains("Correlation ID:    5d2c8e1a-0f3b-4a7c-9e6d-7b1a2c3d4e5f"))
        #expect(lines.contains { $0.hasPrefix("User message [sv]:") })
        let nested = try #require(lines.firstIndex(of: "Underlying error:"))
        #expect(lines[nested + 3] == "    Code:              MSIDErrorBrokerResponseNotReceived (-51800)")
    }

    /// Numbering is worth a line only for the old (before 0.4.0) Apple numbering.
    @Test func onlyTheOldAppleNumberingGetsALine() throws {
        let current = try #require(ErrorTextDecoder.decode(#"Error Domain=MSALErrorDomain Code=-50002 "(null)" UserInfo={MSALOAuthErrorKey=invalid_grant}"#).first)
        #expect(current.numbering == .current)
        #expect(!ExplanationText.lines(for: current, locale: .en).contains { $0.hasPrefix("Numbering:") })
        let legacy = try #require(ErrorTextDecoder.decode(#"Error Domain=MSALErrorDomain Code=-42008 "(null)" UserInfo={MSALGrantedScopesKey=(openid)}"#).first)
        #expect(legacy.numbering == .legacy)
        #expect(ExplanationText.lines(for: legacy, locale: .en).contains { $0.hasPrefix("Numbering:") && $0.hasSuffix("legacy (MSAL before 0.4.0)") })
    }

    @Test func anUnknownCodeSaysSoInsteadOfInventingAName() throws {
        let diagnosis = try #require(ErrorTextDecoder.decode(try CorpusLoader.text("apple-unknown-code")).first)
        #expect(diagnosis.codeName == nil)
        #expect(ExplanationText.lines(for: diagnosis, locale: .en).contains("Code:              -50099 (unknown code name)"))
    }

    @Test func aWindowsBrokerErrorShowsItsNumbersWithoutClaimingAMissingName() throws {
        let diagnosis = try #require(ErrorTextDecoder.decode(try CorpusLoader.text("dotnet-wam-network")).first)
        let lines = ExplanationText.lines(for: diagnosis, locale: .en)
        #expect(lines.contains("Internal sub-code:     557973648"))
        #expect(lines.contains("Windows broker code:   3399614475 (0xCAA2000B)"))
        #expect(lines.contains("Windows broker status: NoNetwork"))
        #expect(lines.contains("Action:                no_network"))
    }

    @Test func controlCharactersFromTheInputAreShownAsPlaceholders() throws {
        let diagnosis = try #require(ErrorTextDecoder.decode("AADSTS50076: \u{1B}[2J\u{1B}]0;owned\u{07} \u{202E}txt.exe \u{9B}31m").first)
        let text = ExplanationText.lines(for: diagnosis, locale: .en).joined(separator: "\n")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
        // A terminal's colour or screen sequence (CSI) is read as spaces; anything else is pictured.
        #expect(text.contains("␛]0;owned␇") && !text.contains("[2J"))
    }

    @Test func visibleTextLeavesOrdinaryTextAlone() {
        #expect(VisibleText.make("Ünïcode 漢字 – fine") == "Ünïcode 漢字 – fine")
        #expect(VisibleText.make("tab\there") == "tab␉here")
    }

    /// The explanation writes exactly the shared field list (`Diagnosis.fields`), each shown
    /// label padded to the widest, in every locale, over every corpus text and its nested errors.
    @Test func linesAreTheFieldListAlignedInEveryLocale() throws {
        var checked = 0
        for name in try CorpusLoader.allNames() {
            for diagnosis in ErrorTextDecoder.decode(try CorpusLoader.text(name)) {
                for locale in MessageLocale.allCases {
                    #expect(ExplanationText.lines(for: diagnosis, locale: locale) == Self.expectedLines(diagnosis, locale),
                            "\(name), \(locale.rawValue)")
                    checked += 1
                }
            }
        }
        #expect(checked > 150 * MessageLocale.allCases.count)
    }

    /// `explain` writes names with their numbers, AADSTS and B2C lists, numbers and scope
    /// lists part by part; each must come out as the field list's one formatting, with
    /// what the input put inside a part (a control character, a bidi override) shown as a
    /// placeholder there, and a lone empty scope shown as missing.
    @Test func valuesWrittenInPartsReadAsTheFieldList() {
        let evil = "openid\u{1B}[31m", flipped = "\u{202E}exe.txt"
        let diagnoses = [
            Diagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50002), internalSubCode: -42400,
                      aadsts: [50076, 50079, 9_999_999], b2cCodes: [90118, 90091], httpStatus: 400, retryAfterSeconds: 30,
                      grantedScopes: ["User.Read", evil], declinedScopes: [flipped]),
            Diagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50099), grantedScopes: [""]),
            Diagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("invalid\u{07}grant"),
                      codeName: "InvalidGrant\u{9B}", internalSubCode: 7, internalSubCodeName: "Tag", declinedScopes: ["", ""]),
        ]
        for diagnosis in diagnoses {
            let lines = ExplanationText.lines(for: diagnosis, locale: .en)
            #expect(lines == Self.expectedLines(diagnosis, .en))
            #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E || $0.value == 0x9B })
        }
        let first = ExplanationText.lines(for: diagnoses[0], locale: .en)
        #expect(first.contains { $0.hasSuffix("AADB2C90118, AADB2C90091") })
        #expect(first.contains { $0.hasPrefix("Retry-After:") && $0.hasSuffix(" 30 s") })
        #expect(first.contains { $0.hasPrefix("Granted scopes:") && $0.hasSuffix("User.Read, openid␛[31m") })
        #expect(!ExplanationText.lines(for: diagnoses[1], locale: .en).contains { $0.hasPrefix("Granted scopes") })
        #expect(ExplanationText.lines(for: diagnoses[2], locale: .en).contains { $0.hasPrefix("Code:") && $0.contains("InvalidGrant") && $0.hasSuffix(" (invalid␇grant)") })
    }

    /// Labels are ASCII, so the explanation measures each label as one cell per byte.
    @Test func everyLabelIsOneCellPerByte() {
        for key in DiagnosisField.Key.allCases {
            for locale in MessageLocale.allCases {
                let label = key.label(locale: locale)
                #expect(label.utf8.allSatisfy { (0x20..<0x7F).contains($0) }, "\(label)")
                #expect(CellWidth.of(label) == label.utf8.count)
            }
        }
    }

    /// The explanation as the field list describes it, built the plain way.
    private static func expectedLines(_ diagnosis: Diagnosis, _ locale: MessageLocale, indent: String = "") -> [String] {
        let shown = diagnosis.fields(advice: AdviceEngine.advise(diagnosis), locale: locale).filter { $0.isAlwaysListed || $0.value != nil }
        let width = shown.map { CellWidth.of($0.label) }.max() ?? 0
        var lines = shown.map { field in
            var value = field.shownValue
            if field.key == .description, value.count > 400 {  // explain cuts a description at 400 characters
                value = String(value.prefix(400)) + "…"
            }
            let padding = String(repeating: " ", count: width - CellWidth.of(field.label) + 1)
            return indent + field.label + ":" + padding + VisibleText.make(value)
        }
        if let underlying = diagnosis.underlying {
            let omitted = diagnosis.omittedUnderlyingCount
            lines.append(indent + (omitted == 0 ? "Underlying error:"
                : "Underlying error (\(omitted) nested \(omitted == 1 ? "error" : "errors") left out, deeper than the limit):"))
            lines += expectedLines(underlying, locale, indent: indent + "    ")
        }
        return lines
    }
}
