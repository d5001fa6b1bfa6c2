/// The advice table filed by what each rule tests, built once from `AdviceTable.rules`.
///
/// A rule matches when any of its parts does, and the first matching rule wins; so
/// the winner is the lowest rule position over all matching parts. Each kind of part
/// has a look-up from the value a diagnosis has (its code, its AADSTS numbers, its
/// type name…) to the first rule that names that value: deciding costs one look-up
/// per fact the diagnosis has, whatever the number of rules, and gives exactly the
/// rule that trying every rule in order would give.
///
/// A class, so that handing it around copies (and retains) nothing.
final class RuleIndex: Sendable {
    let rules: [AdviceRule]
    /// Every code and sub-error the rules name (lowercase, read ignoring case).
    let words: WordTable
    /// Every type name and domain the rules name, and those that tell the platform.
    let domains: DomainNames
    /// Every Windows broker status the rules name (compared exactly).
    let brokerStatuses: WordTable

    /// The look-ups, one per kind of part.
    private let filed: FiledParts
    /// `filed`'s numeric look-ups, as tables that hash an integer in a few instructions.
    private let byApple: IntKeyTable
    private let byAppleInternal: IntKeyTable
    private let byAADSTS: IntKeyTable
    private let byB2C: IntKeyTable

    init(_ rules: [AdviceRule]) {
        self.rules = rules
        var codeWords: [String] = []
        var domainNames: [String] = []
        var statuses: [String] = []
        for rule in rules {
            for part in rule.matcher.parts {
                switch part {
                case .code(let values): codeWords += values.sorted()
                case .subError(let value): codeWords.append(value)
                case .domain(let names): domainNames += names.sorted()
                case .system(let domain, _, _): domainNames.append(domain)
                case .brokerStatus(let values): statuses += values.sorted()
                default: break
                }
            }
        }
        var numbered: [(word: String, id: Int)] = []
        var wordIDs: [String: Int] = [:]
        for word in codeWords where wordIDs[word] == nil {
            wordIDs[word] = numbered.count
            numbered.append((word, numbered.count))
        }
        let words = WordTable(numbered, foldsCase: true)
        let domains = DomainNames(ruleNames: domainNames)
        let brokerStatuses = WordTable(statuses.enumerated().map { (word: $0.element, id: $0.offset) }, foldsCase: false)
        var filed = FiledParts(words: numbered.count, domains: domains.names.count, brokerStatuses: statuses.count)
        for (position, rule) in rules.enumerated() {
            for part in rule.matcher.parts {
                filed.file(part, at: position, word: { wordIDs[$0] }, domain: { domains.table.id(of: $0) },
                           brokerStatus: { brokerStatuses.id(of: $0) })
            }
        }
        self.words = words
        self.domains = domains
        self.brokerStatuses = brokerStatuses
        self.filed = filed
        byApple = IntKeyTable(filed.byApple)
        byAppleInternal = IntKeyTable(filed.byAppleInternal)
        byAADSTS = IntKeyTable(filed.byAADSTS)
        byB2C = IntKeyTable(filed.byB2C)
    }

    /// The first rule of the table that matches, or nil when none does.
    /// - Parameter categoryOf: the AADSTS category look-up, asked only when a category rule could still win.
    func firstRule(
        for facts: DiagnosisFacts, of diagnosis: Diagnosis, categoryOf: (Int) -> AADSTSCategory?
    ) -> AdviceRule? {
        var best = filed.alwaysRule
        if let code = facts.appleCode, let rule = byApple[code] { best = min(best, rule) }
        if let code = facts.appleInternalCode, let rule = byAppleInternal[code] { best = min(best, rule) }
        if let id = facts.textCode, id >= 0 { best = min(best, filed.byCode[id]) }
        if let id = facts.oauthError, id >= 0 { best = min(best, filed.byCode[id]) }
        if let id = facts.subError, id >= 0 { best = min(best, filed.bySubError[id]) }
        if let id = facts.domain { best = min(best, filed.byDomain[id]) }
        if let id = facts.brokerStatus, id >= 0 { best = min(best, filed.byBrokerStatus[id]) }
        for code in diagnosis.aadsts { if let rule = byAADSTS[code] { best = min(best, rule) } }
        for code in diagnosis.b2cCodes { if let rule = byB2C[code] { best = min(best, rule) } }
        if let code = facts.systemCode, let domain = facts.domain {
            for part in filed.systemParts where part.rule < best && part.domain == domain
                && part.codes.map({ $0.contains(code) }) != false && part.except != code
            {
                best = part.rule
                break
            }
        }
        if let uiClass = facts.uiClass {
            for part in filed.byUIClass where part.rule < best && part.uiClass == uiClass {
                best = part.rule
                break
            }
        }
        if let status = facts.httpStatus {
            for part in filed.httpStatusParts where part.rule < best && part.range.contains(status) {
                best = part.rule
                break
            }
        }
        if facts.retryAfterSeconds != nil { best = min(best, filed.retryAfterRule) }
        if facts.hasClaims { best = min(best, filed.claimsRule) }
        if !diagnosis.declinedScopes.isEmpty { best = min(best, filed.declinedScopesRule) }
        if filed.byCategory.contains(where: { $0.rule < best }), let category = firstCategory(diagnosis.aadsts, categoryOf) {
            for part in filed.byCategory where part.rule < best && part.category == category {
                best = part.rule
                break
            }
        }
        for predicate in filed.predicates where predicate.rule < best && predicate.test(facts, diagnosis) {
            best = predicate.rule
            break
        }
        return best < rules.count ? rules[best] : nil
    }

