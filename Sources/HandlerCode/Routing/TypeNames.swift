import MSALErrorModel

/// Which platform an exception type or error class the advice table names belongs to.
///
/// The catalog knows the Apple, .NET, MSAL.js and Python names; MSAL Android and
/// msal4j names come from the Android/Java catalog (`msal-android-java-go-catalog.md`,
/// MSAL Android 5.7.0 and msal4j 1.17.2), and a few system types from their runtimes.
enum TypeNames {
    static func platforms(of name: String) -> Set<HandlerPlatform> {
        var found = Set(Catalog.lookup(name).filter { $0.name == name }.compactMap { handlerPlatform($0.platform) })
        found.formUnion(extra[name] ?? [])
        return found
    }

    private static func handlerPlatform(_ platform: CatalogPlatform) -> HandlerPlatform? {
        switch platform {
        case .apple: .apple
        case .dotnet: .dotnet
        case .js: .js
        case .python: .python
        case .android: .android
        case .java: .java
        case .go, .aadsts, .http: nil
        }
    }

    /// Names the catalog does not list for every platform that has them.
    private static let extra: [String: Set<HandlerPlatform>] = [
        "MsalClientException": [.android, .java, .dotnet],
        "MsalServiceException": [.android, .java, .dotnet],
        "MsalUiRequiredException": [.android, .dotnet],
        "MsalUserCancelException": [.android],
        "MsalArgumentException": [.android],
        "MsalDeclinedScopeException": [.android],
        "MsalIntuneAppProtectionPolicyRequiredException": [.android],
        "MsalUnsupportedBrokerException": [.android],
        "MsalInteractionRequiredException": [.java],
        "MsalThrottlingException": [.java],
        "HttpRequestException": [.dotnet],
        "SocketException": [.dotnet, .java, .android],
        "ConnectionError": [.python],
        "ConnectTimeout": [.python],
        "BrowserInteractionTimeoutError": [.python],
    ]
}
