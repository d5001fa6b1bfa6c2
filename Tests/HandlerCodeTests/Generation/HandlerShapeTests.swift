import HandlerCode
import MSALErrorModel
import Testing

/// The mistakes of the article's samples, which people copy, are absent from the generated code.
@Suite("Generated handlers avoid the article samples' bugs")
struct HandlerShapeTests {
    @Test("Swift: every case of the switch ends in return; no completion block captures self strongly")
    func swiftReturnsAndWeakSelf() {
        let source = HandlerGenerator.handler(for: .apple, language: .swift)
        for action in RecommendedAction.allCases {
            let branch = source.branches[action] ?? ""
            let last = branch.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces)
            #expect(last == "return", "\(action.rawValue) does not end in return")
        }
        let blocks = source.text.components(separatedBy: "completionBlock: parameters) {").count - 1
            + source.text.components(separatedBy: ") { [weak self] result, error in").count - 1
        #expect(blocks >= 2)
        #expect(!source.text.contains("{ result, error in"), "a completion block without [weak self]")
        #expect(source.text.components(separatedBy: "guard let self else { return }").count - 1 >= 2)
    }

    @Test("Objective-C: blocks use weakSelf; every case returns")
    func objcWeakSelf() {
        let source = HandlerGenerator.handler(for: .apple, language: .objc)
        #expect(!source.text.contains("[self handle:failure"), "a block calls self directly")
        for action in RecommendedAction.allCases {
            #expect(source.branches[action]?.contains("return;") == true, "\(action.rawValue) does not return")
        }
    }

    @Test("C#: async waits with Task.Delay, never Thread.Sleep; Retry-After read as delta or date; WithAccount and WithClaims")
    func csharpRetry() {
        let text = HandlerGenerator.handler(for: .dotnet).text
        #expect(!text.contains("Thread.Sleep"))
        #expect(text.contains("await Task.Delay(wait, cancellationToken)"))
        #expect(text.contains("header.Delta.HasValue") && text.contains("header.Date.Value - DateTimeOffset.UtcNow"))
        #expect(text.contains(".WithAccount(account)") && text.contains("builder.WithClaims(claims)"))
        #expect(text.contains("if (retriesLeft == 0 || wait > MaxWait) return Stop(ex, route);"))
    }

    @Test("TypeScript: the popup opens only in signInFromClick; claims come from the error's claims field")
    func typescriptPopup() {
        let text = HandlerGenerator.handler(for: .js).text
        #expect(text.components(separatedBy: "acquireTokenPopup(").count - 1 == 1)
        let popup = text.range(of: "acquireTokenPopup(")!
        let clickHandler = text.range(of: "export async function signInFromClick(")!
        #expect(clickHandler.lowerBound < popup.lowerBound)
        #expect(text.contains("const claims = error.claims;"))
        #expect(!text.contains("errorMessage.includes") && !text.contains("message.indexOf"))
    }

    @Test("no handler calls the silent API again after an interactive failure")
    func noLoops() {
        for platform in HandlerPlatform.allCases {
            for language in platform.languages {
                let source = HandlerGenerator.handler(for: platform, language: language)
                let code = (source.branches[.interactiveAuth] ?? "").split(separator: "\n").filter {
                    let line = $0.trimmingCharacters(in: .whitespaces)
                    return !line.hasPrefix("//") && !line.hasPrefix("#")
                }
                #expect(!code.isEmpty)
                #expect(!code.joined().lowercased().contains("silent"), "\(language.rawValue): the interactive branch calls silent")
            }
        }
    }

    @Test("Python: acquire_token has exactly the signature the issue gives")
    func pythonSignature() {
        #expect(HandlerGenerator.handler(for: .python).text.contains(
            "def acquire_token(app, scopes, account=None, *, interactive=None, sleep=time.sleep, on_message=print):"))
    }
}

/// docs/handler.md shows the generated Python `acquire_token`; it must be what the generator writes today.
@Suite("docs/handler.md: the Python handler")
struct ReadmeHandlerTests {
    @Test("docs/handler.md's Python acquire_token is the generated one")
    func readmeShowsTheGeneratedHandler() throws {
        let readme = try String(contentsOf: Toolchain.repositoryRoot.appendingPathComponent("docs/handler.md"), encoding: .utf8)
        let text = HandlerGenerator.handler(for: .python).text
        let start = try #require(text.range(of: "def acquire_token("))
        let function = String(text[start.lowerBound...]).trimmingCharacters(in: .newlines)
        #expect(readme.contains(function), "docs/handler.md: paste the output of `msal-triage handler --platform python` from `def acquire_token(`")
    }

    /// MSAL for iOS/macOS, MSAL.js and MSAL.NET replay a 5xx from their throttle cache for
    /// 60 s: their handlers' one retry waits just past it, the pause the advice names (and the
    /// simulated app waits).
    @Test func theRetryOfA5xxWaitsOutTheReplayedFailure() {
        let js = HandlerGenerator.handler(for: .js).text, dotnet = HandlerGenerator.handler(for: .dotnet).text
        let pause = ReplayedServerFailures.retryPauseSeconds(on: .js)
        #expect(pause == 61 && ReplayedServerFailures.retryPauseSeconds(on: .dotnet) == pause)
        #expect(js.contains("const RETRY_PAUSE_MS = 61_000;"))
        #expect(dotnet.contains("static readonly TimeSpan RetryPause = TimeSpan.FromSeconds(61);"))
        #expect(HandlerGenerator.handler(for: .apple, language: .swift).text.contains("static let retryPause: TimeInterval = 61\n"))
        #expect(HandlerGenerator.handler(for: .apple, language: .objc).text.contains("static const NSTimeInterval TokenRetryPause = 61;"))
        for platform in [Platform.js, .dotnet] {
            let advice = AdviceEngine.advise(Diagnosis(platform: platform, httpStatus: 503)).developerAdvice
            #expect(advice.contains(platform == .js ? "Wait 61 s (RETRY_PAUSE_MS" : "Wait 61 s (RetryPause"), "\(advice)")
        }
    }
}
