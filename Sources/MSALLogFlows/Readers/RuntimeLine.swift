import MSALErrorModel

/// MSALRuntime (WAM): `[MSAL:<4 digits>]→<LEVEL>→<Function>:<line>→<message>`, alone or
/// forwarded inside another MSAL's message (MSAL.NET, msal-python's `msal.broker`, msal-node-extensions).
enum RuntimeLine {
    static func read(_ line: LineBytes, at anchor: Int) -> LineEvent? {
        guard line.isDigit(anchor + 6), line.has("]", at: anchor + 10) else { return nil }
        var event = LineEvent(platform: .wam, message: line.skipBlanks(anchor + 11)..<line.count)
        // The `[MSAL:<n>]` number changes between calls: the closest per-call key.
        event.thread = line.hash(anchor..<anchor + 11)
        event.time = LogTimeReading.firstHostTime(line, to: anchor)
        event.kind = .broker
        classifyForwarded(line, &event)
        return event
    }

    /// A paste that starts at the padded level word (`INFO   →<Function>:<line>→<message>`): the
    /// `[MSAL:<n>]` was cut off, so the whole paste is one key. Checked by its first bytes only.
    static func readCut(_ line: LineBytes) -> LineEvent? {
        guard line.count > 10, line[7] == 0x09, line[0] >= 0x41, line[0] <= 0x5A else { return nil }
        guard line.has("INFO   ", at: 0) || line.has("WARNING", at: 0) || line.has("ERROR  ", at: 0) || line.has("DEBUG  ", at: 0)
              || line.has("TRACE  ", at: 0) || line.has("FATAL  ", at: 0),
              let tab = line.find(byte: 0x09, from: 8), line.find(byte: 0x3A, from: 8, to: tab) != nil else { return nil }
        var event = LineEvent(platform: .wam, message: tab + 1..<line.count)
        event.thread = 0x3000_0000
        event.kind = .broker
        classifyForwarded(line, &event)
        return event
    }

    /// The telemetry keys and error records of a (possibly forwarded) MSALRuntime line.
    static func classifyForwarded(_ line: LineBytes, _ event: inout LineEvent) {
        let from = event.message.lowerBound, to = event.message.upperBound
        if let at = line.find("Key: correlation_id, Value: ", from: from, to: to) {
            var start = at + 28
            if start < line.count, line[start] == 0x7B { start += 1 }
            if event.correlation == nil { event.correlation = CorrelationKey.read(line, at: start) }
        } else if let at = line.find("\"correlation_id\":\"", from: from, to: to) {
            var start = at + 18
            if start < line.count, line[start] == 0x7B { start += 1 }
            if event.correlation == nil { event.correlation = CorrelationKey.read(line, at: start) }
        }
        if line.find("Created an error:", from: from, to: to) != nil {
            event.kind = .error
            event.outcome = .error
            event.decode = true
        } else if let at = line.find("Key: is_successful, Value: ", from: from, to: to) {
            let success = line.has("true", at: at + 27)
            event.kind = success ? .result : .error
            event.outcome = success ? .success : .error
        } else if let at = line.find("Key: was_request_throttled, Value: ", from: from, to: to) {
            // MSALRuntime says either way: true is a replay, false a request that reached the server.
            if line.has("true", at: at + 35) {
                event.kind = .throttled
                event.throttledByCache = true
            } else if line.has("false", at: at + 35) {
                event.throttledByCache = false
            }
        } else if let at = line.find("\"is_successful\":", from: from, to: to) {
            // The telemetry block written as one JSON object: `"is_successful":"true"` (or unquoted).
            var value = at + 16
            if value < line.count, line[value] == 0x22 { value += 1 }
            let success = line.has("true", at: value)
            event.kind = success ? .result : .error
            event.outcome = success ? .success : .error
            if let throttled = line.find("\"was_request_throttled\":", from: from, to: to) {
                var value = throttled + 24
                if value < line.count, line[value] == 0x22 { value += 1 }
                if line.has("true", at: value) { event.throttledByCache = true } else if line.has("false", at: value) { event.throttledByCache = false }
            }
        } else if let at = line.find("Key: api_name, Value: ", from: from, to: to) {
            if line.find("Silent", from: at, to: to) != nil { event.api = .silent } else if line.find("Interactive", from: at, to: to) != nil { event.api = .interactive }
        }
    }
}
