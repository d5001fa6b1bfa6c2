import MSALErrorModel

/// The human form of `explain`: one labelled line per field, the advice, the user
/// message in the chosen locale, and the underlying error indented below. Every
/// value from the input goes through ``VisibleText``.
public enum ExplanationText {
    public static let notRecognised = "not recognised: no MSAL error found in the input"

    /// The explanation of `diagnosis`, lines without their line ends.
    public static func lines(for diagnosis: Diagnosis, locale: MessageLocale, indent: String = "") -> [String] {
        let advice = AdviceEngine.advise(diagnosis)
        var rows: [(String, String?)] = [
            ("platform", diagnosis.platform.map { "\($0.displayName) (\($0.rawValue))" }),
            ("domain", diagnosis.domain),
            ("code", named(diagnosis.code?.description, Catalog.codeName(of: diagnosis))),
            ("internal sub-code", internalSubCode(diagnosis)),
            ("OAuth error", diagnosis.oauthError),
            ("sub-error", diagnosis.subError),
            ("AADSTS", list(diagnosis.aadsts.map(aadstsText))),
            ("B2C", list(diagnosis.b2cCodes.map { "AADB2C\($0)" })),
            ("HTTP status", diagnosis.httpStatus.map(String.init)),
            ("retry after", diagnosis.retryAfterSeconds.map { "\($0) s" }),
            ("correlation id", diagnosis.correlationId),
        ]
        let optional: [(String, String?)] = [
            ("trace id", diagnosis.traceId),
            ("classification", diagnosis.classification),
            ("broker error code", diagnosis.brokerErrorCode.map(WindowsBrokerError.codeText)),
            ("broker status", diagnosis.brokerStatus),
            ("numbering", diagnosis.numbering.map { $0 == .legacy ? "legacy (MSAL before 0.4.0)" : "current" }),
            ("granted scopes", list(diagnosis.grantedScopes)),
            ("declined scopes", list(diagnosis.declinedScopes)),
            ("claims", diagnosis.claims),
            ("description", diagnosis.errorDescription.map { clip($0, to: 400) }),
        ]
        rows += optional.filter { $0.1 != nil }
        rows += [
            ("action", advice.action.rawValue),
            ("developer advice", advice.developerAdvice.isEmpty ? nil : advice.developerAdvice),
            ("user message (\(locale.rawValue))", UserMessages.text(advice.userMessage, locale: locale)),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        var lines = rows.map { label, value in
            indent + label + ":" + String(repeating: " ", count: width - label.count + 1)
                + VisibleText.make(value ?? "—")
        }
        if let underlying = diagnosis.underlying {
            lines.append(indent + "underlying:")
            lines += Self.lines(for: underlying, locale: locale, indent: indent + "    ")
        }
        return lines
    }

    private static func named(_ value: String?, _ name: String?) -> String? {
        guard let value else { return nil }
        if name == value { return value }  // Python's OAuth codes are their own names.
        return value + " " + (name ?? "(unknown code name)")
    }

    /// Apple's internal sub-codes have catalog names; elsewhere the number is a broker's
    /// own tag (MSAL.NET's `Internal Error Code`), which has none to miss.
    private static func internalSubCode(_ diagnosis: Diagnosis) -> String? {
        guard let code = diagnosis.internalSubCode else { return nil }
        if diagnosis.internalSubCodeName == nil && diagnosis.platform != .apple { return String(code) }
        return named(String(code), diagnosis.internalSubCodeName)
    }

    private static func aadstsText(_ code: Int) -> String {
        guard let info = Catalog.aadsts(code), info.name != "AADSTS\(code)" else { return "AADSTS\(code)" }
        return "AADSTS\(code) \(info.name)"
    }

    private static func list(_ items: [String]) -> String? {
        items.isEmpty ? nil : items.joined(separator: ", ")
    }

    private static func clip(_ text: String, to limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
