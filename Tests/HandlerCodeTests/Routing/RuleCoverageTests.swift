import HandlerCode
import MSALErrorModel
import Testing

/// Every rule of the advice table (the one `codes` and `explain` use) has its branch in
/// every platform's handler, or a stated reason why it cannot fire there.
@Suite("Every advice rule has a branch on every platform")
struct RuleCoverageTests {
    static let sources: [HandlerSource] = HandlerPlatform.allCases.flatMap { platform in
        platform.languages.map { HandlerGenerator.handler(for: platform, language: $0) }
    }

    @Test("each reachable rule is named in the header of its action's branch, which is in the file",
          arguments: sources.map { "\($0.platform.rawValue)/\($0.language.rawValue)" })
    func everyRuleFindsItsBranch(_ name: String) throws {
        let source = try #require(Self.sources.first { "\($0.platform.rawValue)/\($0.language.rawValue)" == name })
        var covered = 0
        for rule in AdviceEngine.ruleSummaries {
            switch RuleReach.of(rule, on: source.platform) {
            case .occurs:
                let branch = try #require(source.branches[rule.action], "\(name): no branch for \(rule.action.rawValue)")
                #expect(ruleIDs(in: branch).contains(rule.id), "\(name): \(rule.id) is missing from the \(rule.action.rawValue) branch header")
                #expect(source.text.contains(branch), "\(name): the \(rule.action.rawValue) branch is not in the file")
                covered += 1
            case .cannotOccur(let reason):
                #expect(!reason.isEmpty, "\(name): \(rule.id) cannot occur but gives no reason")
                #expect(source.unreachableRules[rule.id] == reason)
            }
        }
        #expect(covered > AdviceEngine.ruleSummaries.count / 2, "\(name): most rules apply to every platform")
    }

    @Test("every action of the taxonomy is a branch of every handler")
    func everyActionIsABranch() {
        for source in Self.sources {
            for action in RecommendedAction.allCases {
                #expect(source.branches[action].map { source.text.contains($0) } == true,
                        "\(source.platform.rawValue)/\(source.language.rawValue) lacks \(action.rawValue)")
            }
        }
    }

    @Test("Apple-only rules are unreachable elsewhere, with the reason; the rest reach every platform")
    func reasons() throws {
        let appleInternal = try #require(AdviceEngine.ruleSummaries.first { $0.id == "apple.internal" })
        #expect(RuleReach.of(appleInternal, on: .apple) == .occurs)
        guard case .cannotOccur(let reason) = RuleReach.of(appleInternal, on: .python) else {
            Issue.record("apple.internal should not reach Python")
            return
        }
        #expect(reason.contains("MSALErrorDomain"))
        let claims = try #require(AdviceEngine.ruleSummaries.first { $0.id == "claims.challenge" })
        for platform in HandlerPlatform.allCases { #expect(RuleReach.of(claims, on: platform) == .occurs) }
        let wam = try #require(AdviceEngine.ruleSummaries.first { $0.id == "broker.no_network" })
        #expect(RuleReach.of(wam, on: .dotnet) == .occurs)
        #expect(RuleReach.of(wam, on: .js) != .occurs)
    }

    /// The rule ids listed in a branch's `rules:` comment (wrapped over several lines).
    private func ruleIDs(in branch: String) -> Set<String> {
        var ids = Set<String>()
        var reading = false
        for line in branch.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("//") || text.hasPrefix("#") else { break }
            let body = text.drop { $0 == "/" || $0 == "#" }.trimmingCharacters(in: .whitespaces)
            if body.hasPrefix("rules:") {
                reading = true
                ids.formUnion(words(body.dropFirst("rules:".count)))
            } else if body.hasPrefix("user messages:") || body.hasPrefix("──") {
                reading = false
            } else if reading {
                ids.formUnion(words(Substring(body)))
            }
        }
        return ids
    }

    private func words(_ text: Substring) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    }
}
