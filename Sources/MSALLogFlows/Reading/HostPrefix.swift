/// What the app's logger wrote in front of a line: a level word, a `[thread]`.
enum HostPrefix {
    /// A level word (`DEBUG`, `INFO`, `WARN`, `ERROR`, `TRACE`, `CRITICAL`, `FATAL`) in `line[..<end]`.
    static func hasLevelWord(_ line: LineBytes, before end: Int) -> Bool {
        line.find("DEBUG", to: end) != nil || line.find("INFO", to: end) != nil || line.find("WARN", to: end) != nil
            || line.find("ERROR", to: end) != nil || line.find("TRACE", to: end) != nil || line.find("CRITICAL", to: end) != nil
            || line.find("FATAL", to: end) != nil
    }

    /// The first `[…]` in `line[..<end]` that is neither a level nor a time (logback's `[thread]`),
    /// as a key (0: none).
    static func thread(_ line: LineBytes, from start: Int = 0, before end: Int) -> UInt64 {
        var cursor = start
        while let open = line.find(byte: 0x5B, from: cursor, to: end), let close = line.find(byte: 0x5D, from: open, to: end) {
            let word = open + 1..<close
            if !word.isEmpty, !line.isDigit(open + 1), !isLevel(line, word) { return line.hash(word) }
            cursor = close + 1
        }
        return 0
    }

    private static func isLevel(_ line: LineBytes, _ word: Range<Int>) -> Bool {
        for level: StaticString in ["DEBUG", "INFO", "WARN", "ERROR", "TRACE", "INF", "DBG", "WRN", "ERR", "VRB", "FTL"]
        where line.has(level, at: word.lowerBound) && word.count <= 5 { return true }
        return false
    }

    /// True when a line without an MSAL header starts a record of its own (a time, a
    /// bracket, a level word, a logcat tag) rather than continuing the one before.
    static func startsRecord(_ line: LineBytes) -> Bool {
        guard let first = line.first else { return true }
        if first == 0x20 || first == 0x09 { return false }
        if line.isDigit(0) || first == 0x5B { return true }
        // A JSON log entry (zap, pino, slog, Serilog's compact JSON): one whole object per line.
        if first == 0x7B, line.count > 2, line[1] == 0x22, line[line.count - 1] == 0x7D
            || line[line.count - 1] == 0x0D && line[line.count - 2] == 0x7D { return true }
        if line.count > 2, line[1] == 0x2F, "VDIWEAF".utf8.contains(first) { return true }
        for word: StaticString in ["DEBUG", "INFO", "WARN", "ERROR", "CRITICAL", "TRACE", "FATAL", "info:", "dbug:", "warn:",
                                   "fail:", "crit:", "trce:", "Verbose", "Information", "Warning", "Error ", "Error:", "Traceback",
                                   // logfmt (Go's slog and logrus text handlers, zerolog's console): `time=… level=…`
                                   "time=", "ts=", "level=", "lvl="]
        where line.has(word, at: 0) { return true }
        return false
    }

    /// logcat writes its prefix on every physical line (`E/Tag: `, or threadtime's `MM-DD time pid
    /// tid E Tag: `): `<TAB>at …` (or indented, or `Caused by:`) after it continues the exception the
    /// line before began.
    static func continuesStack(_ line: LineBytes) -> Bool {
        let colon: Int?
        if line.count > 4, line[1] == 0x2F {
            colon = line.find(byte: 0x3A, from: 2, to: min(line.count, 64))
        } else if line.count > 20, line[2] == 0x2D, line[5] == 0x20, line[8] == 0x3A, line[11] == 0x3A {
            // Logcat's threadtime layout (`07-21 16:06:05.174  9214  9214 E Tag: …`): the tag ends at the
            // first colon followed by a space (MSAL's own tags hold colons too, `CommandDispatcher:submitSilent:`).
            var cursor = 18
            var found: Int?
            while cursor < min(line.count - 1, 160), let next = line.find(byte: 0x3A, from: cursor, to: min(line.count - 1, 160)) {
                if line[next + 1] == 0x20 {
                    found = next
                    break
                }
                cursor = next + 1
            }
            colon = found
        } else {
            colon = nil
        }
        guard let colon, colon + 2 < line.count, line[colon + 1] == 0x20 else { return false }
        let next = line[colon + 2]
        return next == 0x09 || next == 0x20 || line.has("Caused by:", at: colon + 2)
    }

    /// Microsoft.Extensions.Logging's console header (`info: <Category>[<EventId>]`): the record's
    /// first line, its message indented on the next.
    static func isMELHeader(_ line: LineBytes) -> Bool {
        guard line.count > 6, line[4] == 0x3A, line[5] == 0x20, line[line.count - 1] == 0x5D else { return false }
        return line.has("info", at: 0) || line.has("dbug", at: 0) || line.has("warn", at: 0) || line.has("fail", at: 0)
            || line.has("crit", at: 0) || line.has("trce", at: 0)
    }

    /// Text that may hold an error worth decoding.
    static func mayHoldError(_ line: LineBytes) -> Bool {
        line.find("rror") != nil || line.find("xception") != nil || line.find("AADSTS") != nil || line.find("invalid_") != nil
            || line.find("interaction_required") != nil || line.find("Domain=") != nil
    }

    /// An app line holding a token result (a result dict or object printed by the app).
    static func holdsToken(_ line: LineBytes) -> Bool {
        // A token's lifetime (`expires_in=3599`, `'expires_in': 3599`) is only stated for a token the app got.
        line.find("access_token") != nil || line.find("AccessToken") != nil || line.find("accessToken") != nil
            || line.find("expires_in") != nil
    }
}
