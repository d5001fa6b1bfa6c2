import MSALErrorModel

/// MSAL.NET: `{True|False|(True)|(False)} MSAL <a.b.c.d> <SKU> <runtime> <OS> [<time>(( - <guid>))] <message>`,
/// every timestamp form (`yyyy-MM-dd HH:mm:ssZ`, `MM/dd/yyyy HH:mm:ss`, the year-less
/// `MM/dd HH:mm:ss.ff`, an empty ` - ` slot, a bare `[<guid>]`), after any host prefix.
enum DotNetLine {
    static func read(_ line: LineBytes, msalAt anchor: Int) -> LineEvent? {
        // The PII flag right before "MSAL ": "True ", "False ", "(True) ", "(False) ".
        guard line.has("True ", endingAt: anchor) || line.has("False ", endingAt: anchor)
              || line.has("True) ", endingAt: anchor) || line.has("False) ", endingAt: anchor) else { return nil }
        let versionStart = anchor + 5
        guard line.isDigit(versionStart) else { return nil }
        let versionEnd = line.wordEnd(versionStart)
        guard let open = line.find(byte: 0x5B, from: versionEnd), let close = line.find(byte: 0x5D, from: open + 1) else { return nil }
        var event = LineEvent(platform: .dotnet, message: line.skipBlanks(close + 1)..<line.count)
        event.version = versionStart..<versionEnd
        let inside = open + 1
        if let (time, _) = LogTimeReading.iso(line, at: inside, utc: true) {
            event.time = time
        } else if let (time, _) = LogTimeReading.monthFirst(line, at: inside) {
            event.time = time
        } else if let (time, _) = LogTimeReading.monthDay(line, at: inside, utc: true) {
            // 4.32–4.39: `MM/dd HH:mm:ss.ff`, no year, the culture's separator (`08-19`).
            event.time = time
        }
        if let dash = line.find(" - ", from: inside, to: close) {
            event.correlation = CorrelationKey.read(line, at: dash + 3)
        } else if close - inside == 36 {
            event.correlation = CorrelationKey.read(line, at: inside)
        }
        if event.time == nil { event.time = LogTimeReading.firstHostTime(line, to: anchor) }
        classify(line, &event)
        return event
    }

    /// The markers of `RequestBase`, `HttpManager`, the cache and throttling.
    static func classify(_ line: LineBytes, _ event: inout LineEvent) {
        let from = event.message.lowerBound, to = event.message.upperBound
        guard from < to else { return }
        // Most markers start the message: its first byte picks the few to compare.
        switch line[from] {
        case 0x4D: // M
            if line.has("MSAL ", at: from), line.find(" with assembly version '", from: from, to: to) != nil {
                event.kind = .callStart
                event.startsCall = true
                return
            }
        case 0x3D: // =
            if line.has("=== Token Acquisition (", at: from) {
                event.kind = .callStart
                event.api = api(line, className: from + 23, to: to)
            } else if line.has("=== Token Acquisition finished successfully", at: from) {
                event.kind = .result
                event.outcome = .success
                event.endsCall = true
            } else if line.find("Parameters", from: from, to: to) != nil {
                event.api = parametersAPI(line, from: from, to: to)
            }
            return
        case 0x5B: // [
            if line.has("[HttpManager]", at: from) {
                if let at = line.find("Received response. Status code: ", from: from, to: to) {
                    event.kind = .httpResponse
                    event.status = status(line, at: at + 32)
                } else {
                    event.kind = .httpRequest
                }
                event.throttledByCache = false
            } else if line.has("[Throttling]", at: from) {
                if line.find("Returning valid entry", from: from, to: to) != nil {
                    event.kind = .throttled
                    event.throttledByCache = true
                }
            } else if line.has("[CacheSilentStrategy]", at: from) {
                event.kind = .cacheLookup
            } else if line.has("[RuntimeBroker]", at: from) || line.has("[Android broker]", at: from) || line.has("[MSAL:", at: from) {
                event.kind = .broker
                if line.has("[MSAL:", at: from) { RuntimeLine.classifyForwarded(line, &event) }
            }
            return
        case 0x45: // E
            if line.has("Exception type: ", at: from) {
                failure(&event)
                return
            }
        case 0x52: // R
            if line.has("Returning access token found in cache", at: from) {
                event.kind = .cacheHit
                return
            }
            let notSuccess: StaticString = "Response status code does not indicate success: "
            if line.has(notSuccess, at: from) {
                event.kind = .httpResponse
                event.status = line.number(at: from + notSuccess.utf8CodeUnitCount)?.value
                event.throttledByCache = false
                return
            }
        case 0x20, 0x41: // "AT expiration time: …, source: <Cache|IdentityProvider|Broker>" (the message's blanks are skipped)
            // The success line: a token, so no replay from the throttling cache (that replays an error).
            if line.has("AT expiration time: ", at: line.skipBlanks(from)), line.find("source: ", from: from, to: to) != nil {
                event.kind = .result
                event.outcome = .success
                event.throttledByCache = false
                return
            }
            if line[from] == 0x20 { return }
        default:
            break
        }
        if line.find("No access tokens found in the cache", from: from, to: to) != nil
            || line.find("Failed to refresh the RT and cannot use existing AT", from: from, to: to) != nil
            || line.find("Access token has expired or about to expire", from: from, to: to) != nil {
            event.kind = .cacheMiss
        } else if line.find("Looking for access token in the cache", from: from, to: to) != nil {
            event.kind = .cacheLookup
        } else if line.find("Exception", from: from, to: to) != nil,
                  line.find("Microsoft.Identity.Client.Msal", from: from, to: to) != nil || line.find(".Msal", from: from, to: to) != nil {
            // With PII logging on, the record starts `<SKU>.<version>.<Type>:` or the type's full name.
            failure(&event)
        }
    }

