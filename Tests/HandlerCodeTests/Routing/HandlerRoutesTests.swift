import MSALErrorModel
import Testing
@testable import HandlerCode

/// The handlers' look-up tables say what `codes` says: the same catalog entry, the same
/// advice engine, so the handler, `codes` and `explain` cannot disagree.
@Suite("Handler tables agree with codes")
struct HandlerRoutesTests {
    @Test("every AADSTS code of the catalog routes to the action and message codes gives it, on every platform",
          arguments: HandlerPlatform.allCases)
    func aadstsAgreesWithCodes(_ platform: HandlerPlatform) {
        let routes = HandlerRoutes(platform)
        for entry in Catalog.entries where entry.kind == .aadsts {
            guard let code = entry.value.number else { continue }
            var diagnosis = Catalog.diagnosis(for: entry)
            diagnosis.platform = platform.platform
            let advice = AdviceEngine.advise(diagnosis)
            guard advice.rule != "unknown" else { continue }
            #expect(routes.aadsts[code]?.action == advice.action, "AADSTS\(code) on \(platform)")
            #expect(routes.aadsts[code]?.message == advice.userMessage, "AADSTS\(code) on \(platform)")
        }
    }

    @Test("every msal-python error code of the catalog routes as codes explains it")
    func pythonCodesAgree() {
        let routes = HandlerRoutes(.python)
        for entry in Catalog.entries where entry.platform == .python && entry.kind == .errorCode {
            guard let code = entry.value.text, let route = routes.codes[code] else { continue }
            let advice = AdviceEngine.advise(Catalog.diagnosis(for: entry))
            #expect(route.action == advice.action && route.rule == advice.rule, "\(code)")
        }
    }

    @Test("a handler maps only codes its platform's errors can carry: its own constants and the service's OAuth errors")
    func codesOfThePlatformOnly() {
        let dotnet = HandlerRoutes(.dotnet).codes
        // MSAL.js, MSAL Android and Go constants never reach a .NET app.
        for foreign in ["popup_window_error", "block_iframe_reload", "android context is null.", "%s", "%s: %s"] {
            #expect(dotnet[foreign] == nil, "\(foreign) in the .NET handler")
        }
        // MSAL.NET's own (it runs on Linux and iOS too), and the token endpoint's.
        for own in ["linux_xdg_open_failed", "invalid_grant", "interaction_required", "temporarily_unavailable"] {
            #expect(dotnet[own] != nil, "\(own) missing from the .NET handler")
        }
        let js = HandlerRoutes(.js).codes
        #expect(js["popup_window_error"] != nil && js["linux_xdg_open_failed"] == nil && js["%s"] == nil)
        let java = HandlerRoutes(.java).codes
        #expect(java["invalid_grant"] != nil && java["android context is null."] == nil && java["popup_window_error"] == nil)
    }

    @Test("HTTP 429 and 5xx, and a claims challenge, route as the engine says")
    func fixedRoutes() {
        for platform in HandlerPlatform.allCases {
            let routes = HandlerRoutes(platform)
            #expect(routes.throttled.action == .retryAfterDelay)
            #expect(routes.serverFailure.action == .retryOnce5xx)
            #expect(routes.claims.rule == "claims.challenge")
            #expect(routes.unknown.action == .unknown)
        }
    }
}
