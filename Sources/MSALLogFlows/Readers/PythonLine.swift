import MSALErrorModel

/// msal-python: `logging` records on the `msal` and `msal.*` loggers, in the app's layout
/// (`LEVEL:msal.x:msg`, `LEVEL: msal.x: msg`, `<time> LEVEL msal.x: msg`,
/// `<pid> : <time> : LEVEL : msal.x : msg`); `msal.token_cache`'s `event=` JSON continues
/// on the following lines. urllib3's request lines are read too: msal logs no HTTP status.
enum PythonLine {
    static func read(_ line: LineBytes, loggerAt anchor: Int) -> LineEvent? {
        // The logger name runs to `:` or a space.
        guard anchor > 0, line[anchor - 1] == 0x3A || line[anchor - 1] == 0x20 else { return nil }
        // A level word in front: `msal.exceptions…` in a traceback is the app's text.
        guard line.find("DEBUG", to: anchor) != nil || line.find("INFO", to: anchor) != nil || line.find("WARN", to: anchor) != nil
              || line.find("ERROR", to: anchor) != nil || line.find("CRITICAL", to: anchor) != nil else { return nil }
        var end = anchor
        while end < line.count, line[end] != 0x3A, line[end] != 0x20 { end += 1 }
        guard end < line.count else { return nil }
        var start = end
        if line.has(" : ", at: start) { start += 3 } else if line.has(": ", at: start) { start += 2 } else if line.has(":", at: start) { start += 1 } else { start += 1 }
        var event = LineEvent(platform: .python, message: start..<line.count)
        event.time = LogTimeReading.firstHostTime(line, to: anchor)
        // Azure CLI's process id, else a `[threadName]` column in the app's format.
        event.thread = processKey(line, before: anchor)
        if event.thread == 0 { event.thread = HostPrefix.thread(line, before: anchor) }
        let logger = anchor..<end
        classify(line, &event, logger: logger)
        return event
    }

    /// Azure CLI's `<pid> : ` in front: lines of one process group together.
    private static func processKey(_ line: LineBytes, before anchor: Int) -> UInt64 {
        guard let pid = line.number(at: 0), line.has(" : ", at: pid.end), pid.end < anchor else { return 0 }
        return UInt64(pid.value) &+ 0x2000_0000
    }

    static func classify(_ line: LineBytes, _ event: inout LineEvent, logger: Range<Int>) {
        let from = event.message.lowerBound, to = event.message.upperBound
        if let at = line.find("Generate or reuse correlation_id: ", from: from, to: to) {
            // The only id msal-python logs: the call's.
            event.correlation = CorrelationKey.read(line, at: at + 34)
            event.kind = .callStart
            event.startsCall = true
        } else if line.find("Cache hit an AT", from: from, to: to) != nil {
            // Logged only by the silent calls, before their id line.
            event.kind = .cacheHit
            event.outcome = .success
            event.startsCall = true
            event.api = .silent
        } else if line.find(" RTs matching", from: from, to: to) != nil {
            event.kind = .cacheLookup
            event.startsCall = true
            event.api = .silent
        } else if line.find("Cache attempts an RT", from: from, to: to) != nil {
            // Comes AFTER the call's id line (1.39.0): part of the call in progress, not a new one.
            event.kind = .cacheLookup
            event.api = .silent
        } else if line.find("Refresh failed", from: from, to: to) != nil {
            event.kind = .error
            event.outcome = .error
            event.decode = true
        } else if line.has("event=", at: from) {
            event.kind = .result
            event.outcome = .success
        } else if line.find("Calling broker.", from: from, to: to) != nil {
            // `Calling broker._acquire_token_silently()` comes before the call's id line.
            event.kind = .broker
            event.startsCall = true
        } else if line.find("broker", from: logger.lowerBound, to: logger.upperBound) != nil || line.find("broker.", from: from, to: to) != nil {
            event.kind = .broker
            if line.find("[MSAL:", from: from, to: to) != nil { RuntimeLine.classifyForwarded(line, &event) }
        }
    }

    /// A line of the `event=` JSON: the grant says which API the call was.
    static func classifyContinuation(_ line: LineBytes, _ event: inout LineEvent) {
        guard let at = line.find("\"grant_type\": \"") else { return }
        let grants = Self.grantNames
        for (name, api) in grants where line.has(name, at: at + 15) {
            event.api = api
            return
        }
    }

    /// urllib3: `https://<host>:443 "POST /<tenant>/oauth2/v2.0/token HTTP/1.1" <status> <bytes>`.
    static func readHTTP(_ line: LineBytes, poolAt anchor: Int) -> LineEvent? {
        if line.find("Starting new HTTPS connection", from: anchor) != nil {
            var event = LineEvent(platform: .python, message: anchor..<line.count)
            event.prelude = true
            return event
        }
        guard let post = line.find("\"POST ", from: anchor), let close = line.find("\" ", from: post + 6),
              let status = line.number(at: close + 2) else { return nil }
        guard line.find("/oauth2/", from: post, to: close) != nil || line.find("/token", from: post, to: close) != nil else { return nil }
        var event = LineEvent(platform: .python, message: anchor..<line.count)
        event.kind = .httpResponse
        event.status = status.value
        event.throttledByCache = false
        event.time = LogTimeReading.firstHostTime(line, to: anchor)
        // As MSAL's own lines: the request is on the calling thread (`[threadName]`) of the app's format.
        event.thread = processKey(line, before: anchor)
        if event.thread == 0 { event.thread = HostPrefix.thread(line, before: anchor) }
        if line.find("/devicecode", from: post, to: close) != nil {
            // The device flow's first request: sent with the call's id before msal logs it.
            event.api = .deviceCode
            event.startsCall = true
        }
        return event
    }
    private static let grantNames: [(StaticString, FlowAPI)] = [
            ("client_credentials", .clientCredentials), ("authorization_code", .interactive), ("refresh_token", .silent),
            ("password", .usernamePassword), ("urn:ietf:params:oauth:grant-type:device_code", .deviceCode),
            ("device_code", .deviceCode), ("urn:ietf:params:oauth:grant-type:jwt-bearer", .onBehalfOf),
        ]

}
