/// The domains, exception types and error classes the advice engine knows by name,
/// each with a small id: the ones the rules name, the ones that tell the platform,
/// and the other spellings of Apple's domains (`SFAuthenticationErrorDomain` is
/// `com.apple.SafariServices.Authentication`; MSAL files `MSIDKeychainErrorDomain`
/// failures under `NSOSStatusErrorDomain`). Built once, with the rule index; a class,
/// so that reading it copies nothing.
final class DomainNames: Sendable {
    let table: WordTable
    /// Per id: the name as the rules spell it.
    let names: [String]
    /// Per id: the platform the name implies when a diagnosis names none.
    let impliedPlatform: [Platform?]
    /// Per id: a common-core (`MSID…`) domain whose codes the engine reads as MSAL's.
    let isMSID: [Bool]
    let msalErrorDomain: Int

    /// - Parameter ruleNames: every name the rules test (types, classes, system domains).
    init(ruleNames: [String]) {
        var names: [String] = []
        var ids: [String: Int] = [:]
        func intern(_ name: String) -> Int {
            if let id = ids[name] { return id }
            ids[name] = names.count
            names.append(name)
            return names.count - 1
        }
        msalErrorDomain = intern(AppleCodes.domain)
        for name in ruleNames + DomainNames.platformClasses + DomainNames.jvmOnlyClasses.keys.sorted() { _ = intern(name) }
        // Aliases first: a name is read in its canonical spelling before any rule sees it.
        let aliases = DomainNames.aliases.map { (word: $0.0, id: intern($0.1)) }
        self.table = WordTable(aliases + names.enumerated().map { (word: $0.element, id: $0.offset) }, foldsCase: false)
        self.names = names
        self.impliedPlatform = names.map(DomainNames.impliedPlatform(domain:))
        self.isMSID = names.map(DomainNames.isMSIDDomain)
    }

    /// Other spellings of a domain → the one the rules use.
    static let aliases: [(String, String)] = [
        ("ASWebAuthenticationSessionErrorDomain", AppleCodes.webAuthSessionDomain),
        ("SFAuthenticationErrorDomain", AppleCodes.safariAuthDomain),
        (AppleCodes.msidKeychainDomain, AppleCodes.osStatusDomain),
    ]

    /// MSAL.js error classes whose names end in neither `AuthError` nor `ConfigurationError`.
    static let platformClasses = [
        "ServerError", "CacheError", "JoseHeaderError", "NetworkError", "ManagedIdentityError",
    ]

    /// Exception classes only MSAL Android (with its common library) or msal4j has, so a
    /// bare name tells the platform; the names .NET shares (`MsalUiRequiredException`,
    /// `MsalClientException`, …) are read as .NET's, as before.
    static let jvmOnlyClasses: [String: Platform] = [
        "MsalUserCancelException": .android, "MsalDeclinedScopeException": .android,
        "MsalIntuneAppProtectionPolicyRequiredException": .android, "MsalUnsupportedBrokerException": .android,
        "MsalArgumentException": .android, "UiRequiredException": .android, "UserCancelException": .android,
        "BrokerRequiredException": .android, "UnsupportedBrokerException": .android,
        "BrokerCommunicationException": .android, "DeviceRegistrationRequiredException": .android,
        "StrongDeviceRegistrationRequiredException": .android, "InsufficientDeviceRegistrationException": .android,
        "IrrecoverableDcfException": .android,
        "MsalInteractionRequiredException": .java, "MsalThrottlingException": .java, "MsalAzureSDKException": .java,
        "CacheFileLockAcquisitionException": .java, "CacheFileAccessException": .java,
        "KeyRingAccessException": .java, "KeyChainAccessException": .java,
    ]

    /// The library a namespaced type name comes from.
    static let namespacePrefixes: [(StaticString, Platform)] = [
        ("Microsoft.Identity.Client.", .dotnet), ("com.microsoft.aad.msal4j.", .java),
        ("com.microsoft.identity.", .android), ("msal.", .python),
    ]

    /// The platform a bare name implies, by the naming conventions of each library.
    static func impliedPlatform(domain: String) -> Platform? {
        if domain.isEmpty { return nil }
        if domain == AppleCodes.domain || domain.hasPrefix("NS") || domain.hasPrefix("com.apple.") { return .apple }
        if let platform = jvmOnlyClasses[domain] { return platform }
        if domain.hasSuffix("Exception") { return .dotnet }
        if domain.hasSuffix("AuthError") || domain.hasSuffix("ConfigurationError") || platformClasses.contains(domain) {
            return .js
        }
        if domain.hasPrefix("Msal") && domain.hasSuffix("Error") { return .python }
        return nil
    }

    /// `impliedPlatform(domain:)` on the bytes of a name that is not in the table.
    static func impliedPlatform(unknown bare: UnsafeBufferPointer<UInt8>) -> Platform? {
        if bare.isEmpty { return nil }
        if TextReading.hasPrefix(bare, "NS") || TextReading.hasPrefix(bare, "com.apple.") { return .apple }
        if TextReading.hasSuffix(bare, "Exception") { return .dotnet }
        if TextReading.hasSuffix(bare, "AuthError") || TextReading.hasSuffix(bare, "ConfigurationError") { return .js }
        if TextReading.hasPrefix(bare, "Msal") && TextReading.hasSuffix(bare, "Error") { return .python }
        return nil
    }

    /// `MSIDErrorDomain`, `MSIDOAuthErrorDomain`, `MSIDHttpErrorCodeDomain`; not the
    /// keychain domain, whose codes are OSStatus values.
    static func isMSIDDomain(_ domain: String) -> Bool {
        domain.hasPrefix("MSID") && domain != AppleCodes.msidKeychainDomain
    }
}
