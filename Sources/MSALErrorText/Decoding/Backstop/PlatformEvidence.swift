import MSALErrorModel

/// Which MSAL wrote a text the backstop reads, from the strongest evidence there is: the
/// namespace written before a class name (`com.microsoft.aad.msal4j.MsalServiceException`),
/// then the namespaces, package names, SKUs and file kinds on the error's own lines
/// (`@azure/msal-browser`, `MSAL.NetCore`, `Traceback`, `.go:`). A value the catalog knows on
/// one platform only needs none of this; a value several MSALs share (`invalid_grant`,
/// `MsalServiceException`) takes its platform from here.
enum PlatformEvidence {
    struct Marker {
        let bytes: [UInt8]
        let platform: Platform
    }

    /// Namespaces a qualified class name starts with.
    static let namespaces: [Marker] = [
        Marker(bytes: Array("com.microsoft.aad.msal4j.".utf8), platform: .java),
        Marker(bytes: Array("com.microsoft.identity.".utf8), platform: .android),
        Marker(bytes: Array("Microsoft.Identity.".utf8), platform: .dotnet),
        Marker(bytes: Array("MSAL.".utf8), platform: .dotnet),
        Marker(bytes: Array("Azure.Identity.".utf8), platform: .dotnet),
        Marker(bytes: Array("msal.".utf8), platform: .python),
        Marker(bytes: Array("azure.identity.".utf8), platform: .python),
        Marker(bytes: Array("azure.core.".utf8), platform: .python),
    ]

    /// Words on an error's lines that name its MSAL, strongest first.
    static let markers: [Marker] = namespaces.filter { $0.bytes != Array("MSAL.".utf8) } + [
        Marker(bytes: Array("msal4j".utf8), platform: .java),
        Marker(bytes: Array("MSAL.NetCore".utf8), platform: .dotnet),
        Marker(bytes: Array("MSAL.Desktop".utf8), platform: .dotnet),
        Marker(bytes: Array("MSAL.CoreCLR".utf8), platform: .dotnet),
        Marker(bytes: Array("MSAL.Xamarin".utf8), platform: .dotnet),
        Marker(bytes: Array("MSAL.NET".utf8), platform: .dotnet),
        // MSAL.NET's own log component, and Azure PowerShell (Az.Accounts runs on MSAL.NET).
        Marker(bytes: Array("[HttpManager]".utf8), platform: .dotnet),
        Marker(bytes: Array("Connect-AzAccount".utf8), platform: .dotnet),
        Marker(bytes: Array("Az.Accounts".utf8), platform: .dotnet),
        Marker(bytes: Array("Get-AzAccessToken".utf8), platform: .dotnet),
        // Azure.Identity for .NET's `AuthenticationFailedException` (`<Credential> authentication
        // failed: <MSAL's message>`; azidentity writes no colon, the Python and JS SDKs other
        // words), and the Microsoft Graph PowerShell module, which signs in through it.
        Marker(bytes: Array("Credential authentication failed: ".utf8), platform: .dotnet),
        // azure-core for Python's class, as IPython and a bare `print` name it (no `azure.core.` before it).
        Marker(bytes: Array("ClientAuthenticationError: Authentication failed: ".utf8), platform: .python),
        Marker(bytes: Array("Connect-MgGraph".utf8), platform: .dotnet),
        Marker(bytes: Array("aka.ms/msal-net".utf8), platform: .dotnet),
        Marker(bytes: Array("@azure/msal-".utf8), platform: .js),
        Marker(bytes: Array("aka.ms/msaljs".utf8), platform: .js),
        Marker(bytes: Array("msal-browser".utf8), platform: .js),
        Marker(bytes: Array("msal-node".utf8), platform: .js),
        Marker(bytes: Array("msal-angular".utf8), platform: .js),
        Marker(bytes: Array("msal-react".utf8), platform: .js),
        Marker(bytes: Array("microsoft-authentication-library-for-go".utf8), platform: .go),
        Marker(bytes: Array("azidentity".utf8), platform: .go),
        // azidentity's own spellings (the other Azure SDKs write `AzureCliCredential`), and its
        // chain's sentence: a Go app relaying the Azure CLI's error is still a Go app.
        Marker(bytes: Array("AzureCLICredential".utf8), platform: .go),
        Marker(bytes: Array("AzureDeveloperCLICredential".utf8), platform: .go),
        Marker(bytes: Array("DefaultAzureCredential: failed to acquire a token".utf8), platform: .go),
        // MSAL Python's broker result (pymsalruntime's status enum) and the Azure CLI's
        // re-authentication hint (the CLI runs on MSAL Python).
        Marker(bytes: Array("Response_Status.Status_".utf8), platform: .python),
        Marker(bytes: Array("To re-authenticate, please run".utf8), platform: .python),
        Marker(bytes: Array("az login --".utf8), platform: .python),
        // mssql-jdbc signs in to Entra ID through msal4j; MSAL Android's log prefix
        // (`[<time> - thread_id: 412, correlation_id: <id> - Android 33]`).
        Marker(bytes: Array("com.microsoft.sqlserver.jdbc".utf8), platform: .java),
        Marker(bytes: Array(" - thread_id: ".utf8), platform: .android),
        // The msal4j web sample's error page, and the Flutter plugin's print of MSAL Android's exception.
        Marker(bytes: Array("AAD returned an error response".utf8), platform: .java),
        Marker(bytes: Array("Exception { errorCode: ".utf8), platform: .android),
        Marker(bytes: Array("MSALErrorDomain".utf8), platform: .apple),
        Marker(bytes: Array("MSIDErrorDomain".utf8), platform: .apple),
        Marker(bytes: Array("Traceback (most recent call last)".utf8), platform: .python),
        Marker(bytes: Array(".py\"".utf8), platform: .python),
        Marker(bytes: Array(".java:".utf8), platform: .java),
        Marker(bytes: Array(".cs:line".utf8), platform: .dotnet),
        Marker(bytes: Array(".dll".utf8), platform: .dotnet),
        Marker(bytes: Array(".go:".utf8), platform: .go),
        Marker(bytes: Array(".swift:".utf8), platform: .apple),
        Marker(bytes: Array(".kt:".utf8), platform: .android),
        Marker(bytes: Array(".ts:".utf8), platform: .js),
        Marker(bytes: Array(".js:".utf8), platform: .js),
    ]

