/// The Apple raw values the advice rules name, exactly as MSAL for iOS/macOS
/// defines them (`MSALError.h`, current numbering since 0.4.0).
enum AppleCodes {
    static let domain = "MSALErrorDomain"
    static let `internal` = -50000
    static let workplaceJoinRequired = -50001
    static let interactionRequired = -50002
    static let serverDeclinedScopes = -50003
    static let serverProtectionPoliciesRequired = -50004
    static let userCanceled = -50005
    static let serverError = -50006
    static let insufficientDeviceStrength = -50007
    static let mdmEnrollmentCompletedNeedsRetry = -50008
    static let serverInvalidRequestResetPasswordRequired = -50142

    // MSALInternalError (the value of MSALInternalErrorCodeKey).
    static let invalidParameter = -42000
    static let redirectSchemeNotRegistered = -42001
    static let invalidRequest = -42002
    static let invalidClient = -42003
    static let invalidScope = -42005
    static let unauthorizedClient = -42006
    static let unhandledResponse = -42007
    static let failedAuthorityValidation = -42010
    static let invalidRedirectURI = -42011
    static let interactiveSessionAlreadyRunning = -42402
    static let noViewController = -42403
    static let attemptToOpenURLFromExtension = -42404
    static let uiNotSupportedInExtension = -42405
    static let brokerResponseNotReceived = -42700
    static let brokerMismatchedResumeState = -42703
    static let brokerNotAvailable = -42714
    static let invalidASWebAuthenticationURL = -42745

    // System domains MSAL passes through unchanged.
    static let urlDomain = "NSURLErrorDomain"
    static let osStatusDomain = "NSOSStatusErrorDomain"
    /// `ASWebAuthenticationSessionErrorDomain`; code 1 is `canceledLogin`.
    static let webAuthSessionDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"
    /// `SFAuthenticationErrorDomain` (iOS 11 Safari session); code 1 is `canceledLogin`.
    static let safariAuthDomain = "com.apple.SafariServices.Authentication"
    static let webAuthCanceledLogin = 1
    /// `ASWebAuthenticationSessionError.presentationContextNotProvided` (2) and
    /// `.presentationContextInvalid` (3): the app gave the sheet no usable window.
    static let webAuthPresentationContextNotProvided = 2
    static let webAuthPresentationContextInvalid = 3
    /// `errSecMissingEntitlement`: the keychain sharing group is not in the entitlements.
    static let keychainMissingEntitlement = -34018
    static let keychainItemNotFound = -25300
    static let keychainDuplicateItem = -25299
    static let keychainNotAvailable = -25291
    static let msidKeychainDomain = "MSIDKeychainErrorDomain"
    /// `MSALInternalErrorUnexpected`: what an unmapped common-core code becomes.
    static let unexpected = -42008
}

/// MSAL for iOS/macOS before 0.4.0 numbered its public codes differently.
enum AppleLegacyNumbering {
    /// Legacy value → today's public `MSALError` value, for the six codes that stayed public.
    static func publicCode(forLegacy raw: Int) -> Int? {
        switch raw {
        case -42100: AppleCodes.interactionRequired
        case -42400: AppleCodes.userCanceled
        case -42500: AppleCodes.internal
        case -42008: AppleCodes.serverDeclinedScopes
        case -42603: AppleCodes.serverProtectionPoliciesRequired
        case -42710: AppleCodes.workplaceJoinRequired
        default: nil
        }
    }
}
