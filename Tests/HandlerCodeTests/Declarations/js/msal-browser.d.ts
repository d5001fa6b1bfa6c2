// Declarations the generated TypeScript handler is checked against (tsc --strict --noEmit):
// the @azure/msal-browser and @azure/msal-common types and members it uses, as MSAL.js
// declares them (msal-browser re-exports the msal-common errors).
//
// MSAL.js: msal-common 14.15.0 / msal-browser 3.26.1 (AzureAD/microsoft-authentication-library-for-js
// commit 980f0b07), with ServerError.errorNo/status and InteractionRequiredAuthError.claims as in
// newer releases. Copied from:
//   lib/msal-common/src/error/AuthError.ts (errorCode, errorMessage, subError, correlationId, name)
//   lib/msal-common/src/error/ServerError.ts (errorNo, status)
//   lib/msal-common/src/error/InteractionRequiredAuthError.ts (claims, timestamp, traceId, errorNo)
//   lib/msal-common/src/account/AccountInfo.ts, lib/msal-common/src/response/AuthenticationResult.ts
//   lib/msal-browser/src/request/SilentRequest.ts, PopupRequest.ts (scopes, account, claims)
//   lib/msal-browser/src/app/PublicClientApplication.ts (acquireTokenSilent, acquireTokenPopup)
declare module "@azure/msal-browser" {
    export type AccountInfo = {
        homeAccountId: string;
        environment: string;
        tenantId: string;
        username: string;
        localAccountId: string;
        name?: string;
    };

    export type AuthenticationResult = {
        authority: string;
        uniqueId: string;
        tenantId: string;
        scopes: Array<string>;
        account: AccountInfo;
        idToken: string;
        accessToken: string;
        expiresOn: Date | null;
        correlationId: string;
    };

    export type SilentRequest = {
        scopes: Array<string>;
        account?: AccountInfo;
        claims?: string;
        forceRefresh?: boolean;
    };

    export type PopupRequest = {
        scopes: Array<string>;
        account?: AccountInfo;
        claims?: string;
        loginHint?: string;
    };

    export class AuthError extends Error {
        errorCode: string;
        errorMessage: string;
        subError: string;
        correlationId: string;
        constructor(errorCode?: string, errorMessage?: string, suberror?: string);
    }

    export class ServerError extends AuthError {
        readonly errorNo?: string;
        readonly status?: number;
        constructor(errorCode?: string, errorMessage?: string, subError?: string, errorNo?: string, status?: number);
    }

    export class InteractionRequiredAuthError extends AuthError {
        timestamp: string;
        traceId: string;
        claims: string;
        readonly errorNo?: string;
    }

    export class PublicClientApplication {
        acquireTokenSilent(silentRequest: SilentRequest): Promise<AuthenticationResult>;
        acquireTokenPopup(request: PopupRequest): Promise<AuthenticationResult>;
    }
}
