import Testing
@testable import MSALErrorModel

/// The rule index and the byte-level readings give exactly what the plain
/// definitions give: trying every rule in order, and reading strings through Swift.
@Suite("Advice rule index")
struct AdviceIndexTests {
    @Test("the index picks the rule that trying every rule in order picks, on 20,000 varied diagnoses")
    func indexAgreesWithOrderedMatching() {
        var generator = SeededDiagnoses(seed: 7)
        let index = AdviceEngine.index
        for _ in 0..<20_000 {
            let diagnosis = generator.next()
            let facts = DiagnosisFacts(diagnosis, index: index)
            let categoryOf = { (code: Int) in testCategories[code] }
            let indexed = index.firstRule(for: facts, of: diagnosis, categoryOf: categoryOf)?.id
            let ordered = AdviceTable.rules.first { rule in
                rule.matcher.parts.contains { OrderedMatching.matches($0, facts, diagnosis, categoryOf) }
            }?.id
            #expect(indexed == ordered, "\(diagnosis)")
            if indexed != ordered { return }
        }
    }

    @Test("codes are read ignoring case and surrounding blanks, as lowercased trimmed strings are")
    func codeReading() {
        let words = AdviceEngine.index.words
        var generator = SeededDiagnoses(seed: 11)
        for word in SeededDiagnoses.codes {
            for _ in 0..<6 {
                let spelling = generator.spell(word)
                let expected = words.id(ofString: TextReading.normalized(spelling)) ?? TextReading.unknownWord
                #expect(TextReading.wordID(of: spelling, in: words) == expected, "\(spelling.debugDescription)")
                #expect(TextReading.isWord(spelling, "invalid_grant")
                        == (TextReading.normalized(spelling) == "invalid_grant"))
            }
        }
    }

    @Test("a classification or sub-error is read on bytes exactly as through strings")
    func classificationReading() {
        var generator = SeededDiagnoses(seed: 13)
        let spellings = UIRequiredClass.allCases.map(\.rawValue)
            + ["message_only", "BASIC-ACTION", "consent required", "0", "7", "+3", "007", "8", "+", "", "10", "x1"]
        for base in spellings {
            for _ in 0..<8 {
                let spelling = generator.spell(base)
                #expect(UIRequiredClass.read(name: spelling) == UIRequiredClass(name: spelling), "\(spelling.debugDescription)")
                #expect(UIRequiredClass.read(subError: spelling) == UIRequiredClass(subError: spelling))
            }
        }
    }

    @Test("the catalog facts the advice keeps are the catalog's own")
    func catalogFacts() {
        #expect(!CatalogFacts.aadstsCategories.isEmpty && !CatalogFacts.appleInternalNames.isEmpty)
        for code in CatalogIndex.shared.aadsts.keys {
            #expect(CatalogFacts.aadstsCategories[code] == Catalog.aadsts(code)?.category)
        }
        for code in -43000 ... -42000 {
            #expect(CatalogFacts.appleInternalNames[code] == Catalog.appleInternalError(rawValue: code)?.name)
        }
    }

    @Test("advice pieces are joined whole and in order, whatever their script")
    func joiningPieces() {
        #expect(AdviceWriting.join("a", "") == "a")
        #expect(AdviceWriting.join("", "", "", "", "", "", "").isEmpty)
        let pieces = ["Fix ", "the client id (", "caf\u{E9} \u{1F510}", ")", "", ". Never retry.", String(repeating: "x", count: 300)]
        let joined = AdviceWriting.join(pieces[0], pieces[1], pieces[2], pieces[3], pieces[4], pieces[5], pieces[6])
        #expect(joined == pieces.joined())
        #expect(joined.utf8.count == pieces.map(\.utf8.count).reduce(0, +))
    }

    @Test("integer tables find every key they hold and no other")
    func integerTables() {
        let pairs = Dictionary(uniqueKeysWithValues: (0..<300).map { ($0 * 7919 - 1_000_000, $0) } + [(Int.min, -1), (Int.max, -2)])
        let table = IntKeyTable(pairs)
        for (key, value) in pairs { #expect(table[key] == value) }
        for key in [0, 1, -1, 7919, Int.min + 1, Int.max - 1] where pairs[key] == nil { #expect(table[key] == nil) }
        #expect(IntKeyTable([:])[42] == nil)
    }

    @Test("type names lose their namespace but NSError domains keep their dots")
    func domainReading() {
        let names = AdviceEngine.index.domains
        func read(_ domain: String) -> String? {
            DomainReading.read(domain, in: names, needsPlatform: false).id.map { names.names[$0] }
        }
        #expect(read("Microsoft.Identity.Client.MsalUiRequiredException") == "MsalUiRequiredException")
        #expect(read("  MsalClientException\n") == "MsalClientException")
        #expect(read("com.apple.AuthenticationServices.WebAuthenticationSession")
                == "com.apple.AuthenticationServices.WebAuthenticationSession")
        #expect(read("SFAuthenticationErrorDomain") == AppleCodes.safariAuthDomain)
        #expect(read("MSIDKeychainErrorDomain") == AppleCodes.osStatusDomain)
        #expect(read("msalUiRequiredException") == nil, "type names are compared exactly")
        #expect(DomainReading.read("Microsoft.Identity.Client.", in: names, needsPlatform: false).isEmpty)
        let implied = DomainReading.read("msal.InteractionRequired", in: names, needsPlatform: true).impliedPlatform
        #expect(implied == .python)
    }
}

