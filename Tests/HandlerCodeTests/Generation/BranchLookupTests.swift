import HandlerCode
import MSALErrorModel
import Testing

/// `handler --code X` finds X as `codes X` does and prints only the branch of the
/// action the advice engine chose, with the rule.
@Suite("handler --code X")
struct BranchLookupTests {
    @Test("-50002 on Apple: the interactive branch, chosen by interaction.apple, as codes -50002 advises")
    func appleInteractionRequired() throws {
        guard case .found(let answer) = HandlerGenerator.branch(forQuery: "-50002", platform: .apple) else {
            Issue.record("-50002 was not found")
            return
        }
        let entry = try #require(Catalog.lookup("-50002").first)
        let advice = AdviceEngine.advise(Catalog.diagnosis(for: entry))
        #expect(answer.route.action == advice.action)
        #expect(answer.route.rule == advice.rule)
        #expect(answer.text.hasPrefix("// MSALErrorInteractionRequired → rule interaction.apple → interactive_auth"))
        #expect(answer.text.contains("case .interactiveAuth:"))
        #expect(answer.text.contains("signIn(request, claims: request.claimsChallenge)"))
        #expect(!answer.text.contains("case .retryOnce5xx:"), "only the one branch")
    }

    @Test("invalid_client on Python: the configuration branch, which stops without retrying")
    func pythonInvalidClient() throws {
        guard case .found(let answer) = HandlerGenerator.branch(forQuery: "invalid_client", platform: .python) else {
            Issue.record("invalid_client was not found")
            return
        }
        #expect(answer.route.action == .fixAppConfiguration)
        #expect(answer.text.contains("if action == \"fix_app_configuration\":"))
        #expect(answer.text.contains("user message app_misconfigured: This app isn't set up correctly"))
        #expect(!answer.text.contains("sleep("))
    }

    @Test("AADSTS codes and HTTP statuses apply to every platform, Android and Java included")
    func neutralCodes() {
        for platform in HandlerPlatform.allCases {
            guard case .found(let answer) = HandlerGenerator.branch(forQuery: "AADSTS53000", platform: platform) else {
                Issue.record("AADSTS53000 not found for \(platform)")
                continue
            }
            #expect(answer.route.action == .deviceCompliance)
            guard case .found(let server) = HandlerGenerator.branch(forQuery: "503", platform: platform) else {
                Issue.record("503 not found for \(platform)")
                continue
            }
            #expect(server.route.action == .retryOnce5xx)
        }
    }

    @Test("an Apple code asked for .NET names the platform that reports it")
    func wrongPlatform() {
        guard case .unknown(let message) = HandlerGenerator.branch(forQuery: "-50002", platform: .dotnet) else {
            Issue.record("-50002 should not be answered for dotnet")
            return
        }
        #expect(message.contains("try --platform apple"))
    }

    @Test("an MSAL.js 1.x name is refused with today's name to ask for")
    func renamed() {
        guard case .unknown(let message) = HandlerGenerator.branch(forQuery: "handleRedirectCallback", platform: .js) else {
            Issue.record("a 1.x name should not be answered")
            return
        }
        #expect(message.hasPrefix("msal-triage handler: handleRedirectCallback: MSAL.js 1.x"))
        #expect(message.contains("handleRedirectPromise"))
    }

    @Test("an unknown query is refused with one line that shows control characters escaped")
    func unknownQuery() {
        guard case .unknown(let message) = HandlerGenerator.branch(forQuery: "nothing\u{1B}[2J", platform: .js) else {
            Issue.record("nonsense should be unknown")
            return
        }
        #expect(message.hasPrefix("msal-triage handler:"))
        #expect(!message.unicodeScalars.contains { $0.value == 0x1B })
        #expect(!message.contains("\n"))
    }
}
