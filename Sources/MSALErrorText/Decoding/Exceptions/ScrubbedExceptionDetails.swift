import MSALErrorModel

/// MSAL.NET's log of an exception with PII logging off: `Exception type: <T>`, then each on a
/// line of its own and at the margin, `, ErrorCode: <code>`, `HTTP StatusCode <n>`, in some
/// versions `SubError <s>`, `CorrelationId <guid>` and `Microsoft Entra ID Error Code
/// AADSTS<n> <n>…`, then a line pointing at PII logging. Most carry no colon, so no labelled
/// field reads them; ``ContinuationLines/isScrubbedDetail(_:at:)`` keeps them in the error's
/// text, and this reads them, each filling only what the exception's own lines left empty.
enum ScrubbedExceptionDetails {
    enum Field { case errorCode, httpStatus, subError, correlationId, aadsts, none }

    /// The lines, by their exact start.
    static let lines: [(prefix: [UInt8], field: Field)] = [
        (Array(", ErrorCode: ".utf8), .errorCode),
        (Array("HTTP StatusCode ".utf8), .httpStatus),
        (Array("SubError ".utf8), .subError),
        (Array("CorrelationId ".utf8), .correlationId),
        (Array("Microsoft Entra ID Error Code AADSTS".utf8), .aadsts),
        (Array("To see full exception details, enable PII Logging".utf8), .none),
        (Array("The returned error contains a claims challenge".utf8), .none),
        (innerDetails, .none),
        (Array("=== End of inner exception stack trace ===".utf8), .none),
    ]

    /// The line before an inner exception's `Exception type: <T>`.
    private static let innerDetails = Array("---> Inner Exception Details".utf8)

    private static let heading = Array("Exception type: ".utf8)

    /// True when the type at `typeStart` follows MSAL.NET's `Exception type: `.
    static func followsHeading(_ input: TextBytes, typeStart: Int) -> Bool {
        typeStart >= heading.count && input.hasPrefix(heading, at: typeStart - heading.count)
    }

    /// True when the type at `typeStart` is an inner exception's: its `Exception type: ` line
    /// comes right after `---> Inner Exception Details`.
    static func isInnerHeading(_ input: TextBytes, typeStart: Int) -> Bool {
        guard followsHeading(input, typeStart: typeStart) else { return false }
        let lineStart = typeStart - heading.count
        guard lineStart > 0, input[lineStart - 1] == ASCII.newline else { return false }
        var previousEnd = lineStart - 1
        if previousEnd > 0, input[previousEnd - 1] == ASCII.carriageReturn { previousEnd -= 1 }
        let previousStart = input.lineStart(before: previousEnd)
        return previousEnd - previousStart == innerDetails.count && input.hasPrefix(innerDetails, at: previousStart)
    }

    /// Reads the detail lines that follow the type's line in `range`, stopping at the first
    /// line that is not one. (After any exception's line, not only the heading's: a logger may
    /// have changed the heading, and the lines are MSAL.NET's own either way.)
    static func read(_ input: TextBytes, after typeEnd: Int, _ range: Range<Int>, into diagnosis: inout Diagnosis) {
        var lineStart = input.lineEnd(from: typeEnd) + 1
        // A logger may indent the record's lines (Microsoft.Extensions.Logging's console: six spaces).
        var content = input.skipSpaces(from: lineStart, to: range.upperBound)
        guard content < range.upperBound, ContinuationLines.isScrubbedDetail(input, at: content) else { return }
        while lineStart < range.upperBound {
            let lineEnd = min(input.lineEnd(from: lineStart), range.upperBound)
            content = input.skipSpaces(from: lineStart, to: lineEnd)
            guard let line = lines.first(where: { input.hasPrefix($0.prefix, at: content) }) else { return }
            let value = content + line.prefix.count
            switch line.field {
            case .errorCode:
                if diagnosis.code == nil, let code = LabeledValues.token(at: value, in: input, value..<lineEnd), !code.isEmpty {
                    diagnosis.code = .text(code)
                    diagnosis.codeName = Catalog.dotnetErrorCode(code)?.name
                    if diagnosis.oauthError == nil, OAuthErrors.known.contains(code),
                       !(diagnosis.domain ?? "").containsBytes("Client") {
                        diagnosis.oauthError = code
                    }
                }
                fillClassification(&diagnosis)
            case .httpStatus:
                if diagnosis.httpStatus == nil {
                    diagnosis.httpStatus = CommonFields.httpStatus(input.integer(at: value, to: lineEnd)?.value)
                }
            case .subError:
                if diagnosis.subError == nil, let subError = LabeledValues.token(at: value, in: input, value..<lineEnd),
                   !subError.isEmpty {
                    diagnosis.subError = subError
                }
            case .correlationId:
                if diagnosis.correlationId == nil {
                    diagnosis.correlationId = CommonFields.idValue(in: input, from: value, to: lineEnd)
                }
            case .aadsts:
                // `AADSTS50076 50079`: the first number after the prefix, then any more.
                var cursor = value
                while let (code, end) = input.integer(at: cursor, to: lineEnd) {
                    if !diagnosis.aadsts.contains(code) { diagnosis.aadsts.append(code) }
                    cursor = input.skipSpaces(from: end, to: lineEnd)
                }
            case .none:
                break
            }
            lineStart = lineEnd + 1
        }
    }

    /// The log leaves out the classification MSAL.NET gives the code (`no_account_for_login_hint`:
    /// `AcquireTokenSilentFailed`): the catalog's, as `codes` shows it.
    static func fillClassification(_ diagnosis: inout Diagnosis) {
        guard diagnosis.classification == nil, case .text(let code)? = diagnosis.code,
              let entry = Catalog.dotnetErrorCode(code) else { return }
        diagnosis.classification = Catalog.diagnosis(for: entry).classification
    }
}
