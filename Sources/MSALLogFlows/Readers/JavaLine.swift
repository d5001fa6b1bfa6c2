import MSALErrorModel

/// msal4j: `<SLF4J backend prefix: time, LEVEL, [thread], logger>(([Correlation ID: <guid>] ))<message>`.
/// The logger `com.microsoft.aad.msal4j.<Class>` (or the class alone in brackets, ``JavaShortLogger``)
/// or the `[Correlation ID: ` slot says it is msal4j's.
enum JavaLine {
    static func read(_ line: LineBytes, loggerAt logger: Int?, idAt slot: Int?,
                     shortLogger: (open: Int, close: Int)? = nil) -> LineEvent? {
        let anchor = logger ?? slot ?? shortLogger?.open ?? 0
        // The logger is msal4j's only in the backend's prefix (a level word before it): an app's
        // printed `com.microsoft.aad.msal4j.MsalServiceException: …` is the app's text.
        if slot == nil, !HostPrefix.hasLevelWord(line, before: anchor) { return nil }
        // `…CompletionException: com.microsoft.aad.msal4j.MsalServiceException: …`: an exception chain the app printed.
        if slot == nil, anchor >= 2, line[anchor - 1] == 0x20, line[anchor - 2] == 0x3A { return nil }
        var event = LineEvent(platform: .java, message: 0..<0)
        var start: Int
        if let slot {
            event.correlation = CorrelationKey.read(line, at: slot + 17)
            start = line.find(byte: 0x5D, from: slot).map { line.skipBlanks($0 + 1) } ?? line.count
        } else if let shortLogger {
            start = JavaShortLogger.messageStart(line, after: shortLogger.close)
        } else {
            // After the logger name and a ` - ` or `: ` separator.
            start = line.wordEnd(anchor, stop: 0x3A)
            start = line.skipBlanks(start)
            if line.has("- ", at: start) || line.has(": ", at: start) { start += 2 } else if line.has(":", at: start) { start += 1 }
        }
        event.message = start..<line.count
        event.time = LogTimeReading.firstHostTime(line, to: anchor)
        // The thread's bracket comes after a bracketed short logger, not before it.
        let loggerBracket = shortLogger ?? JavaShortLogger.find(line)
        event.thread = HostPrefix.thread(line, from: loggerBracket.map { $0.close + 1 } ?? 0,
                                         before: slot ?? (shortLogger != nil ? start : anchor))
        classify(line, &event)
        return event
    }

    static func classify(_ line: LineBytes, _ event: inout LineEvent) {
        let from = event.message.lowerBound, to = event.message.upperBound
        if line.find("Sending token request to", from: from, to: to) != nil {
            event.kind = .httpRequest
            event.startsCall = true
            event.throttledByCache = false
        } else if line.find("SkipCache set to", from: from, to: to) != nil {
            // Logged before any acquisition tries the cache (client credentials too): no API.
            event.kind = .cacheLookup
            event.startsCall = true
        } else if line.find("Returning token from cache", from: from, to: to) != nil {
            // Logged only by AcquireTokenSilentSupplier.
            event.kind = .cacheHit
            event.api = .silent
        } else if line.find("Access Token", from: from, to: to) != nil, line.find("returned", from: from, to: to) != nil {
            event.kind = .result
            event.outcome = .success
            event.endsCall = true
        } else if let at = line.find("Execution of class com.microsoft.aad.msal4j.", from: from, to: to) {
            event.endsCall = true
            event.outcome = .error
            event.api = api(line, from: at + 44, to: to)
            if line.find("Token not found in the cache", from: from, to: to) != nil {
                event.kind = .cacheMiss
            } else {
                event.kind = .error
                event.decode = true
            }
        } else if line.find("Request was throttled", from: from, to: to) != nil {
            // ThrottlingCache refuses the call before anything is sent; the call's own id and its
            // end come on the next line (`Execution of class … failed: Request was throttled`).
            event.kind = .throttled
            event.throttledByCache = true
            event.outcome = .error
            event.startsCall = true
        } else if line.find("Correlation Id is not same as received", from: from, to: to) != nil {
            event.kind = .httpResponse
            event.throttledByCache = false
        }
    }

    private static func api(_ line: LineBytes, from: Int, to: Int) -> FlowAPI {
        let table = Self.supplierNames
        for (name, api) in table where line.has(name, at: from) { return api }
        return .unknown
    }
    private static let supplierNames: [(StaticString, FlowAPI)] = [
            ("AcquireTokenSilentSupplier", .silent), ("AcquireTokenByDeviceCodeFlowSupplier", .deviceCode),
            ("AcquireTokenByInteractiveFlowSupplier", .interactive), ("AcquireTokenByClientCredentialSupplier", .clientCredentials),
            ("AcquireTokenByOnBehalfOfSupplier", .onBehalfOf), ("AcquireTokenByIntegratedWindowsAuthSupplier", .integratedWindowsAuth),
        ]

}
