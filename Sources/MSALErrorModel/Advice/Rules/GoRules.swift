/// MSAL Go has no error codes: its errors are two types (`CallErr`, `InvalidJsonErr`)
/// and fixed texts, which the catalog lists and a diagnosis carries as its code. A
/// `CallErr` that carries the server's JSON is read by the shared rules (OAuth error,
/// AADSTS codes, HTTP status); these rules name the rest.
extension AdviceTable {
    /// The server declined some scopes (order group 3).
    static let goDeclinedScopes = AdviceRule(
        "go.declined_scopes", .retryWithGrantedScopes, .someFeaturesUnavailable,
        when: .code(["token response failed because declined scopes are present: %s"]),
        advice: { _ in
            "The service issued the token without some of the requested scopes, so MSAL Go returned this error "
                + "instead of a result; the text lists the declined ones. Ask again with only the scopes that can "
                + "be granted and turn off the features that need the others, or have them consented first."
        })

    /// The request never got an answer (order group 4).
    static let goNetwork = AdviceRule(
        "go.connection_failed", .noNetwork, .connectionProblem,
        when: .code(["server response error:\n %w"]),
        advice: { _ in
            "The HTTP call failed before any answer came back (DNS, TLS, proxy or connection). Check the network "
                + "path, retry once, then report the error with the wrapped cause."
        })

    /// Silent calls that need the user (order group 10).
    static let goInteraction = AdviceRule(
        "go.no_cached_token", .interactiveAuth, .signInAgain,
        when: .code(lowercased([
            "no token found",
            "no account was specified with public.WithSilentAccount(), or the specified account is invalid",
        ])),
        advice: { words in
            "The silent call had no usable account or cached token. Pick an account from client.Accounts(ctx) "
                + "and pass it with public.WithSilentAccount; when there is none, call \(words.interactiveCall) "
                + "(or the device code flow)."
        })

    /// The app's own setup (order group 11).
    static let goConfiguration = AdviceRule(
        "go.configuration", .fixAppConfiguration, .appMisconfigured,
        when: .code(lowercased(goSetupErrors)),
        adviceFor: { _, diagnosis in
            AdviceWriting.join(
                "MSAL Go refused the app's setup (", QuotedInput.code(diagnosis.code?.text),
                "): the authority, the credential (secret, certificate and key, assertion), the options passed "
                    + "to this call or the requested scopes. Fix what the text names; it fails the same way every time.")
        })

    /// MSAL Go's texts that name a mistake in the app's setup, exactly as its format strings read.
    static let goSetupErrors: [String] = [
        "Authority options cannot be URL parsed: %w", "Authority(%s) did not start with https://",
        "unexpected options type %T", "call another AcquireToken method to request a new token having these claims",
        "WithSilentAccount option is required", "secret can't be empty string", "key must be an RSA key",
        "key doesn't match any certificate", "no certificates found", "no private key found",
        "found multiple private key blocks", "could not decode private key: %v",
        "block labelled 'CERTIFICATE' could not be parsed by x509: %v", "missing private key for certificate",
        "missing certificate for private key", "invalid credential", "assertion must not be empty",
        "exactly one of WithUserObjectID or WithUserFICUsername must be specified",
        "WithUserObjectID and WithUserFICUsername are mutually exclusive",
        "token request had an empty authority.AuthParams.Scopes, which is invalid",
        "invalid_instance: the authority host is not valid: %w",
        "response was received via a GET operation, which is not supported",
    ]

    /// Errors whose text alone says nothing the app can act on (order group 14).
    static let goLibraryFailure = AdviceRule(
        "go.call_failed", .genericMessageInternal, .internalError, catchAll: true,
        when: .domain(["CallErr", "InvalidJsonErr"])
            || .code(lowercased([
                "could not retrieve token from auth code: %w", "%s: %s", "%s",
                "mismatched OAuth state, req(%s), resp(%s)", "authorization code missing in response",
            ])),
        advice: { _ in
            "MSAL Go returned an error without a code. Use errors.As(err, &callErr) to read "
                + "callErr.Resp.StatusCode and the JSON body (error, error_codes, correlation_id), log "
                + "errors.Verbose(err), show a generic message and do not retry automatically."
        })
}
