import MSALErrorModel
import Testing
@testable import MSALErrorText

/// One answer per code, for every MSAL Android and msal4j error code constant of the
/// catalog. Neither library prints the code in `toString()` (reference catalog, "How an
/// MSAL Android exception prints", "How it prints"): apps log it on the line before the
/// stack trace, so the text is that line (`errorCode=<code>`) and then the `toString()` line
/// of the exception the app catches for the code. It must explain to the action `codes`
/// gives. Documented rule: a code that is a sentence (`Failed to bind the service in broker
/// app`, a few Android constants) cannot be told from the rest of a logged line, so those
/// are read from the exception class only and are not checked here.
extension OneAnswerPerCodeTests {
    static func jvmText(_ entry: CatalogEntry, code: String) -> String? {
        switch entry.platform {
        case .android:
            let received = Catalog.diagnosis(for: entry).domain ?? "MsalClientException"
            return """
                11-23 10:15:02.433  4321  4377 E MSAL    : acquireToken failed, errorCode=\(code)
                11-23 10:15:02.433  4321  4377 E MSAL    : com.microsoft.identity.client.exception.\(received): Something failed.
                11-23 10:15:02.433  4321  4377 E MSAL    : \tat com.microsoft.identity.client.PublicClientApplication$16.onError(PublicClientApplication.java:1987)
                """
        case .java:
            let received = Catalog.diagnosis(for: entry).domain ?? "MsalClientException"
            return """
                2026-11-23 10:15:02.433 ERROR 4321 --- [main] c.c.auth.TokenService : acquireToken failed, errorCode=\(code)
                com.microsoft.aad.msal4j.\(received): Something failed.
                \tat com.microsoft.aad.msal4j.PublicClientApplication.acquireToken(PublicClientApplication.java:120)
                """
        default:
            return nil
        }
    }

    @Test(arguments: [CatalogPlatform.android, .java])
    func codesAndExplainAgreeForEveryJVMCode(_ platform: CatalogPlatform) throws {
        var checked = 0
        var disagreements: [String] = []
        for entry in Catalog.entries where entry.platform == platform && entry.kind == .errorCode {
            guard let code = entry.value.text, !code.contains(" "), !code.isEmpty,
                  let text = Self.jvmText(entry, code: code),
                  let codesAction = CodesReport.action(for: entry) else { continue }
            let diagnoses = ErrorTextDecoder.decode(text)
            #expect(diagnoses.count == 1, "\(text)")
            guard let diagnosis = diagnoses.first else { continue }
            checked += 1
            if diagnosis.code != .text(code) {
                disagreements.append("\(entry.name) \(code): decoded code \(diagnosis.code?.description ?? "none")")
            }
            let advice = AdviceEngine.advise(diagnosis)
            if advice.action != codesAction {
                disagreements.append(
                    "\(entry.name) \(code) (\(diagnosis.domain ?? "-")): codes \(codesAction.rawValue), "
                        + "explain \(advice.action.rawValue) (\(advice.rule))")
            }
        }
        #expect(checked > 30, "\(checked)")
        #expect(disagreements.isEmpty, "\(disagreements.count):\n\(disagreements.joined(separator: "\n"))")
    }
}
