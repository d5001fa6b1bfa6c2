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
        Marker(bytes: Array("aka.ms/msal-net".utf8), platform: .dotnet),
        Marker(bytes: Array("@azure/msal-".utf8), platform: .js),
        Marker(bytes: Array("aka.ms/msaljs".utf8), platform: .js),
        Marker(bytes: Array("msal-browser".utf8), platform: .js),
        Marker(bytes: Array("msal-node".utf8), platform: .js),
        Marker(bytes: Array("msal-angular".utf8), platform: .js),
        Marker(bytes: Array("msal-react".utf8), platform: .js),
        Marker(bytes: Array("microsoft-authentication-library-for-go".utf8), platform: .go),
        Marker(bytes: Array("azidentity".utf8), platform: .go),
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
        // One pass: only bytes that start some marker are compared; the strongest marker wins.
        let lower = max(0, range.lowerBound), upper = min(range.upperBound, input.count)
        guard lower < upper else { return nil }
        var best = markers.count
        input.bytes.withUnsafeBufferPointer { bytes in
            var position = lower
            while position < upper && best > 0 {
                let candidates = firstByte[Int(bytes[position])]
                if !candidates.isEmpty {
                    for slot in candidates where slot < best {
                        let marker = markers[slot].bytes
                        guard position + marker.count <= upper, input.hasPrefix(marker, at: position) else { continue }
                        if markers[slot].platform == .python, marker.first == UInt8(ascii: "m"),
                           !pythonModule(input, position..<upper, marker: marker) { continue }
                        best = slot
                    }
                }
                position += 1
            }
        }
        if best < markers.count { return markers[best].platform }
        // Weakest: a logcat line (`E/AuthHelper: `, `  4321  4377 E Tag: `) is an Android app's.
        let lineStart = input.lineStart(before: lower)
        return LinePrefix.isLogcatLine(input, lineStart: lineStart, lineEnd: min(input.lineEnd(from: lineStart), input.count))
            ? .android : nil
    }

    /// For each byte, the markers that start with it (indexes into `markers`).
    private static let firstByte: [[Int]] = {
        var table = [[Int]](repeating: [], count: 256)
        for (slot, marker) in markers.enumerated() { table[Int(marker.bytes[0])].append(slot) }
        return table
    }()

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
