// Declarations the generated Objective-C handler is checked against (clang -fsyntax-only): the
// MSAL for iOS/macOS API it uses, as the public headers declare it.
//
// MSAL for iOS/macOS 2.14.0 (AzureAD/microsoft-authentication-library-for-objc, tag 2.14.0,
// main 66e2a4e8; MSALError.h identical at fae6844e). Copied from:
//   MSAL/src/public/MSALError.h                   MSALErrorDomain and the userInfo keys
//   MSAL/src/public/MSALDefinitions.h             MSALCompletionBlock
//   MSAL/src/public/MSALPublicClientApplication.h acquireTokenWithParameters:completionBlock:,
//                                                 acquireTokenSilentWithParameters:completionBlock:
//   MSAL/src/public/MSALTokenParameters.h, MSALSilentTokenParameters.h,
//   MSAL/src/public/MSALInteractiveTokenParameters.h, MSALWebviewParameters.h,
//   MSAL/src/public/MSALClaimsRequest.h, MSALJsonDeserializable.h, MSALAccount.h, MSALResult.h
#pragma once
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

extern NSString *MSALErrorDomain;
extern NSString *MSALOAuthErrorKey;
extern NSString *MSALOAuthSubErrorKey;
extern NSString *MSALSTSErrorCodesKey;
extern NSString *MSALInternalErrorCodeKey;
extern NSString *MSALHTTPHeadersKey;
extern NSString *MSALHTTPResponseCodeKey;
extern NSString *MSALCorrelationIDKey;
extern NSString *MSALGrantedScopesKey;
extern NSString *MSALDisplayableUserIdKey;
extern NSString *MSALHomeAccountIdKey;


@interface MSALAccount : NSObject
@property (readonly, nullable) NSString *username;
@end

@interface MSALResult : NSObject
@property (readonly, nonnull) NSString *accessToken;
@property (readonly, nonnull) NSArray<NSString *> *scopes;
@end

@interface MSALWebviewParameters : NSObject
@end

@interface MSALClaimsRequest : NSObject
- (nullable instancetype)initWithJsonString:(NSString *)jsonString error:(NSError * _Nullable * _Nullable)error;
@end

@interface MSALTokenParameters : NSObject
@property (nonatomic) NSArray<NSString *> *scopes;
@property (nonatomic, nullable) MSALAccount *account;
@property (nonatomic, nullable) MSALClaimsRequest *claimsRequest;
@end

@interface MSALSilentTokenParameters : MSALTokenParameters
- (instancetype)initWithScopes:(NSArray<NSString *> *)scopes account:(MSALAccount *)account;
@end

@interface MSALInteractiveTokenParameters : MSALTokenParameters
- (instancetype)initWithScopes:(NSArray<NSString *> *)scopes webviewParameters:(MSALWebviewParameters *)webviewParameters;
@end

typedef void (^MSALCompletionBlock)(MSALResult * _Nullable result, NSError * _Nullable error);

@interface MSALPublicClientApplication : NSObject
- (void)acquireTokenWithParameters:(MSALInteractiveTokenParameters *)parameters
                   completionBlock:(MSALCompletionBlock)completionBlock;
- (void)acquireTokenSilentWithParameters:(MSALSilentTokenParameters *)parameters
                         completionBlock:(MSALCompletionBlock)completionBlock;
@end

NS_ASSUME_NONNULL_END
