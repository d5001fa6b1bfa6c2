// Declarations the generated Swift handler is type-checked against: the Swift view of
// MSAL for iOS/macOS, as Swift imports its Objective-C headers, limited to what the
// handler uses. Names, argument labels and optionality follow the public headers.
//
// MSAL for iOS/macOS 2.14.0 (AzureAD/microsoft-authentication-library-for-objc, tag 2.14.0,
// main 66e2a4e8; MSALError.h identical at fae6844e). Copied from:
//   MSAL/src/public/MSALPublicClientApplication.h  acquireTokenWithParameters:completionBlock:,
//                                                  acquireTokenSilentWithParameters:completionBlock:
//   MSAL/src/public/MSALDefinitions.h              MSALCompletionBlock
//   MSAL/src/public/MSALTokenParameters.h          scopes, account, claimsRequest
//   MSAL/src/public/MSALSilentTokenParameters.h    initWithScopes:account:
//   MSAL/src/public/MSALInteractiveTokenParameters.h  initWithScopes:webviewParameters:
//   MSAL/src/public/MSALClaimsRequest.h, MSALJsonDeserializable.h  initWithJsonString:error:
//   MSAL/src/public/MSALWebviewParameters.h, MSALAccount.h, MSALResult.h
//   MSAL/src/public/MSALError.h                    MSALErrorDomain and the userInfo keys
// Bodies are placeholders: this file only has to compile into a module to check against.
import Foundation

// `extern NSString *MSALErrorDomain;` and the userInfo keys (not const in the header, so
// Swift imports them as mutable globals).
nonisolated(unsafe) public var MSALErrorDomain: String = "MSALErrorDomain"
nonisolated(unsafe) public var MSALOAuthErrorKey: String = "MSALOAuthErrorKey"
nonisolated(unsafe) public var MSALOAuthSubErrorKey: String = "MSALOAuthSubErrorKey"
nonisolated(unsafe) public var MSALSTSErrorCodesKey: String = "MSALSTSErrorCodesKey"
nonisolated(unsafe) public var MSALInternalErrorCodeKey: String = "MSALInternalErrorCodeKey"
nonisolated(unsafe) public var MSALHTTPHeadersKey: String = "MSALHTTPHeadersKey"
nonisolated(unsafe) public var MSALHTTPResponseCodeKey: String = "MSALHTTPResponseCodeKey"
nonisolated(unsafe) public var MSALCorrelationIDKey: String = "MSALCorrelationIDKey"
nonisolated(unsafe) public var MSALGrantedScopesKey: String = "MSALGrantedScopesKey"
nonisolated(unsafe) public var MSALDisplayableUserIdKey: String = "MSALDisplayableUserIdKey"
nonisolated(unsafe) public var MSALHomeAccountIdKey: String = "MSALHomeAccountIdKey"

open class MSALAccount: NSObject {
    open var username: String? { fatalError("declaration only") }
}

open class MSALResult: NSObject {
    open var accessToken: String { fatalError("declaration only") }
    open var scopes: [String] { fatalError("declaration only") }
}

open class MSALWebviewParameters: NSObject {}

open class MSALClaimsRequest: NSObject {
    // MSALJsonDeserializable: - (nullable instancetype)initWithJsonString:(NSString *)jsonString error:(NSError **)error;
    public init(jsonString: String) throws { fatalError("declaration only") }
}

open class MSALTokenParameters: NSObject {
    open var scopes: [String] = []
    open var account: MSALAccount?
    open var claimsRequest: MSALClaimsRequest?
}

open class MSALSilentTokenParameters: MSALTokenParameters {
    public init(scopes: [String], account: MSALAccount) { fatalError("declaration only") }
}

open class MSALInteractiveTokenParameters: MSALTokenParameters {
    public init(scopes: [String], webviewParameters: MSALWebviewParameters) { fatalError("declaration only") }
}

public typealias MSALCompletionBlock = (MSALResult?, (any Error)?) -> Void

open class MSALPublicClientApplication: NSObject {
    open func acquireToken(
        with parameters: MSALInteractiveTokenParameters, completionBlock: @escaping MSALCompletionBlock
    ) { fatalError("declaration only") }

    open func acquireTokenSilent(
        with parameters: MSALSilentTokenParameters, completionBlock: @escaping MSALCompletionBlock
    ) { fatalError("declaration only") }
}
