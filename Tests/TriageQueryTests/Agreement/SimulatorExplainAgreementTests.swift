import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText
import Testing

/// The simulator and `explain` agree: an error the simulator reports, printed the way the
/// platform prints it, is explained with the action the simulated app's handler was given.
@Suite struct SimulatorExplainAgreementTests {
    /// The platforms `simulate --platform` offers.
    static let platforms: [Platform] = [.apple, .dotnet, .js, .python, .android, .java]

    @Test(arguments: platforms)
    func offlineIsNoNetworkBothWays(_ platform: Platform) throws {
        for api in [API.acquireTokenSilent, .acquireTokenInteractive] {
            let simulated = try #require(PlatformReport.diagnosis(for: .offline, on: platform, during: api))
            #expect(AdviceEngine.advise(simulated).action == .noNetwork, "simulated \(platform) \(api)")
            let text = Self.printed(simulated)
            let explained = ErrorTextDecoder.decode(text)
            try #require(explained.count == 1, "\(platform) \(api): \(explained.count) errors in\n\(text)")
            let advice = AdviceEngine.advise(explained[0])
            #expect(advice.action == .noNetwork, "\(platform) \(api): \(advice.rule) for\n\(text)")
        }
    }

    /// A simulated error as its platform prints it: `toString()` with its `Caused by:` chain
    /// (Java, Android), `ToString()`'s first line (.NET), `str()` of the exception with its class
    /// (Python), an `AuthError`'s name and message (JS), an `NSError` print (Apple).
    static func printed(_ diagnosis: Diagnosis) -> String {
        let domain = diagnosis.domain ?? ""
        let message = diagnosis.errorDescription ?? ""
        switch diagnosis.platform {
        case .apple?:
            return "Error Domain=\(domain) Code=\(diagnosis.code?.description ?? "0") \"\(message)\""
        case .js?:
            return "\(domain): \(diagnosis.code?.text ?? ""): \(message)"
        case .android?:
            return "com.microsoft.identity.client.exception.\(domain): \(message)\n\tat com.microsoft.identity.client.PublicClientApplication.acquireTokenSilent(PublicClientApplication.java:1400)"
        case .java?:
            var lines = ["\(qualifiedJava(domain)): \(message)", "\tat java.base/java.util.concurrent.CompletableFuture.encodeThrowable(CompletableFuture.java:315)"]
            var parent = diagnosis
            while let cause = parent.underlying {
                // MsalClientException(Throwable): the message is the cause's toString().
                let text = cause.errorDescription.map { "\(qualifiedJava(cause.domain ?? "")): \($0)" }
                    ?? parent.errorDescription ?? qualifiedJava(cause.domain ?? "")
                lines += ["Caused by: " + text, "\tat com.microsoft.aad.msal4j.HttpHelper.executeHttpRequest(HttpHelper.java:53)"]
                parent = cause
            }
            return lines.joined(separator: "\n")
        default:
            return "\(domain): \(message)"
        }
    }

    private static func qualifiedJava(_ name: String) -> String {
        name.contains(".") ? name : "com.microsoft.aad.msal4j." + name
    }
}
