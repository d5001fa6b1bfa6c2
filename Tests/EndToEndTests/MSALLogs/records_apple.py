"""MSAL for iOS/macOS fixtures: MSIDLogger's 'TID=… MSAL <ver> <OS> <OS ver> [<ts> - <UUID>]' layout."""
from fixture_kit import Fixture, guid


def ios(tid, stamp, cid, message, version="1.6.1", os="iOS 18.2", component=None):
    slot = "%s - %s" % (stamp, cid) if cid else stamp
    comp = " [%s]" % component if component else ""
    return "TID=%s MSAL %s %s [%s]%s %s" % (tid, version, os, slot, comp, message)


def silent_start(tid, stamp, cid, scopes="User.Read", **kw):
    return ios(tid, stamp, cid, "-[MSALPublicClientApplication acquireTokenSilentWithParameters:%s\n"
               "                                         account:Masked(not-null)\n"
               "                                       authority:(null)\n"
               "                                    forceRefresh:NO\n"
               "                                   correlationId:%s\n"
               "                                  claimsRequest:(null)]" % (scopes, cid), **kw)


def fixtures():
    out = []
    U = lambda n: guid(n, upper=True)
    L = lambda n: guid(n)

    f = Fixture("apple", "01-silent-cache-hit-multiline-parameters",
                "A silent call answered from the cache: the parameter block spans lines; keychain lines carry no id.")
    a = 0x301
    f.add("a", silent_start(4471102, "2025-03-14 08:20:03", U(a)))
    f.add("a", ios(4471102, "2025-03-14 08:20:03", None, "Querying keychain for access tokens (cache lookup)."))
    f.add("a", ios(4471102, "2025-03-14 08:20:03", U(a), "Found valid access token."))
    f.add("a", ios(4471102, "2025-03-14 08:20:03", U(a), "acquireTokenSilent returning with at: 5c1d…9a2e scopes:{(\n    \"user.read\"\n)} expiration:2025-03-14 09:20:02 +0000"))
    f.flow("a", correlationId=L(a), api="silent", outcome="success", error=None, grouping="correlation_id",
           libraryVersion="1.6.1", platform="apple")
    out.append(f)

    f = Fixture("apple", "02-silent-refresh-refused-app-prints-nserror",
                "Expired access token, the refresh token is refused (400, AADSTS50076); MSAL returns -50002 and the "
                "app prints the NSError with its userInfo.")
    b = 0x302
    f.add("b", silent_start(4471102, "2025-03-14 08:22:10", U(b), "Mail.Read"))
    f.add("b", ios(4471102, "2025-03-14 08:22:10", U(b), "Access token has expired, removing it..."))
    f.add("b", ios(4471102, "2025-03-14 08:22:10", U(b), "Found Refresh token, using it..."))
    f.add("b", ios(4471102, "2025-03-14 08:22:11", U(b), "Received network response: (not-null), error (null)"))
    f.add("b", ios(4471102, "2025-03-14 08:22:11", U(b), "Http error raised. Http Code: 400 Description Masked(not-null)"))
    f.add("b", ios(4471102, "2025-03-14 08:22:11", U(b), "Processing an AAD error with error code 400, error invalid_grant, suberror basic_action"))
    f.add("b", ios(4471102, "2025-03-14 08:22:11", U(b), "acquireTokenSilent returning with error: (MSALErrorDomain, -50002) Masked(not-null)"))
    f.add("b", "[Contoso] silent sign-in failed: Error Domain=MSALErrorDomain Code=-50002 \"(null)\" UserInfo={MSALErrorDescriptionKey=AADSTS50076: "
               "The sign-in needs multi-factor authentication because of a policy. Trace ID: 3a4b5c6d-0000-4000-8000-0000000b0302 "
               "Correlation ID: %s Timestamp: 2025-03-14 08:22:11Z, MSALOAuthErrorKey=invalid_grant, MSALOAuthSubErrorKey=basic_action, "
               "MSALHTTPResponseCodeKey=400}" % L(b))
    f.flow("b", correlationId=L(b), api="silent", outcome="error", grouping="correlation_id",
           error={"code": -50002, "oauthError": "invalid_grant", "aadsts": [50076], "action": "interactive_auth"})
    out.append(f)

    f = Fixture("apple", "03-interleaved-threads-interactive-cancel",
                "A silent call on one thread and an interactive call on the main thread, interleaved; id-less "
                "lines belong by TID; the user cancels (-50005).")
    c, d = 0x303, 0x304
    f.add("c", silent_start(4471130, "2025-03-14 08:30:00", U(c)))
    f.add("d", ios("259 (main thread)", "2025-03-14 08:30:00", U(d), "-[MSALPublicClientApplication acquireTokenWithParameters:User.Read]"))
    f.add("c", ios(4471130, "2025-03-14 08:30:00", None, "Querying keychain for access tokens (cache lookup)."))
    f.add("d", ios("259 (main thread)", "2025-03-14 08:30:00", None, "Presenting the web view controller."))
    f.add("c", ios(4471130, "2025-03-14 08:30:00", U(c), "Found valid access token."))
    f.add("c", ios(4471130, "2025-03-14 08:30:00", U(c), "acquireTokenSilent returning with at: 7e0f…11c3 scopes:{(\n    \"user.read\"\n)} expiration:2025-03-14 09:29:59 +0000"))
    f.add("d", ios("259 (main thread)", "2025-03-14 08:30:09", None, "Web view controller dismissed by the user."))
    f.add("d", ios("259 (main thread)", "2025-03-14 08:30:09", U(d), "acquireToken returning with error: (MSALErrorDomain, -50005) Masked(not-null)"))
    f.flow("c", correlationId=L(c), api="silent", outcome="success", error=None, grouping="correlation_id")
    f.flow("d", correlationId=L(d), api="interactive", outcome="error", grouping="correlation_id",
           error={"code": -50005, "action": "user_canceled_optional_retry"})
    out.append(f)

    f = Fixture("apple", "04-nslog-xcode-console",
                "The NSLog form under Xcode's console prefix: the configured level word after the slot, the component "
                "[MSAL], file:line: function.")
    e = 0x305
    pre = "2025-03-14 09:40:12.%06d+0100 ContosoNotes[812:44711] "

    def ns(us, stamp, cid, message):
        return pre % us + "TID=44711 MSAL 1.6.1 iOS 18.2 [%s - %s] [MSAL] VERBOSE: MSALPublicClientApplication.m:1160: %s" % (stamp, cid, message)
    f.add("e", ns(101200, "2025-03-14 08:40:12", U(e), "-[MSALPublicClientApplication acquireTokenSilentWithParameters:Notes.Read]"))
    f.add("e", ns(101900, "2025-03-14 08:40:12", U(e), "Found valid access token."))
    f.add("e", ns(102400, "2025-03-14 08:40:12", U(e), "acquireTokenSilent returning with at: 3d2c…8b1a scopes:{(notes.read)} expiration:2025-03-14 09:40:11 +0000"))
    f.flow("e", correlationId=L(e), api="silent", outcome="success", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("apple", "05-version-0.1-tid-with-spaces",
                "MSAL 0.1.x: 'TID = <n>' with spaces and the old '(not-nil)' masks; an interactive call that succeeds.")
    g = 0x306

    def v01(stamp, cid, message):
        return "TID = 11287 MSAL 0.1.3 iOS Sim 11.2 [%s - %s] %s" % (stamp, cid, message)
    f.add("g", v01("2018-02-06 17:04:51", U(g), "-[MSALPublicClientApplication acquireTokenForScopes:User.Read]"))
    f.add("g", v01("2018-02-06 17:04:51", U(g), "Authority validation for (not-nil)"))
    f.add("g", v01("2018-02-06 17:05:02", U(g), "acquireToken returning with at: (not-nil) scopes:{(user.read)} expiration:2018-02-06 18:05:01 +0000"))
    f.flow("g", correlationId=L(g), api="interactive", outcome="success", error=None, grouping="correlation_id", libraryVersion="0.1.3")
    out.append(f)

    f = Fixture("apple", "06-broker-extension-interaction-required",
                "A silent call handed to the SSO extension; the broker answers -50002.")
    h = 0x307
    f.add("h", silent_start(5120001, "2025-03-14 10:00:00", U(h), "Files.Read"))
    f.add("h", ios(5120001, "2025-03-14 10:00:00", U(h), "Beginning silent broker extension flow."))
    f.add("h", ios(5120001, "2025-03-14 10:00:01", U(h), "Silent broker extension flow finished. Result (null), error: -50002 error domain: MSALErrorDomain"))
    f.add("h", ios(5120001, "2025-03-14 10:00:01", U(h), "acquireTokenSilent returning with error: (MSALErrorDomain, -50002) Masked(not-null)"))
    f.flow("h", correlationId=L(h), outcome="error", grouping="correlation_id",
           error={"code": -50002, "action": "interactive_auth"})
    out.append(f)

    f = Fixture("apple", "07-macos-sso-extension-file",
                "The macOS SSO extension's own file: 'local time | level | ADB/WPJ | ' before the MSAL layout; a "
                "400 on the token request.")
    i = 0x308
    pre = "2025-03-14 02:20:%02d:%03d | %s | ADB v3.9.2/WPJ v3.9.0 | "
    f.add("i", pre % (5, 101, "I") + ios(77120, "2025-03-14 09:20:05", U(i), "Beginning interactive broker extension flow.", "1.7.3", "Mac 15.3.1"))
    f.add("i", pre % (5, 412, "I") + ios(77120, "2025-03-14 09:20:05", U(i), "Http error raised. Http Code: 400 Description Masked(not-null)", "1.7.3", "Mac 15.3.1"))
    f.add("i", pre % (5, 420, "E") + ios(77120, "2025-03-14 09:20:05", U(i), "Processing an AAD error with error code 400, error invalid_request, suberror (null)", "1.7.3", "Mac 15.3.1"))
    f.add("i", pre % (5, 431, "I") + ios(77120, "2025-03-14 09:20:05", U(i), "Interactive broker extension flow finished. Result (null), error: -50000 error domain: MSALErrorDomain", "1.7.3", "Mac 15.3.1"))
    f.flow("i", correlationId=L(i), outcome="error", grouping="correlation_id", libraryVersion="1.7.3")
    out.append(f)

    f = Fixture("apple", "08-reverse-order-export",
                "A Console.app export newest-first: a cache hit, then a refused refresh ending in -50002.", reverse=True)
    j, k = 0x309, 0x30a
    f.add("j", silent_start(4471102, "2025-03-14 11:00:00", U(j)))
    f.add("j", ios(4471102, "2025-03-14 11:00:00", U(j), "Found valid access token."))
    f.add("j", ios(4471102, "2025-03-14 11:00:00", U(j), "acquireTokenSilent returning with at: 0a9b…44de scopes:{(user.read)} expiration:2025-03-14 11:59:59 +0000"))
    f.add("k", silent_start(4471102, "2025-03-14 11:00:20", U(k), "Mail.Read"))
    f.add("k", ios(4471102, "2025-03-14 11:00:20", U(k), "Refresh token wasn't found, user interaction is required."))
    f.add("k", ios(4471102, "2025-03-14 11:00:20", U(k), "acquireTokenSilent returning with error: (MSALErrorDomain, -50002) Masked(not-null)"))
    f.flow("j", correlationId=L(j), api="silent", outcome="success", error=None, grouping="correlation_id")
    f.flow("k", correlationId=L(k), api="silent", outcome="error", grouping="correlation_id",
           error={"code": -50002, "action": "interactive_auth"})
    out.append(f)
    return out
