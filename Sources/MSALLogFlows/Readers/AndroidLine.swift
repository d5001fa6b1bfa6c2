import MSALErrorModel

/// MSAL Android: the three bracket forms, after any logcat prefix:
/// `[<ts> - {"thread_id":"<n>","correlation_id":"<guid>"}] <message> Android <API>` (2018–2020),
/// `[<ts> - thread_name : <name>, correlation_id : <guid|UNSET>]  Android <API> <message>` (2021),
/// `[<ts> - thread_id: <n>, correlation_id: <guid|UNSET> - Android <API>] <message>` (2024).
enum AndroidLine {
    static func read(_ line: LineBytes, correlationAt anchor: Int) -> LineEvent? {
        // The `[<ts> - ` before the anchor.
        var open = anchor
        while open > 0, line[open] != 0x5B { open -= 1 }
        guard line[open] == 0x5B, anchor - open < 120, let (time, timeEnd) = LogTimeReading.iso(line, at: open + 1, utc: true),
              line.has(" - ", at: timeEnd) else { return nil }
        guard let close = line.find(byte: 0x5D, from: anchor) else { return nil }
        var event = LineEvent(platform: .android, message: 0..<0)
        event.time = time
        // The id: after `correlation_id` and `":"`, `: ` or ` : `.
        var idStart = anchor + 14
        while idStart < close, line[idStart] == 0x22 || line[idStart] == 0x3A || line[idStart] == 0x20 { idStart += 1 }
        event.correlation = CorrelationKey.read(line, at: idStart)
        // The thread: between `thread_id`/`thread_name` and the next `,`.
        if let thread = line.find("thread_", from: timeEnd, to: anchor) {
            var valueStart = line.wordEnd(thread, stop: 0x3A)
            while valueStart < anchor, line[valueStart] == 0x22 || line[valueStart] == 0x3A || line[valueStart] == 0x20 { valueStart += 1 }
            let valueEnd = line.find(byte: 0x2C, from: valueStart, to: anchor) ?? anchor
            var end = valueEnd
            while end > valueStart, line[end - 1] == 0x22 || line[end - 1] == 0x20 { end -= 1 }
            event.thread = line.hash(valueStart..<end)
        }
        var start = line.skipBlanks(close + 1)
        if line.has("Android ", at: start), let api = line.number(at: start + 8) { start = line.skipBlanks(api.end) }
        var end = line.count
        while end > start, line[end - 1] == 0x20 { end -= 1 }
        event.message = start..<end
        classify(line, &event)
        return event
    }

    static func classify(_ line: LineBytes, _ event: inout LineEvent) {
        let from = event.message.lowerBound, to = event.message.upperBound
        if line.find("Starting request with request context", from: from, to: to) != nil {
            event.kind = .callStart
            event.startsCall = true
        } else if let at = line.find("Completed ", from: from, to: to), let status = line.find("with the status : ", from: at, to: to) {
            event.endsCall = true
            if line.has("silent", at: at + 10) { event.api = .silent } else if line.has("interactive", at: at + 10) { event.api = .interactive }
            if event.correlation == nil, let stars = line.find("**", from: at, to: to) { event.correlation = CorrelationKey.read(line, at: stars + 2) }
            if line.has("COMPLETED", at: status + 18) {
                event.kind = .result
                event.outcome = .success
            } else if line.has("ERROR", at: status + 18) || line.has("CANCEL", at: status + 18) {
                event.kind = .error
                event.outcome = .error
            } else {
                event.kind = .result
            }
        } else if let at = line.find("Request encountered an exception with correlation id : **", from: from, to: to) {
            event.kind = .error
            event.outcome = .error
            event.endsCall = true
            event.decode = true
            if event.correlation == nil { event.correlation = CorrelationKey.read(line, at: at + 57) }
        } else if let at = line.find("Status code was: ", from: from, to: to) {
            event.kind = .httpResponse
            event.status = line.number(at: at + 17)?.value
            event.throttledByCache = false
        } else if line.find("Error: ", from: from, to: to) != nil, line.find("Suberror", from: from, to: to) != nil {
            event.decode = true
        } else if line.find("Access token is expired", from: from, to: to) != nil || line.find("Renewing access token", from: from, to: to) != nil {
            event.kind = .cacheMiss
        } else if line.find("Broker operation", from: from, to: to) != nil || line.find("from broker", from: from, to: to) != nil
                    || line.find("bind failure", from: from, to: to) != nil || line.find("BrokerMsalController", from: from, to: to) != nil {
            event.kind = .broker
        } else if line.find("Executing network request", from: from, to: to) != nil || line.find("Sending request", from: from, to: to) != nil {
            event.kind = .httpRequest
            event.throttledByCache = false
        } else if line.find("from cache", from: from, to: to) != nil || line.find("cached", from: from, to: to) != nil {
            event.kind = .cacheLookup
        }
    }
}
