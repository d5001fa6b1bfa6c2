import MSALErrorModel

/// Decodes exception text: MSAL.NET (`ToString()` with `ErrorCode`, `StatusCode`,
/// `ResponseBody`, `Classification`, correlation and trace ids), Azure.Identity
/// wrappers whose inner exception (`--->`) becomes `underlying`, MSAL for Java
/// and Android exceptions (`Caused by:`), and MSAL Python's exception classes.
enum ExceptionDecoder {
    /// The labelled fields, in `Field` order.
    private static let labels = LabelSet([
        ["errorcode", "error code", "error_code"],
        ["statuscode", "status code", "http status code", "httpstatuscode", "http error"],
        ["classification"],
        ["suberror", "sub error", "suberrorforlogging"],
        ["responsebody", "response body"],
        ["internal error code", "brokererrorcode", "broker error code"],
        CommonFields.correlationLabelNames,
        CommonFields.traceLabelNames,
        ["retry-after"],
    ])
    private static let blankLine = Array("\n\n".utf8)
    private enum Field: Int {
        case errorCode, status, classification, subError, responseBody, brokerCode, correlation, trace, retryAfter
    }

    /// One error per group of anchors: a type and its repeat (MSAL.NET's `ToString()`
    /// writes `MSAL.NetCore.4.66.2.0.MsalServiceException:` and `ErrorCode:`, then the
    /// full type name with the message), with inner exceptions nested as `underlying`.
    /// A type written twice on one line (`Type: Type: message`, as loggers that print the
    /// type before `ToString()` do) is one error too; two full type names on lines of
    /// their own are two errors, as in a log of several failures.
    ///
    /// A network failure named as the message of the type before it on its line
    /// (`MsalClientException: java.net.UnknownHostException: host`, msal4j's
    /// `MsalClientException(Throwable)`) is that error's cause: its `underlying`, not an
    /// error of its own.
    ///
    /// - Parameters:
    ///   - regionEnd: where the text of an error that goes on after a position ends, at
    ///     most at a bound (the next group's start).
    ///   - nextErrorAfter: where the next error of any shape found so far starts after a
    ///     position (the input's end when none): no code is read from its lines.
    ///   - startsError: whether a range holds the start of an error of a shape decoded later
    ///     (an OAuth dict, an AADSTS line, an MSAL.js `{code, desc}`): no code is read from it.
    static func decode(_ input: TextBytes, anchors: [ExceptionAnchor], regionEnd: (_ after: Int, _ bound: Int) -> Int,
                       nextErrorAfter: (Int) -> Int, startsError: (Range<Int>) -> Bool,
                       hints: PlatformHints) -> [DecodedError] {
        var groups: [[ExceptionAnchor]] = []
        // (group index, the network failure its message names), in group order.
        var messageCauses: [(group: Int, anchor: ExceptionAnchor)] = []
        for anchor in anchors {
            // (Checked again here: the anchor before it may have been claimed by another decoder.)
            if anchor.isMessageCause, let last = groups.last?.last, ExceptionAnchor.isMessage(input, at: anchor.start, of: last)
                || messageCauses.last?.group == groups.count - 1 {
                // A cause's own cause (`…: java.net.ConnectException: java.net.SocketException: …`) stays in its message.
                if messageCauses.last?.group != groups.count - 1 { messageCauses.append((groups.count - 1, anchor)) }
                continue
            }
            if let last = groups.last?.last, !anchor.isInner, anchor.shortName == last.shortName,
               anchor.start - last.end < 4096,
               (last.isProductHeading && !anchor.isProductHeading
                   && input.find(blankLine, from: last.end, to: anchor.start) == nil)
               || input.firstIndex(of: ASCII.newline, from: last.end, to: anchor.start) == nil {
                groups[groups.count - 1].append(anchor)
            } else {
                groups.append([anchor])
            }
        }
        var decoded: [DecodedError] = []
        var chain: [DecodedError] = []
        // msal4j's exception as the message of `CompletionException` / `ExecutionException` with its
        // `Caused by:` below: the outer error is that wrapper (as the simulator reports it), and
        // what it wraps is the `underlying`; set when the chain's first group starts.
        var chainWrapper: String?
        // The links are taken out of `chain` (not copied): a copy of a diagnosis
        // retains each of its strings. A chain deeper than the limit keeps its outer
        // links and its innermost (the root cause); the count of those left out is told.
        func flushChain() {
            guard let end = chain.last?.end else { return }
            if chain.count > 1, let wrapper = chainWrapper { chain[0].diagnosis.domain = wrapper }
            // Links kept, the innermost included: one fewer when the innermost carries its
            // message's cause (`MsalClientException: java.net.UnknownHostException`), a level of its own.
            let keep = ErrorTextDecoder.maximumNestingDepth + (chain[chain.count - 1].diagnosis.underlying == nil ? 1 : 0)
            if chain.count > keep {
                let omitted = chain.count - keep
                chain.removeSubrange((keep - 1)..<(chain.count - 1))
                chain[keep - 2].diagnosis.omittedUnderlyingCount = omitted
            }
            var inner: Diagnosis?
            while chain.count > 1 {
                var link = chain.removeLast()
                if let deeper = inner.take() { link.diagnosis.underlying = deeper }
                inner = link.diagnosis
            }
            var outer = chain.removeLast()
            if let inner {
                outer.diagnosis.underlying = inner
                liftMSALCode(into: &outer.diagnosis)
            }
            outer.end = end
            decoded.append(outer)
        }
        var previousEnd = 0
        var nextCause = 0
        // Where the text of the chain's last link ended (its own region, at most an error's reach).
        var linkRegionEnd = 0
        for (index, group) in groups.enumerated() {
            let start = group[0].start
            let nextStart = index + 1 < groups.count ? groups[index + 1][0].start : input.count
            // Bounded by the next group: each line of a long chain is then walked once, not once per link.
            let end = regionEnd(group[group.count - 1].end, nextStart)
            let range = start..<max(end, group[group.count - 1].end)
            // .NET's `ToString()`: an inner exception ends at `--- End of inner exception stack
            // trace ---`; what follows (the outer's stack trace, then the properties MSAL.NET
            // prints after it: StatusCode, ResponseBody, Headers, Classification) is the outer
            // exception's, one level up per marker. Looked for only after a `--->`.
            var ownEnd = range.upperBound
            // An inner exception joins the chain only where the link above it reaches its line: a
            // link's text was cut at the 64 KiB an error may reach, and an inner exception past
            // that is read as an error of its own (as a stream, which reads no further, reads it).
            let joinsChain = group[0].isInner && !chain.isEmpty
                && (input.lineStart(before: start + 1) <= linkRegionEnd
                    || messageLinesBetween(input, linkRegionEnd, input.lineStart(before: start + 1)))
            linkRegionEnd = range.upperBound
            if joinsChain {
                var marker = input.find(endOfInner, from: range.lowerBound, to: range.upperBound)
                if let first = marker { ownEnd = first }
                var level = chain.count - 1
                while let at = marker, level >= 0 {
                    let tailStart = at + endOfInner.count
                    let next = input.find(endOfInner, from: tailStart, to: range.upperBound)
                    readOuterTail(input, tailStart..<(next ?? range.upperBound), into: &chain[level].diagnosis)
                    marker = next
                    level -= 1
                }
            }
            var error = decodeGroup(input, group: group, range: range.lowerBound..<ownEnd, hints: hints)
            error.end = max(error.end, range.upperBound)
            if nextCause < messageCauses.count, messageCauses[nextCause].group == index {
                let cause = messageCauses[nextCause].anchor
                nextCause += 1
                let causeEnd = max(cause.end, min(input.lineEnd(from: cause.end), error.end))
                error.diagnosis.underlying = decodeGroup(input, group: [cause], range: cause.start..<causeEnd,
                                                         hints: hints).diagnosis
            }
            // (A runtime's network exception has no MSAL code: a code logged near it is not its own.)
            if error.diagnosis.code == nil, error.diagnosis.platform == .android || error.diagnosis.platform == .java,
               !group[0].isNetwork {
                if let entry = messageCode(error.diagnosis.errorDescription, on: error.diagnosis.platform) {
                    let known = Catalog.diagnosis(for: entry)
                    error.diagnosis.code = known.code
                    error.diagnosis.codeName = known.codeName
                }
                if error.diagnosis.code == nil {
                    readLoggedCode(input, before: start, after: previousEnd, into: &error.diagnosis)
                }
                if error.diagnosis.code == nil {
                    readLoggedCode(input, after: group[group.count - 1].end, nextError: min(nextStart, nextErrorAfter(start)),
                                   startsError: startsError, into: &error.diagnosis)
                }
                if error.diagnosis.code == nil, error.diagnosis.codeName == nil {
                    fillFixedMessageCode(&error.diagnosis)
                }
                if error.diagnosis.code == nil, error.diagnosis.oauthError == nil, error.diagnosis.platform == .java,
                   error.diagnosis.domain.map({ $0.hasSuffix("MsalInteractionRequiredException") }) == true {
                    // msal4j makes this class only from a response whose `error` is invalid_grant
                    // (`MsalServiceExceptionFactory`), and that error is its `errorCode()`.
                    error.diagnosis.code = .text("invalid_grant")
                    error.diagnosis.oauthError = "invalid_grant"
                }
            } else if error.diagnosis.code == nil, error.diagnosis.codeName == nil, error.diagnosis.platform == .dotnet,
                      !group[0].isNetwork {
                // An MSAL.NET message printed without its `ErrorCode:` line.
                fillFixedMessageCode(&error.diagnosis)
            }
            if group[0].isInner, !joinsChain,
               let outer = outerHeadingStart(input, above: input.lineStart(before: start), after: previousEnd) {
                // The inner exception of a runtime's (`System.AggregateException: … (AADSTS90002: …)`
                // then ` ---> Microsoft.Identity.Client.MsalServiceException: …`): the outer's
                // lines are this error's too, not an error of their own.
                error.start = outer
            }
            previousEnd = error.end
            if !joinsChain {
                flushChain()
                chainWrapper = group[0].javaFutureWrapper(in: input)
            }
            chain.append(error)
        }
        flushChain()
        return decoded
    }