    /// The platform the namespace in front of the class name at `tokenStart` names
    /// (`Microsoft.Identity.Client.` + `MsalServiceException`), if any.
    static func namespace(_ input: TextBytes, before tokenStart: Int) -> Platform? {
        guard input.at(tokenStart - 1) == ASCII.dot else { return nil }
        var start = tokenStart - 1
        let floor = max(0, tokenStart - 160)
        while start > floor, ASCII.isIdentifier(input[start - 1]) || input[start - 1] == ASCII.dot { start -= 1 }
        // `@azure/msal-browser` has no dots before the class; every other namespace does.
        for marker in namespaces where input.find(marker.bytes, from: start, to: tokenStart) != nil {
            return marker.platform
        }
        return nil
    }

    /// The platform of the strongest marker written in `range`, if any.
    static func platform(in input: TextBytes, _ range: Range<Int>) -> Platform? {
        // One pass: a position is looked at only when its first two bytes start some marker
        // (a bit table of byte pairs; one marker's first letter alone, `c` or `.`, starts
        // half the words of a sentence); the strongest marker wins.
        let lower = max(0, range.lowerBound), upper = min(range.upperBound, input.count)
        guard lower < upper else { return nil }
        let table = Self.table
        var best = table.markers.count
        input.bytes.withUnsafeBufferPointer { bytes in
            var position = lower
            while position + 1 < upper && best > 0 {
                let pair = Int(bytes[position]) << 8 | Int(bytes[position + 1])
                if table.pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 {
                    for slot in table.firstByte[Int(bytes[position])] where slot < best {
                        let marker = table.markers[slot].bytes
                        guard position + marker.count <= upper, input.hasPrefix(marker, at: position) else { continue }
                        if table.markers[slot].platform == .python, marker.first == UInt8(ascii: "m"),
                           !pythonModule(input, position..<upper, marker: marker) { continue }
                        best = slot
                    }
                }
                position += 1
            }
        }
        if best < table.markers.count { return table.markers[best].platform }
        // Weakest: a logcat line (`E/AuthHelper: `, `  4321  4377 E Tag: `) is an Android app's.
        let lineStart = input.lineStart(before: lower)
        return LinePrefix.isLogcatLine(input, lineStart: lineStart, lineEnd: min(input.lineEnd(from: lineStart), input.count))
            ? .android : nil
    }

    /// The markers, the markers by first byte (indexes into `markers`), and a bit per byte
    /// pair that starts some marker: read once per call (a static read in the loop costs a
    /// `swift_once` check per byte).
    private struct Table {
        let markers: [Marker]
        let firstByte: [[Int]]
        let pairs: [UInt64]

        init(_ markers: [Marker]) {
            self.markers = markers
            var firstByte = [[Int]](repeating: [], count: 256)
            var pairs = [UInt64](repeating: 0, count: 65536 / 64)
            for (slot, marker) in markers.enumerated() {
                firstByte[Int(marker.bytes[0])].append(slot)
                let pair = Int(marker.bytes[0]) << 8 | Int(marker.bytes[1])
                pairs[pair >> 6] |= 1 << UInt64(pair & 63)
            }
            self.firstByte = firstByte
            self.pairs = pairs
        }
    }

    private static let table = Table(markers)

    /// `msal.` counts for Python only as a module path (`msal.application`), not `msal.js`.
    private static func pythonModule(_ input: TextBytes, _ range: Range<Int>, marker: [UInt8]) -> Bool {
        var from = range.lowerBound
        while let found = input.find(marker, from: from, to: range.upperBound) {
            let next = input.at(found + marker.count)
            let wordStart = found == 0 || !(ASCII.isIdentifier(input[found - 1]) || input[found - 1] == ASCII.minus)
            if wordStart, next >= 0x61, next <= 0x7A, !input.hasPrefix(Array("js".utf8), at: found + marker.count) {
                return true
            }
            from = found + 1
        }
        return false
    }
}
