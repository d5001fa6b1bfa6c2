import MSALErrorModel

/// MSAL.js / msal-common: `[<Www, dd Mon yyyy HH:mm:ss> GMT] : [<id>] : <package>@<version> : <Level> - <message>`,
/// with the id slot empty (`[]`), absent (2.x) or blank (` :  : `), after any console prefix.
enum JSLine {
    static func read(_ line: LineBytes, gmtAt anchor: Int) -> LineEvent? {
        // `[Www, dd Mon yyyy HH:mm:ss GMT] : `: the `[` is 27 bytes before "GMT]".
        let open = anchor - 27
        guard open >= 0, line[open] == 0x5B else { return nil }
        var cursor = anchor + 7
        var correlation: CorrelationKey?
        if cursor < line.count, line[cursor] == 0x5B {
            guard let close = line.find("] : ", from: cursor) else { return nil }
            // VS Code puts `<clientId>] [<authority>` here: not a correlation id.
            if close - cursor - 1 == 36 { correlation = CorrelationKey.read(line, at: cursor + 1) }
            cursor = close + 4
            // msal-node-extensions: `[<id>] [<authority>] : ` — the authority is a second slot.
        } else if line.has(": ", at: cursor) {
            cursor += 2
        }
        // `<package>@<version> : <Level> - `
        guard let levelSeparator = line.find(" : ", from: cursor), let at = line.find(byte: 0x40, from: cursor + 1, to: levelSeparator) else { return nil }
        guard let dash = line.find(" - ", from: levelSeparator + 3) else { return nil }
        var event = LineEvent(platform: .js, message: dash + 3..<line.count)
        event.version = at + 1..<levelSeparator
        event.time = LogTimeReading.httpDate(line, at: open + 1)
        event.correlation = correlation
        let isError = line.has("Error", at: levelSeparator + 3)
        classify(line, &event, isError: isError)
        return event
    }

    static func classify(_ line: LineBytes, _ event: inout LineEvent, isError: Bool) {
        let from = event.message.lowerBound, to = event.message.upperBound
        if let called = line.find(" called", from: from, to: to), called + 7 >= to || line[called + 7] == 0x2E || line[called + 7] == 0x20 {
            let api = self.api(line, from: from, to: called)
            if api != nil, !line.has("NativeInteractionClient", at: from), line.find("previously", from: from, to: to) == nil {
                event.kind = .callStart
                event.api = api ?? .unknown
                event.startsCall = true
                return
            }
        }
        if let at = line.find("msal:", from: from, to: to) {
            let nameEnd = line.wordEnd(at)
            if line.find("Success", from: at, to: nameEnd) != nil {
                event.kind = .result
                event.outcome = .success
                event.endsCall = true
            } else if line.find("Failure", from: at, to: nameEnd) != nil {
                event.kind = .error
                event.outcome = .error
                event.endsCall = true
            } else if line.find("handleRedirectEnd", from: at, to: nameEnd) != nil {
                event.endsCall = true
            } else if line.find("handleRedirectStart", from: at, to: nameEnd) != nil {
                // Emitted on every page load, a redirect's answer to handle or not: context. A redirect
                // that returns starts its flow with its own id (`handleRedirectPromise called`).
                return
            } else if line.find("Start", from: at, to: nameEnd) != nil {
                event.kind = .callStart
                if event.api == .unknown { event.api = self.api(line, from: at + 5, to: nameEnd) ?? .unknown }
            }
            return
        }
        if line.find("getThrottlingCache: cache hit", from: from, to: to) != nil || line.find("ThrottlingUtils", from: from, to: to) != nil {
            event.kind = .throttled
            event.throttledByCache = true
        } else if let at = line.find("cache outcome: ", from: from, to: to) {
            event.kind = .cacheMiss
            _ = at
        } else if line.find("NativeInteractionClient", from: from, to: to) != nil || line.find("[MSAL:", from: from, to: to) != nil
                    || line.find("NativeMessageHandler", from: from, to: to) != nil {
            event.kind = .broker
            if line.find("[MSAL:", from: from, to: to) != nil { RuntimeLine.classifyForwarded(line, &event) }
        } else if line.find("executePostToTokenEndpoint", from: from, to: to) != nil || line.find("sendPostRequest", from: from, to: to) != nil
                    || line.find("POST request", from: from, to: to) != nil {
            event.kind = .httpRequest
            event.throttledByCache = false
        } else if line.find("addTokenKey - accessToken added", from: from, to: to) != nil {
            event.kind = .httpResponse
            event.status = 200
            event.throttledByCache = false
        } else if line.find("CacheManager", from: from, to: to) != nil || line.find("getAccessToken", from: from, to: to) != nil {
            event.kind = .cacheLookup
        } else if isError {
            event.kind = .error
            event.outcome = .error
            event.decode = true
        }
    }

    /// The public API a message starts with.
    private static func api(_ line: LineBytes, from: Int, to: Int) -> FlowAPI? {
        let table = Self.apiNames
        for (name, api) in table where line.find(name, from: from, to: to) != nil { return api }
        return nil
    }
    private static let apiNames: [(StaticString, FlowAPI)] = [
            ("acquireTokenSilent", .silent), ("ssoSilent", .silent), ("acquireTokenByDeviceCode", .deviceCode),
            ("acquireTokenByClientCredential", .clientCredentials), ("acquireTokenOnBehalfOf", .onBehalfOf),
            ("acquireTokenByUsernamePassword", .usernamePassword), ("acquireTokenByRefreshToken", .refreshToken),
            ("acquireTokenByCode", .interactive), ("acquireTokenPopup", .interactive), ("acquireTokenRedirect", .interactive),
            ("acquireTokenInteractive", .interactive), ("loginPopup", .interactive), ("loginRedirect", .interactive),
            ("handleRedirectPromise", .interactive), ("acquireToken", .unknown), ("login", .interactive),
        ]

}