    /// Where the outer exception's heading line starts, when the lines just above an inner one
    /// (` ---> `, `Caused by:`) are that heading (`Namespace.SomeException: message`) and,
    /// for Java, its stack frames; nil when they are anything else, or before `floor`.
    private static func outerHeadingStart(_ input: TextBytes, above lineStart: Int, after floor: Int) -> Int? {
        var cursor = lineStart
        for _ in 0..<64 {
            guard cursor > floor, cursor > 0 else { return nil }
            let previous = input.lineStart(before: cursor - 1)
            let content = input.skipWhitespace(from: previous, to: cursor - 1)
            if input.hasPrefix(frameAt, at: content) || input.hasPrefix(framesOmitted, at: content) {
                cursor = previous
                continue
            }
            guard previous >= floor, cursor - previous <= 4096,
                  input.find(exceptionColon, from: previous, to: cursor - 1) != nil else { return nil }
            return previous
        }
        return nil
    }

    private static let frameAt = Array("at ".utf8)
    private static let framesOmitted = Array("... ".utf8)
    private static let exceptionColon = Array("Exception: ".utf8)

    /// MSAL Android and msal4j never print the error code in `toString()`: apps log it
    /// themselves on the line before the stack trace (`acquireToken failed, errorCode=…`,
    /// `Error code: …`). Read from that one line, never past the previous error.
    private static func readLoggedCode(_ input: TextBytes, before start: Int, after previousEnd: Int,
                                       into diagnosis: inout Diagnosis) {
        let lineStart = input.lineStart(before: start)
        let from = max(previousEnd, lineStart > 0 ? input.lineStart(before: lineStart - 1) : 0)
        guard from < start else { return }
        readCode(input, from..<start, into: &diagnosis)
    }