    private static func failure(_ event: inout LineEvent) {
        event.kind = .error
        event.outcome = .error
        event.endsCall = true
        event.decode = true
    }

    /// A continuation line of a record whose first line said nothing (the success marker
    /// and the request data start on the next line).
    static func classifyContinuation(_ line: LineBytes, _ event: inout LineEvent) {
        guard event.kind == .context else { return }
        var probe = event
        probe.message = line.skipBlanks(0)..<line.count
        classify(line, &probe)
        guard probe.kind != .context || probe.api != .unknown else { return }
        event.kind = probe.kind
        if probe.api != .unknown { event.api = probe.api }
        event.outcome = probe.outcome ?? event.outcome
        event.endsCall = event.endsCall || probe.endsCall
        event.decode = event.decode || probe.decode
        event.status = probe.status ?? event.status
        event.throttledByCache = probe.throttledByCache ?? event.throttledByCache
    }

    private static func api(_ line: LineBytes, className at: Int, to: Int) -> FlowAPI {
        let table = Self.requestClasses
        let end = line.find(byte: 0x29, from: at, to: to) ?? to
        for (name, api) in table where line.find(name, from: at, to: end) != nil { return api }
        return .unknown
    }

    private static func parametersAPI(_ line: LineBytes, from: Int, to: Int) -> FlowAPI {
        let table = Self.parameterNames
        for (name, api) in table where line.find(name, from: from, to: to) != nil { return api }
        return .unknown
    }

    /// `HttpStatusCode`'s name (`OK`, `BadRequest`…) or a number.
    private static func status(_ line: LineBytes, at index: Int) -> Int? {
        if let number = line.number(at: index) { return number.value }
        let names = Self.statusNames
        for (name, status) in names where line.has(name, at: index) {
            let after = index + name.utf8CodeUnitCount
            if after >= line.count || line[after] == 0x2E || line[after] == 0x20 { return status }
        }
        return nil
    }
    private static let requestClasses: [(StaticString, FlowAPI)] = [
            ("Silent", .silent), ("Interactive", .interactive), ("DeviceCode", .deviceCode),
            ("ClientCredential", .clientCredentials), ("OnBehalfOf", .onBehalfOf), ("UsernamePassword", .usernamePassword),
            ("IntegratedWindowsAuth", .integratedWindowsAuth), ("Iwa", .integratedWindowsAuth),
            ("ByRefreshToken", .refreshToken), ("Broker", .broker),
        ]

    private static let parameterNames: [(StaticString, FlowAPI)] = [
            ("AcquireTokenSilent", .silent), ("Interactive", .interactive), ("DeviceCode", .deviceCode),
            ("OnBehalfOf", .onBehalfOf), ("UsernamePassword", .usernamePassword), ("IntegratedWindowsAuth", .integratedWindowsAuth),
            ("ClientCredential", .clientCredentials), ("ByRefreshToken", .refreshToken),
        ]

    private static let statusNames: [(StaticString, Int)] = [
            ("OK", 200), ("BadRequest", 400), ("Unauthorized", 401), ("Forbidden", 403), ("NotFound", 404),
            ("RequestTimeout", 408), ("TooManyRequests", 429), ("InternalServerError", 500), ("BadGateway", 502),
            ("ServiceUnavailable", 503), ("GatewayTimeout", 504),
        ]

}
