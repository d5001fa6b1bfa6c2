import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Issue 25 §1: every value the catalog holds (whatever it holds, so codes added later are
/// covered too), placed in each of at least six neutral carriers, is recognised with its
/// platform and the action `codes` gives for it.
///
/// A value several MSALs share (`invalid_grant`, `MsalServiceException`) cannot name its
/// platform; those texts carry a logger prefix that does (`[com.microsoft.aad.msal4j] `), as
/// real logs do. Documented limits, not checked here: a plain word (`unknown`, `none`) or a
/// value of several words (`User cancelled`) is a code only after a label, so the carrier
/// `value: description` is skipped for them; MSAL Go's fixed texts are format strings whose
/// verbs (`%w`) are filled at run time; a code that only restates an HTTP status (`not_found`)
/// gets the prefix too, as no MSAL error on its own; HTTP statuses are read by the HTTP decoder from HTTP's
/// own layout; domains, userInfo keys and Python dict keys are not errors.
@Suite struct CatalogBackstopPropertyTests {
    static let evidence: [CatalogPlatform: String] = [
        .dotnet: "[Microsoft.Identity.Client] ", .android: "[com.microsoft.identity.client] ",
        .java: "[com.microsoft.aad.msal4j] ", .js: "[@azure/msal-browser] ", .python: "[msal.application] ",
        .go: "[azidentity] ", .apple: "[MSALErrorDomain] ",
    ]

    /// Carriers of a string code, sub-error or named code.
    static func codeCarriers(_ value: String, distinctive: Bool) -> [String] {
        var carriers = [
            "Error Code: \(value)",
            #"{"errorCode":"\#(value)","message":"The request did not complete."}"#,
            "token request rejected { code: '\(value)' }",
            #"refresh stopped error="\#(value)" attempt=2"#,
            "Sign-in failed. ErrorCode: \(value)",
            "acquire token failed (errorCode=\(value))",
        ]
        if distinctive { carriers.append("2026-11-26 10:00:00.123 ERROR \(value): The request did not complete.") }
        return carriers
    }

    /// Carriers of an exception or error class name.
    static func classCarriers(_ name: String) -> [String] {
        [
            "Exception type: \(name)",
            "An unhandled exception of type '\(name)' occurred in Contoso.Sync.dll\nAdditional information: The request did not complete.",
            "2026-11-26 10:00:00.123 ERROR \(name): The request did not complete.",
            #"{"name":"\#(name)","message":"The request did not complete."}"#,
            "caught \(name) while refreshing the token",
            "    at \(name).<init>(Unknown Source)",
        ]
    }

    /// Carriers of an Apple number with its domain.
    static func numberCarriers(_ number: Int, domain: String) -> [String] {
        [
            "Keychain read failed (\(domain), \(number))",
            "token refresh failed: \(domain) error \(number)",
            "acquireToken error code \(number), \(domain)",
            "domain: \(domain), code: \(number)",
            "sync stopped [\(domain):\(number)]",
            "code=\(number) domain=\(domain)",
        ]
    }

    static func isDistinctive(_ value: String) -> Bool {
        let upper = value.filter(\.isUppercase).count, lower = value.filter(\.isLowercase).count
        return !value.contains(" ") && (value.contains("_") || value.contains("-") || (upper >= 2 && lower >= 1))
    }

    /// The token the catalog value is written as in text, or nil for values not checked here.
    static func token(of entry: CatalogEntry) -> String? {
        switch entry.kind {
        case .errorCode, .subError:
            return entry.value.text ?? entry.name
        case .classification:
            return entry.value.text ?? entry.name
        case .exceptionType, .errorClass, .errorType:
            let head = entry.name.split(separator: " ").first.map(String.init) ?? entry.name
            return head
        case .error, .internalError, .msidError, .urlError, .keychainError, .webAuthError:
            return entry.name
        default:
            return nil
        }
    }

    /// The actions `codes` gives for every entry of `platform` written as `token`: one token
    /// may name two entries of one platform (Android declares a code on several classes).
    static func codesActions(_ token: String, platform: CatalogPlatform) -> Set<RecommendedAction> {
        Set(Catalog.errorEntries(valueOrName: token).filter { $0.platform == platform }.compactMap(CodesReport.action(for:)))
    }

    struct Miss: CustomStringConvertible {
        var text: String
        var why: String
        var description: String { "\(why) ← \(text.debugDescription)" }
    }

    static func check(_ text: String, platform: CatalogPlatform, actions: Set<RecommendedAction>, misses: inout [Miss]) {
        let diagnoses = ErrorTextDecoder.decode(text)
        guard diagnoses.count == 1, let diagnosis = diagnoses.first else {
            misses.append(Miss(text: text, why: "\(diagnoses.count) diagnoses"))
            return
        }
        if diagnosis.platform?.rawValue != platform.rawValue {
            misses.append(Miss(text: text, why: "platform \(diagnosis.platform?.rawValue ?? "none")"))
        }
        let action = AdviceEngine.advise(diagnosis).action
        if !actions.contains(action) {
            misses.append(Miss(text: text, why: "action \(action.rawValue), codes \(actions.map(\.rawValue).sorted())"))
        }
    }

    @Test(arguments: [CatalogPlatform.apple, .dotnet, .js, .python, .android, .java, .go])
    func everyNamedValueIsRecognisedInEveryCarrier(_ platform: CatalogPlatform) {
        var misses: [Miss] = []
        var checked = 0
        var seen = Set<String>()
        for entry in Catalog.entries where entry.platform == platform {
            guard let token = Self.token(of: entry), seen.insert(token).inserted else { continue }
            let actions = Self.codesActions(token, platform: platform)
            guard !actions.isEmpty else { continue }
            // A code that only restates an HTTP status (`not_found`) needs an MSAL named on its line.
            let shared = Set(Catalog.errorEntries(valueOrName: token).map(\.platform)).count > 1
                || entry.name.hasPrefix("HttpStatus")
            let prefix = shared ? Self.evidence[platform] ?? "" : ""
            let carriers: [String]
            switch entry.kind {
            case .exceptionType, .errorClass, .errorType: carriers = Self.classCarriers(token)
            default: carriers = Self.codeCarriers(token, distinctive: Self.isDistinctive(token))
            }
            #expect(carriers.count >= 6)
            for carrier in carriers {
                Self.check(prefix + carrier, platform: platform, actions: actions, misses: &misses)
                checked += 1
            }
        }
        #expect(checked > 0)
        #expect(misses.isEmpty, "\(misses.count) of \(checked):\n\(misses.prefix(60).map(\.description).joined(separator: "\n"))")
    }

    /// Apple numbers with their domain: each must read as the print `Error Domain=D Code=N`
    /// reads (which `OneAnswerPerCodeTests` holds to `codes`): the same code, name and action.
    @Test func everyAppleNumberIsRecognisedWithItsDomain() throws {
        var misses: [Miss] = []
        var checked = 0
        let kinds: Set<CatalogKind> = [.error, .msidError, .legacyError, .urlError, .keychainError, .webAuthError]
        for entry in Catalog.entries where entry.platform == .apple && kinds.contains(entry.kind) {
            guard let number = entry.value.number, let domain = entry.domain else { continue }
            let print = try #require(ErrorTextDecoder.decode(#"Error Domain=\#(domain) Code=\#(number) "(null)""#).first)
            let expected = AdviceEngine.advise(print).action
            var carriers = Self.numberCarriers(number, domain: domain)
            if entry.kind == .keychainError { carriers.append("SecItemCopyMatching failed, status: \(number)") }
            for text in carriers {
                checked += 1
                let diagnoses = ErrorTextDecoder.decode(text)
                guard diagnoses.count == 1, let diagnosis = diagnoses.first else {
                    misses.append(Miss(text: text, why: "\(diagnoses.count) diagnoses"))
                    continue
                }
                if diagnosis.platform != .apple || diagnosis.code != .number(number) || diagnosis.codeName != print.codeName {
                    misses.append(Miss(text: text, why: "\(diagnosis.domain ?? "-") \(diagnosis.code?.description ?? "-") \(diagnosis.codeName ?? "-")"))
                }
                let action = AdviceEngine.advise(diagnosis).action
                if action != expected { misses.append(Miss(text: text, why: "action \(action.rawValue), print \(expected.rawValue)")) }
            }
        }
        #expect(checked >= 6 * 100)
        #expect(misses.isEmpty, "\(misses.count) of \(checked):\n\(misses.prefix(60).map(\.description).joined(separator: "\n"))")
    }

    /// Every AADSTS and B2C code the catalog holds, in the same carriers: read by the server-code
    /// decoder wherever it stands, to the action `codes AADSTSn` gives.
    @Test func everyServerCodeIsRecognisedInEveryCarrier() throws {
        var misses: [Miss] = []
        var checked = 0
        for entry in Catalog.entries where entry.kind == .aadsts || entry.kind == .b2c {
            guard let number = entry.value.number, let action = CodesReport.action(for: entry) else { continue }
            let token = (entry.kind == .aadsts ? "AADSTS" : "AADB2C") + String(number)
            for text in Self.codeCarriers(token, distinctive: true) {
                checked += 1
                let diagnoses = ErrorTextDecoder.decode(text)
                guard diagnoses.count == 1, let diagnosis = diagnoses.first else {
                    misses.append(Miss(text: text, why: "\(diagnoses.count) diagnoses"))
                    continue
                }
                let codes = entry.kind == .aadsts ? diagnosis.aadsts : diagnosis.b2cCodes
                if codes != [number] { misses.append(Miss(text: text, why: "codes \(codes)")) }
                let explained = AdviceEngine.advise(diagnosis).action
                if explained != action { misses.append(Miss(text: text, why: "action \(explained.rawValue), codes \(action.rawValue)")) }
            }
        }
        #expect(checked > 0)
        #expect(misses.isEmpty, "\(misses.count) of \(checked):\n\(misses.prefix(60).map(\.description).joined(separator: "\n"))")
    }

    /// A plain English word the catalog also holds is no code in prose.
    @Test func plainWordsNeedACarrier() {
        #expect(ErrorTextDecoder.decode("The user cancelled the upload, status unknown, none left.").isEmpty)
        #expect(ErrorTextDecoder.decode("Error Code: cancelled").count <= 1)
        let labelled = ErrorTextDecoder.decode("[com.microsoft.aad.msal4j] Error Code: unknown")
        #expect(labelled.first?.platform == .java)
    }

    /// One error gives one diagnosis: a class, its code and a frame naming the class again.
    @Test func oneErrorOneDiagnosis() throws {
        let text = """
            An unhandled exception of type 'Microsoft.Identity.Client.MsalUiRequiredException' occurred in Contoso.Sync.dll
            Additional information: No account or login hint was passed to the AcquireTokenSilent call. ErrorCode: user_null
               at Microsoft.Identity.Client.MsalUiRequiredException..ctor(String errorCode)
            """
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1)
        let diagnosis = try #require(diagnoses.first)
        #expect(diagnosis.platform == .dotnet)
        #expect(diagnosis.domain == "MsalUiRequiredException")
        #expect(diagnosis.code == .text("user_null"))
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    /// A decoder's full answer wins: the backstop does not add a second error, nor change a field.
    @Test func aDecodersAnswerWins() throws {
        let text = """
            MSAL.NetCore.4.61.3.0.MsalServiceException:
            \tErrorCode: invalid_client
            Microsoft.Identity.Client.MsalServiceException: AADSTS7000215: Invalid client secret provided.
            \tat Microsoft.Identity.Client.MsalUiRequiredException.Throw() user_null
            """
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1)
        #expect(diagnoses.first?.code == .text("invalid_client"))
        #expect(diagnoses.first?.domain == "MsalServiceException")
    }

    /// A value several MSALs share, with nothing in the text to say whose, names no platform: the
    /// code (or sub-error) and the action all of them share, never one platform picked as a guess.
    @Test func aSharedValueWithoutEvidenceNamesNoPlatform() throws {
        let cases: [(text: String, action: RecommendedAction)] = [
            ("Error Code: service_not_available", .retryOnce5xx),
            ("sign-in stopped: user_cancelled", .userCanceledOptionalRetry),
            ("errorCode=protection_policy_required", .intuneRemediation),
        ]
        for (text, action) in cases {
            let diagnosis = try #require(ErrorTextDecoder.decode(text).first, "\(text)")
            #expect(diagnosis.platform == nil && diagnosis.domain == nil && diagnosis.codeName == nil, "\(text): \(diagnosis)")
            #expect(AdviceEngine.advise(diagnosis).action == action, "\(text)")
        }
        // The same value with its MSAL's evidence takes that MSAL's names.
        let logcat = try #require(ErrorTextDecoder.decode("11-23 10:15:02.433  4321  4377 E AuthRepository: errorCode=service_not_available").first)
        #expect(logcat.platform == .android && logcat.codeName == "SERVICE_NOT_AVAILABLE", "a logcat line is Android's: \(logcat)")
        let dotnet = try #require(ErrorTextDecoder.decode("[HttpManager] Received response. ErrorCode: service_not_available").first)
        #expect(dotnet.platform == .dotnet, "MSAL.NET's own log component: \(dotnet)")
    }
}
