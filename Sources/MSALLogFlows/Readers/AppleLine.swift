import MSALErrorModel

/// MSAL for iOS/macOS: `TID=<n>(( <thread name>)) MSAL <ver> <OS> <OS ver> [<yyyy-MM-dd HH:mm:ss>(( - <UUID>))](( [<component>]))(( <LEVEL>:)) <message>`
/// (0.1.x: `TID = <n>`), after any prefix (`[MSAL] `, NSLog's, the SSO extension's).
enum AppleLine {
    static func read(_ line: LineBytes, tidAt anchor: Int) -> LineEvent? {
        var cursor = anchor + 3
        if line.has(" = ", at: cursor) { cursor += 3 } else if line.has("=", at: cursor) { cursor += 1 } else { return nil }
        guard let tid = line.number(at: cursor) else { return nil }
        guard let msal = line.find(" MSAL ", from: tid.end) else { return nil }
        let versionStart = msal + 6
        let versionEnd = line.wordEnd(versionStart)
        guard let open = line.find(" [", from: versionEnd), let (time, timeEnd) = LogTimeReading.iso(line, at: open + 2, utc: true) else { return nil }
        guard let close = line.find(byte: 0x5D, from: timeEnd) else { return nil }
        var event = LineEvent(platform: .apple, message: 0..<0)
        event.time = time
        event.thread = UInt64(tid.value) &+ 0x1000_0000
        event.version = versionStart..<versionEnd
        if line.has(" - ", at: timeEnd) { event.correlation = CorrelationKey.read(line, at: timeEnd + 3) }
        var start = line.skipBlanks(close + 1)
        // `[<component>]` and NSLog's configured level word are not the message.
        if start < line.count, line[start] == 0x5B, let end = line.find(byte: 0x5D, from: start), line.find(byte: 0x20, from: start, to: end) == nil {
            start = line.skipBlanks(end + 1)
        }
        // NSLog's level word: upper-case letters and a colon.
        if start < line.count, line[start] &- 0x41 < 26 {
            var end = start
            while end < line.count, line[end] &- 0x41 < 26 { end += 1 }
            if end < line.count, line[end] == 0x3A, end - start <= 7 { start = line.skipBlanks(end + 1) }
        }
        event.message = start..<line.count
        classify(line, &event)
        return event
    }

    static func classify(_ line: LineBytes, _ event: inout LineEvent) {
        let from = event.message.lowerBound, to = event.message.upperBound
        if line.find("-[MSALPublicClientApplication acquireToken", from: from, to: to) != nil {
            event.kind = .callStart
            event.startsCall = true
            event.api = line.find("acquireTokenSilent", from: from, to: to) != nil ? .silent : .interactive
        } else if line.find(" returning with error:", from: from, to: to) != nil {
            event.kind = .error
            event.outcome = .error
            event.endsCall = true
            event.decode = true
        } else if line.find(" returning with at:", from: from, to: to) != nil {
            event.kind = .result
            event.outcome = .success
            event.endsCall = true
        } else if line.find("Found valid access token", from: from, to: to) != nil {
            event.kind = .cacheHit
        } else if line.find("Access token has expired", from: from, to: to) != nil
                    || line.find("Refresh token wasn't found", from: from, to: to) != nil {
            event.kind = .cacheMiss
        } else if line.find("Found Refresh token", from: from, to: to) != nil || line.find("Looking for", from: from, to: to) != nil {
            event.kind = .cacheLookup
        } else if let at = line.find("Http error raised. Http Code: ", from: from, to: to) {
            event.kind = .httpResponse
            event.status = line.number(at: at + 30)?.value
            event.throttledByCache = false
        } else if line.find("Received network response", from: from, to: to) != nil {
            event.kind = .httpResponse
            event.throttledByCache = false
        } else if line.find("Sending network request", from: from, to: to) != nil || line.find("Sending request", from: from, to: to) != nil {
            event.kind = .httpRequest
            event.throttledByCache = false
        } else if line.find("roker", from: from, to: to) != nil {
            event.kind = .broker
            // `… broker extension flow finished. Result (null), error: <code> error domain: <d>`: the broker's answer.
            if let at = line.find("flow finished. Result", from: from, to: to) {
                if let error = line.find(", error: ", from: at, to: to), !line.has("(null)", at: error + 9), !line.has("0 ", at: error + 9) {
                    event.outcome = .error
                } else if line.has(" (null)", at: at + 21) == false {
                    event.outcome = .success
                }
            }
        }
    }
}