/// Whether one part of a rule matches, written plainly from the diagnosis, the way
/// the rules read before they were indexed.
private enum OrderedMatching {
    static func matches(
        _ part: MatchPart, _ facts: DiagnosisFacts, _ diagnosis: Diagnosis, _ categoryOf: (Int) -> AADSTSCategory?
    ) -> Bool {
        let domainName = facts.domain.map { AdviceEngine.index.domains.names[$0] }
        switch part {
        case .always: return true
        case .aadsts(let codes): return diagnosis.aadsts.contains(where: codes.contains)
        case .b2c(let codes): return diagnosis.b2cCodes.contains(where: codes.contains)
        case .code(let values):
            return [diagnosis.code?.text, diagnosis.oauthError].contains { text in
                text.map { values.contains(TextReading.normalized($0)) } ?? false
            }
        case .domain(let names): return domainName.map(names.contains) ?? false
        case .subError(let value): return diagnosis.subError.map { TextReading.normalized($0) == value } ?? false
        case .apple(let code): return facts.appleCode == code
        case .appleInternal(let codes): return facts.appleInternalCode.map(codes.contains) ?? false
        case .system(let name, let codes, let except):
            guard domainName == name, let code = facts.systemCode else { return false }
            return (codes?.contains(code) ?? true) && code != except
        case .brokerStatus(let statuses): return diagnosis.brokerStatus.map(statuses.contains) ?? false
        case .uiClass(let uiClass): return facts.uiClass == uiClass
        case .category(let category): return diagnosis.aadsts.lazy.compactMap(categoryOf).first == category
        case .httpStatus(let range): return facts.httpStatus.map(range.contains) ?? false
        case .retryAfter: return facts.retryAfterSeconds != nil
        case .claims: return facts.hasClaims
        case .declinedScopes: return !diagnosis.declinedScopes.isEmpty
        case .when(let test): return test(facts, diagnosis)
        }
    }
}

