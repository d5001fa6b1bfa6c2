/// msal4j's logger when the backend's pattern abbreviates it to the class alone, in brackets
/// (logback `[%logger{0}]`, log4j `[%c{1}]`): `INFO [TokenRequestExecutor] [pool-2-thread-1] …`.
/// Only the classes msal4j logs from count, and only in a prefix with a level word before them,
/// so an app's own `[Foo]` is never taken for msal4j's.
enum JavaShortLogger {
    /// The bracketed msal4j class in the line's first 160 bytes: where its `[` and `]` stand.
    static func find(_ line: LineBytes) -> (open: Int, close: Int)? {
        let end = min(line.count, 160)
        var cursor = 0
        while let open = line.find(byte: 0x5B, from: cursor, to: end), let close = line.find(byte: 0x5D, from: open, to: end) {
            if close - open > 8, line[open + 1] >= 0x41, line[open + 1] <= 0x5A,
               classes.contains(String(decoding: line[open + 1..<close], as: UTF8.self)) {
                return HostPrefix.hasLevelWord(line, before: open) ? (open, close) : nil
            }
            cursor = close + 1
        }
        return nil
    }

    /// Where the message starts after the logger: past the bracketed fields the pattern puts
    /// between them (`[thread] [app] [] `) and a ` - ` separator.
    static func messageStart(_ line: LineBytes, after close: Int) -> Int {
        var start = line.skipBlanks(close + 1)
        while start < line.count, line[start] == 0x5B, !line.has("[Correlation ID: ", at: start),
              let end = line.find(byte: 0x5D, from: start) {
            start = line.skipBlanks(end + 1)
        }
        if line.has("- ", at: start) { start += 2 }
        return start
    }

    /// The classes of com.microsoft.aad.msal4j that write log lines.
    private static let classes: Set<String> = [
        "AbstractClientApplicationBase", "ClientApplicationBase", "PublicClientApplication", "ConfidentialClientApplication",
        "ManagedIdentityApplication", "TokenRequestExecutor", "AuthenticationResultSupplier", "AcquireTokenSilentSupplier",
        "AcquireTokenByInteractiveFlowSupplier", "AcquireTokenByDeviceCodeFlowSupplier", "AcquireTokenByAuthorizationGrantSupplier",
        "AcquireTokenByClientCredentialSupplier", "AcquireTokenByOnBehalfOfSupplier", "AcquireTokenByManagedIdentitySupplier",
        "AcquireTokenByIntegratedWindowsAuthSupplier", "AcquireTokenByAppProviderSupplier", "ThrottlingCache", "HttpHelper",
        "TokenCache", "AadInstanceDiscoveryProvider", "OidcDiscoveryProvider", "AuthorizationResponseHandler", "HttpListener",
        "InteractiveRequest", "DeviceCodeFlowRequest", "ManagedIdentityClient", "AbstractManagedIdentitySource",
        "IMDSManagedIdentitySource", "AppServiceManagedIdentitySource", "DefaultHttpClient", "UserDiscoveryRequest",
        "AuthorityHelper", "Authority", "AADAuthority", "B2CAuthority", "ADFSAuthority", "CIAMAuthority", "Broker",
    ]
}