    /// The same, from the one line after the exception's line (`logger.error("…", e)` then
    /// `logger.error("errorCode={}", e.errorCode())` with the stack trace left out), when
    /// neither that line nor the one after it holds the next error, and the line holds no
    /// error of another shape: a line that starts an error, or comes right before one (where
    /// that error reads its own logged code), lends its code to no other.
    private static func readLoggedCode(_ input: TextBytes, after headingEnd: Int, nextError: Int,
                                       startsError: (Range<Int>) -> Bool, into diagnosis: inout Diagnosis) {
        let from = input.lineEnd(from: headingEnd) + 1
        guard from < nextError else { return }
        let lineEnd = input.lineEnd(from: from)
        guard lineEnd <= nextError else { return }
        if nextError < input.count, lineEnd < input.count, input.lineEnd(from: lineEnd + 1) >= nextError { return }
        guard !startsError(from..<lineEnd) else { return }
        readCode(input, from..<lineEnd, into: &diagnosis)
    }

    /// The first logged error code in `range`, as MSAL spells codes.
    private static func readCode(_ input: TextBytes, _ range: Range<Int>, into diagnosis: inout Diagnosis) {
        let starts = loggedCodeLabels.valueStarts(in: input, range)
        // Codes are lower case (`no_current_account`); a sentence some codes are is left out,
        // and so is a number or a capitalised word, unless it is a constant's exact value
        // (`request_throttled_at_ESTS_gateway`, `1000030`): one answer per code.
        guard let code = LabeledValues.token(at: starts[0], in: input, range), !code.isEmpty else { return }
        if code.utf8.allSatisfy(ASCII.isDigit) || code.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) {
            guard Catalog.isJVMErrorCode(code) else { return }
        }
        diagnosis.code = .text(code)
        if diagnosis.oauthError == nil, OAuthErrors.known.contains(code), !(diagnosis.domain ?? "").containsBytes("Client") {
            diagnosis.oauthError = code
        }
    }

    /// A message that is nothing but a code this MSAL has (`MsalClientException:
    /// device_network_not_available`, where an app printed the code for the message): the
    /// exception's own code, which a code logged on a line near it must not replace.
    /// (The closing quotes and brackets of a JSON log entry the message ended in are not part of it.)
    private static func messageCode(_ message: String?, on platform: Platform?) -> CatalogEntry? {
        let closers: Set<Character> = ["\"", "'", "}", "]", ",", ";", " "]
        guard let platform, let message = message.map({ String($0.reversed().drop(while: closers.contains).reversed()) }),
              !message.isEmpty, message.utf8.count <= 96,
              message.utf8.allSatisfy({ ASCII.isIdentifier($0) }) else { return nil }
        let entry = Catalog.errorEntries(valueOrName: message).first {
            $0.platform.rawValue == platform.rawValue && $0.value.text == message
                && CatalogFinding.slot(of: $0.kind) == .code
        }
        return entry
    }

    /// True when MSAL Android has an exception class of this name.
    private static func onAndroid(_ shortName: String) -> Bool {
        Catalog.errorEntries(valueOrName: shortName).contains {
            $0.platform.rawValue == Platform.android.rawValue && CatalogFinding.slot(of: $0.kind) == .errorClass
        }
    }

    private static let loggedCodeLabels = LabelSet([["errorcode", "error code", "error_code"]])

    private static let endOfInner = Array("--- End of inner exception stack trace ---".utf8)

    /// The properties MSAL.NET prints after an outer exception's stack trace, below its inner
    /// exception's end marker: they fill what the outer's own lines did not say.
    private static func readOuterTail(_ input: TextBytes, _ range: Range<Int>, into diagnosis: inout Diagnosis) {
        guard !range.isEmpty else { return }
        let starts = labels.valueStarts(in: input, range)
        readLabelledFields(input, range, starts: starts, onlyMissing: true, into: &diagnosis)
    }

    /// The Windows broker's own number and status, when the error came from it: its
    /// message has an `Internal Error Code`, or the code is a broker one.
    private static func readWindowsBroker(_ input: TextBytes, _ range: Range<Int>, codeToken: String?,
                                          into diagnosis: inout Diagnosis) {
        let numberInCode = codeToken.flatMap(WindowsBrokerFields.number(inCode:))
        let fromBroker = diagnosis.internalSubCode != nil || numberInCode != nil
            || codeToken == "unknown_broker_error" || diagnosis.errorDescription?.hasPrefix("WAM Error") == true
        guard fromBroker else { return }
        let broker = WindowsBrokerFields.read(input, range)
        diagnosis.brokerErrorCode = broker.errorCode ?? numberInCode
        diagnosis.brokerStatus = broker.status
        if diagnosis.internalSubCode == nil { diagnosis.internalSubCode = broker.internalErrorCode }
    }

    private static func decodeGroup(_ input: TextBytes, group: [ExceptionAnchor], range: Range<Int>,
                                    hints: PlatformHints) -> DecodedError {
        let anchor = group[0]
        var diagnosis = Diagnosis()
        // A logger prefix on the exception's own line names its MSAL too (`[com.microsoft.aad.msal4j] `).
        // Looked back at most 256 bytes, so one huge line of exceptions stays linear.
        var lineStart = range.lowerBound
        while lineStart > 0, range.lowerBound - lineStart < 256, input[lineStart - 1] != ASCII.newline { lineStart -= 1 }
        diagnosis.platform = anchor.platform(hints: hints, in: lineStart..<range.upperBound)
        if diagnosis.platform == .dotnet, anchor.qualifiedName == anchor.shortName, anchor.start - lineStart < 256,
           onAndroid(anchor.shortName),
           LinePrefix.isLogcatLine(input, lineStart: lineStart, lineEnd: min(input.lineEnd(from: anchor.start), input.count)) {
            // A class several MSALs share, with no namespace, on a logcat line (`I/flutter (4242): MsalException: …`):
            // Android's, which has it, rather than .NET's by default.
            diagnosis.platform = .android
        }
        // A runtime's own type keeps its namespace: `java.net.UnknownHostException` is not msal4j's.
        diagnosis.domain = anchor.isNetwork ? anchor.qualifiedName : anchor.shortName
        // The message: what follows `Type:` (or .NET's `SocketException (11001):`) on the line of
        // each anchor, the first non-empty one.
        for member in group {
            var colon = input.skipSpaces(from: member.end, to: range.upperBound)
            if member.isNetwork, input.at(colon) == ASCII.openParen, let (_, numberEnd) = input.integer(at: colon + 1),
               input.at(numberEnd) == ASCII.closeParen {
                colon = numberEnd + 1
            }
            // A colon at or past the range's end (the range can end right after the type name, or a
            // `(number)` can run past it) belongs to the text after this error.
            guard colon < range.upperBound, input.at(colon) == ASCII.colon else { continue }
            let lineEnd = min(input.lineEnd(from: colon), range.upperBound)
            if let message = TextUnescaping.cleanDescription(input, colon + 1..<lineEnd) {
                diagnosis.errorDescription = message
                break
            }
        }
        // Python's `repr`: `MsalServiceError('HTTP Error: 503')`.
        let open = input.skipSpaces(from: anchor.end, to: range.upperBound)
        if diagnosis.errorDescription == nil, input.at(open) == ASCII.openParen, open + 1 < range.upperBound,
           input[open + 1] == ASCII.apostrophe || input[open + 1] == ASCII.quote {
            diagnosis.errorDescription = TextUnescaping.cleanDescription(
                TextUnescaping.quoted(input, open: open + 1, to: range.upperBound).text)
        }
        let starts = labels.valueStarts(in: input, range)
        // Broker (WAM, MSAL runtime) failures carry a number of their own: kept as the internal sub-code.
        diagnosis.internalSubCode = LabeledValues.integer(at: starts[Field.brokerCode.rawValue], in: input, range)
        let codeToken = readLabelledFields(input, range, starts: starts, into: &diagnosis)
        ScrubbedExceptionDetails.read(input, after: group[group.count - 1].end, range, into: &diagnosis)
        if diagnosis.oauthError == nil, !diagnosis.aadsts.isEmpty,
           let code = input.find(CommonFields.aadstsPrefix, from: range.lowerBound, to: range.upperBound) {
            // `MsalServiceException: invalid_client: AADSTS70021: …`: the server's error before its code,
            // what the advice falls back on when the catalog does not know the code.
            diagnosis.oauthError = ServerCodeLineDecoder.oauthError(before: code, in: input,
                                                                   lineStart: max(range.lowerBound, input.lineStart(before: code)))
        }
        if ScrubbedExceptionDetails.followsHeading(input, typeStart: anchor.start) {
            // The one-line form (`Exception type: T , ErrorCode: x`) leaves the classification out too.
            ScrubbedExceptionDetails.fillClassification(&diagnosis)
        }
        if diagnosis.correlationId == nil, diagnosis.platform == .dotnet {
            diagnosis.correlationId = LinePrefix.dotNetCorrelationId(input, lineStart: input.lineStart(before: anchor.start),
                                                                    limit: anchor.start)
        }
        readWindowsBroker(input, range, codeToken: codeToken, into: &diagnosis)
        return DecodedError(start: range.lowerBound, end: range.upperBound, diagnosis: diagnosis)
    }

    /// The labelled fields (error code, response body, status, classification, sub-error,
    /// ids, Retry-After, server codes) of `range`, each filling only what the diagnosis
    /// lacks: an exception's own lines first, then (.NET) the properties printed after its
    /// inner exception's end marker. Returns the error-code token.
    @discardableResult
    private static func readLabelledFields(_ input: TextBytes, _ range: Range<Int>, starts: ValueStarts,
                                           onlyMissing: Bool = false, into diagnosis: inout Diagnosis) -> String? {
        // An exception's own lines fill a fresh diagnosis: no field is read back to be tested.
        let all = !onlyMissing
        var response = OAuthResponseFields()
        if let bodyStart = starts[Field.responseBody.rawValue] {
            let open = input.skipWhitespace(from: bodyStart, to: range.upperBound)
            if input.at(open) == ASCII.openBrace {
                let close = UserInfoParser.balancedEnd(input, open: open, limit: range.upperBound)
                response = OAuthResponseFields.read(input, open..<close)
            }
        }
        let codeToken = LabeledValues.token(at: starts[Field.errorCode.rawValue], in: input, range)
        if all || diagnosis.code == nil {
            // (The token is ASCII: its numbers are its digits.)
            if let code = codeToken, !code.utf8.allSatisfy(ASCII.isDigit) {
                diagnosis.code = .text(code)
                if diagnosis.platform == .dotnet { diagnosis.codeName = Catalog.dotnetErrorCode(code)?.name }
            } else if let error = response.error {
                diagnosis.code = .text(error)
            }
        }
        if all || diagnosis.oauthError == nil { diagnosis.oauthError = response.error }
        if diagnosis.oauthError == nil, let code = diagnosis.code?.text, OAuthErrors.known.contains(code),
           !(diagnosis.domain ?? "").containsBytes("Client") {
            diagnosis.oauthError = code
        }
        if all || diagnosis.subError == nil {
            diagnosis.subError = response.subError
                ?? LabeledValues.token(at: starts[Field.subError.rawValue], in: input, range)
        }
        if all || diagnosis.httpStatus == nil {
            // .NET writes `StatusCode: 0` when no HTTP call was made.
            diagnosis.httpStatus = CommonFields.httpStatus(
                LabeledValues.integer(at: starts[Field.status.rawValue], in: input, range))
        }
        if all || diagnosis.classification == nil {
            diagnosis.classification = LabeledValues.token(at: starts[Field.classification.rawValue], in: input, range)
        }
        if all || diagnosis.correlationId == nil {
            diagnosis.correlationId = starts[Field.correlation.rawValue]
                .flatMap { CommonFields.idValue(in: input, from: $0, to: range.upperBound) } ?? response.correlationId
        }
        if all || diagnosis.traceId == nil {
            diagnosis.traceId = starts[Field.trace.rawValue]
                .flatMap { CommonFields.idValue(in: input, from: $0, to: range.upperBound) } ?? response.traceId
        }
        if all || diagnosis.claims == nil { diagnosis.claims = response.claims }
        if all || diagnosis.retryAfterSeconds == nil {
            diagnosis.retryAfterSeconds = starts[Field.retryAfter.rawValue].flatMap { start in
                CommonFields.seconds(input, at: start, to: range.upperBound).flatMap { ASCII.isLetter(input.at($0.end)) ? nil : $0.value }
            }
                .flatMap { $0 >= 0 ? $0 : nil }
        }
        if all {
            let serverCodes = CommonFields.serverCodes(in: input, range)
            diagnosis.aadsts = response.errorCodes.isEmpty ? serverCodes.aadsts : response.errorCodes
            diagnosis.b2cCodes = serverCodes.b2c
        } else if diagnosis.aadsts.isEmpty || diagnosis.b2cCodes.isEmpty {
            let serverCodes = CommonFields.serverCodes(in: input, range)
            if diagnosis.aadsts.isEmpty { diagnosis.aadsts = response.errorCodes.isEmpty ? serverCodes.aadsts : response.errorCodes }
            if diagnosis.b2cCodes.isEmpty { diagnosis.b2cCodes = serverCodes.b2c }
        }
        if diagnosis.errorDescription == nil { diagnosis.errorDescription = response.errorDescription }
        return codeToken
    }

    /// A wrapper that names no code of its own (Azure.Identity's `AuthenticationFailedException`,
    /// `CredentialUnavailableException`, `System.AggregateException`, Java's `ExecutionException`)
    /// shows the code of the MSAL exception it wraps, at any depth: what the app branches on is
    /// that code (`ErrorCode: invalid_client` of the inner `MsalServiceException`). The wrapper
    /// stays the domain, and the MSAL exception stays its `underlying`, with the properties
    /// printed at its level (status, classification).
    static func liftMSALCode(into wrapper: inout Diagnosis) {
        guard wrapper.code == nil, wrapper.oauthError == nil,
              !(wrapper.domain.map(isMSALClass) ?? true) else { return }
        var link = wrapper.underlying
        while let current = link {
            if current.domain.map(isMSALClass) == true, current.code != nil || current.oauthError != nil {
                wrapper.code = current.code
                wrapper.oauthError = current.oauthError
                if wrapper.subError == nil { wrapper.subError = current.subError }
                if wrapper.platform == nil { wrapper.platform = current.platform }
                return
            }
            link = current.underlying
        }
    }

    /// `MsalServiceException`, `Microsoft.Identity.Client.MsalUiRequiredException`,
    /// `com.microsoft.aad.msal4j.MsalInteractionRequiredException`: a class of MSAL's own.
    private static func isMSALClass(_ name: String) -> Bool {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        return simple.hasPrefix("Msal")
    }

    /// True when `from..<to`, the text between an exception's message and the ` ---> ` of an inner
    /// exception, is at most 8 KB: the rest of a message that runs over several lines, blank ones
    /// included (Azure.Identity's `DefaultAzureCredential failed …` with a `- <Credential> …` line per
    /// credential; Azure.Core's `Status:` / `Content:` / `Headers:` sections). ` ---> ` is .NET's
    /// `ToString()` of an inner exception, which follows its outer's message and nothing else.
    private static func messageLinesBetween(_ input: TextBytes, _ from: Int, _ to: Int) -> Bool {
        from < to && to - from <= 8_192
    }

    /// The code a fixed message stands for (``FixedMessages``); also on the `ClientException` of
    /// MSAL Android's common layer that an MSAL exception wraps, which carries the same code.
    private static func fillFixedMessageCode(_ diagnosis: inout Diagnosis) {
        if let code = FixedMessages.code(of: diagnosis.errorDescription, on: diagnosis.platform) { diagnosis.code = code }
    }
}