/// Diagnoses built from the values the rules name, spelled in many ways
/// (case, blanks, namespaces, look-alike characters), from a fixed seed.
struct SeededDiagnoses {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    static let codes = [
        "invalid_grant", "interaction_required", "consent_required", "user_cancelled", "access_denied",
        "no_broker_installed_on_device", "server_error", "temporarily_unavailable", "invalid_client",
        "request_timeout", "authorization_pending", "monitor_window_timeout", "unknown_error", "no_client_id",
        "protection_policy_required", "device_authentication_failed", "basic_action", "message_only",
        "service_not_available", "request_throttled", "network_error", "unknown_user", "other_code",
    ]
    static let types = [
        "MsalUiRequiredException", "MsalServiceException", "MsalClientException", "InteractionRequiredAuthError",
        "BrowserAuthError", "ClientConfigurationError", "MsalClaimsChallengeException", "MsalThrottlingException",
        "MSALErrorDomain", "NSURLErrorDomain", "NSOSStatusErrorDomain", "MSIDErrorDomain", "MSIDKeychainErrorDomain",
        "ASWebAuthenticationSessionErrorDomain", "SFAuthenticationErrorDomain", "HttpRequestException", "Unknown",
    ]
    static let namespaces = ["", "", "Microsoft.Identity.Client.", "com.microsoft.aad.msal4j.", "msal."]
    static let numbers = [
        -50000, -50001, -50002, -50003, -50004, -50005, -50142, -42003, -42700, -42402, -42100, -1009, -1001, -999,
        -34018, -25308, 1, -51115, -51800,
    ]
    static let aadsts = [50079, 50076, 65001, 53000, 53003, 50011, 700016, 90094, 50126, 50034, 70008, 53099, 12345]
    static let statuses = ["NoNetwork", "IncorrectConfiguration", "UserSwitch", "nonetwork", "Other"]

    mutating func next() -> Diagnosis {
        var diagnosis = Diagnosis()
        if chance(60) { diagnosis.platform = pick(Platform.allCases) }
        if chance(85) { diagnosis.domain = spell(pick(Self.namespaces) + pick(Self.types)) }
        switch number(4) {
        case 0: diagnosis.code = .number(pick(Self.numbers))
        case 1: diagnosis.code = .text(spell(pick(Self.codes)))
        default: break
        }
        if chance(30) { diagnosis.internalSubCode = pick(Self.numbers) }
        if chance(35) { diagnosis.oauthError = spell(pick(Self.codes)) }
        if chance(25) { diagnosis.subError = spell(pick(Self.codes)) }
        if chance(40) { diagnosis.aadsts = [pick(Self.aadsts), pick(Self.aadsts)] }
        if chance(10) { diagnosis.b2cCodes = [pick([90118, 90091, 90077, 90006, 1])] }
        if chance(25) { diagnosis.httpStatus = pick([400, 408, 429, 500, 503, 599, 600]) }
        if chance(10) { diagnosis.retryAfterSeconds = 30 }
        if chance(15) { diagnosis.claims = pick(["", "  ", "{\"access_token\":{}}"]) }
        if chance(10) { diagnosis.declinedScopes = ["Mail.Read"] }
        if chance(20) { diagnosis.classification = spell(pick(UIRequiredClass.allCases).rawValue) }
        if chance(20) { diagnosis.numbering = pick([.current, .legacy]) }
        if chance(8) { diagnosis.brokerStatus = pick(Self.statuses) }
        return diagnosis
    }

    /// `word` as people paste it: other case, blanks around, a Kelvin sign for `k`,
    /// a no-break space, a control character, or cut short.
    mutating func spell(_ word: String) -> String {
        switch number(10) {
        case 0: return word.uppercased()
        case 1: return " " + word + " "
        case 2: return "\t" + word + "\n"
        case 3: return word.replacingOccurrences(of: "k", with: "\u{212A}")
        case 4: return "\u{00A0}" + word
        case 5: return word + "\u{1B}"
        case 6: return String(word.prefix(number(word.count + 1)))
        default: return word
        }
    }

    private mutating func number(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }

    private mutating func chance(_ percent: Int) -> Bool { number(100) < percent }

    private mutating func pick<T>(_ values: [T]) -> T { values[number(values.count)] }
}