    /// The catalog category of the first AADSTS code the catalog knows.
    private func firstCategory(_ codes: [Int], _ categoryOf: (Int) -> AADSTSCategory?) -> AADSTSCategory? {
        for code in codes {
            if let category = categoryOf(code) { return category }
        }
        return nil
    }
}

/// Every part of every rule, filed under the value it tests: for each value, the
/// position of the first rule that names it (`Int.max` for none).
private struct FiledParts: Sendable {
    /// Per word id: the first rule with a `.code` / `.subError` part naming it.
    var byCode: [Int]
    var bySubError: [Int]
    /// Per domain id: the first rule with a `.domain` part naming it.
    var byDomain: [Int]
    /// Per broker status id: the first rule with a `.brokerStatus` part naming it.
    var byBrokerStatus: [Int]
    var byApple: [Int: Int] = [:]
    var byAppleInternal: [Int: Int] = [:]
    var byAADSTS: [Int: Int] = [:]
    var byB2C: [Int: Int] = [:]
    /// The few parts that test a system domain, in rule order.
    var systemParts: [(domain: Int, codes: Set<Int>?, except: Int?, rule: Int)] = []
    var byUIClass: [(uiClass: UIRequiredClass, rule: Int)] = []
    var byCategory: [(category: AADSTSCategory, rule: Int)] = []
    var httpStatusParts: [(range: ClosedRange<Int>, rule: Int)] = []
    var retryAfterRule = Int.max
    var claimsRule = Int.max
    var declinedScopesRule = Int.max
    var alwaysRule = Int.max
    /// `.when` predicates, in rule order.
    var predicates: [(rule: Int, test: @Sendable (DiagnosisFacts, Diagnosis) -> Bool)] = []

    init(words: Int, domains: Int, brokerStatuses: Int) {
        byCode = Array(repeating: Int.max, count: words)
        bySubError = byCode
        byDomain = Array(repeating: Int.max, count: domains)
        byBrokerStatus = Array(repeating: Int.max, count: brokerStatuses)
    }

    /// Files one part of the rule at `position`. Rules come in order, so the first
    /// rule filed under a value stays there. Every word and name a part holds has an id
    /// (the index gave one to each before filing).
    mutating func file(
        _ part: MatchPart, at position: Int,
        word: (String) -> Int?, domain: (String) -> Int?, brokerStatus: (String) -> Int?
    ) {
        func first(_ current: inout Int) { current = min(current, position) }
        func first(_ table: inout [Int: Int], _ keys: Set<Int>) {
            for key in keys where table[key] == nil { table[key] = position }
        }
        switch part {
        case .always: first(&alwaysRule)
        case .aadsts(let codes): first(&byAADSTS, codes)
        case .b2c(let codes): first(&byB2C, codes)
        case .apple(let code): first(&byApple, [code])
        case .appleInternal(let codes): first(&byAppleInternal, codes)
        case .code(let values): for id in values.compactMap(word) { first(&byCode[id]) }
        case .subError(let value): if let id = word(value) { first(&bySubError[id]) }
        case .domain(let names): for id in names.compactMap(domain) { first(&byDomain[id]) }
        case .system(let name, let codes, let except):
            if let id = domain(name) { systemParts.append((id, codes, except, position)) }
        case .brokerStatus(let values): for id in values.compactMap(brokerStatus) { first(&byBrokerStatus[id]) }
        case .uiClass(let uiClass): byUIClass.append((uiClass, position))
        case .category(let category): byCategory.append((category, position))
        case .httpStatus(let range): httpStatusParts.append((range, position))
        case .retryAfter: first(&retryAfterRule)
        case .claims: first(&claimsRule)
        case .declinedScopes: first(&declinedScopesRule)
        case .when(let test): predicates.append((position, test))
        }
    }
}
