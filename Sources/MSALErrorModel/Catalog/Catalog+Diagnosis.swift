extension Catalog {
    /// What an entry looks like when an app receives it, so `codes QUERY` can run
    /// the advice engine on it. Apple codes follow the classification rule (an
    /// internal -42xxx arrives as -50000 with the internal sub-code); an MSID code
    /// arrives as the MSAL code it maps to, with the MSID error underneath.
    public static func diagnosis(for entry: CatalogEntry) -> Diagnosis {
        switch entry.platform {
        case .apple: appleDiagnosis(for: entry)
        case .dotnet: dotnetDiagnosis(for: entry)
        case .js: jsDiagnosis(for: entry)
        case .python: pythonDiagnosis(for: entry)
        case .android: androidDiagnosis(for: entry)
        case .java: javaDiagnosis(for: entry)
        case .go: goDiagnosis(for: entry)
        case .aadsts: aadstsDiagnosis(for: entry)
        case .http: Diagnosis(httpStatus: entry.value.number)
        }
    }

    /// The Apple diagnosis for a mapped code, after the classification rule.
    public static func appleDiagnosis(mappedCode: Int, numbering: AppleNumbering = .current) -> Diagnosis {
        let surfaced = mappedCode == appleInternalCode
            ? (code: appleInternalCode, internalSubCode: nil)
            : appleSurfacedCode(forMapped: mappedCode)
        return Diagnosis(
            platform: .apple, domain: appleErrorDomain, code: .number(surfaced.code),
            codeName: appleCodeName(surfaced.code), internalSubCode: surfaced.internalSubCode,
            internalSubCodeName: surfaced.internalSubCode.flatMap(appleCodeName), numbering: numbering)
    }

    static let appleErrorDomain = "MSALErrorDomain"

    private static func appleDiagnosis(for entry: CatalogEntry) -> Diagnosis {
        let number = entry.value.number
        switch entry.kind {
        case .error, .internalError:
            return appleDiagnosis(mappedCode: number ?? appleInternalCode)
        case .msidError:
            var diagnosis = appleDiagnosis(mappedCode: number.flatMap(appleMappedCode(forMSID:)) ?? appleInternalCode)
            diagnosis.underlying = Diagnosis(
                platform: .apple, domain: entry.domain, code: entry.value, codeName: entry.name)
            return diagnosis
        case .legacyError:
            // The 2023 JIT renumbering kept the names: those are internal codes, wrapped
            // in -50000. Before 0.4.0 every code reached the app as itself.
            if let current = renumbered(entry), appleInternalError(rawValue: current)?.name == entry.name {
                return Diagnosis(
                    platform: .apple, domain: appleErrorDomain, code: .number(appleInternalCode),
                    codeName: appleCodeName(appleInternalCode), internalSubCode: number,
                    internalSubCodeName: entry.name, numbering: .legacy)
            }
            return Diagnosis(
                platform: .apple, domain: appleErrorDomain, code: entry.value, codeName: entry.name,
                numbering: .legacy)
        case .urlError, .keychainError, .webAuthError:
            return Diagnosis(platform: .apple, domain: entry.domain, code: entry.value, codeName: entry.name)
        case .subError:
            // During a silent refresh any OAuth error becomes -50002, except the
            // app-protection sub-error, which becomes -50004.
            let protection = entry.value.text == "protection_policy_required"
            var diagnosis = appleDiagnosis(mappedCode: protection ? -50004 : -50002)
            diagnosis.oauthError = protection ? "unauthorized_client" : "invalid_grant"
            diagnosis.subError = entry.value.text
            return diagnosis
        case .domain:
            return Diagnosis(platform: .apple, domain: entry.name)
        default:
            return Diagnosis(platform: .apple, domain: appleErrorDomain)
        }
    }

    private static func renumbered(_ entry: CatalogEntry) -> Int? {
        appleRenumberings.first { $0.name == entry.name && $0.oldValue == entry.value.number }?.currentValue
    }

    /// .NET errors that are OAuth error strings from the server.
    static let dotnetServerCodes: Set<String> = [
        "invalid_grant", "interaction_required", "unauthorized_client", "invalid_request", "access_denied",
        "invalid_instance", "invalid_client",
    ]

    /// .NET codes that `MsalUiRequiredException` carries with `AcquireTokenSilentFailed`.
    static let dotnetSilentFailureCodes: Set<String> = [
        "user_null", "no_account_for_login_hint", "multiple_accounts_for_login_hint", "no_tokens_found",
        "current_broker_account", "internal_cache_disabled",
    ]

    private static func dotnetDiagnosis(for entry: CatalogEntry) -> Diagnosis {
        switch entry.kind {
        case .classification:
            var diagnosis = Diagnosis(platform: .dotnet, domain: "MsalUiRequiredException", classification: entry.name)
            if let subError = UIRequiredClass(rawValue: entry.name)?.subError {
                diagnosis.code = .text("invalid_grant")
                diagnosis.codeName = dotnetErrorCode("invalid_grant")?.name
                diagnosis.oauthError = "invalid_grant"
                diagnosis.subError = subError
            } else if entry.name == "AcquireTokenSilentFailed" {
                diagnosis.code = .text("no_tokens_found")
                diagnosis.codeName = dotnetErrorCode("no_tokens_found")?.name
            }
            return diagnosis
        case .errorCode:
            let code = entry.value.text ?? entry.name
            return Diagnosis(
                platform: .dotnet, domain: entry.domain, code: entry.value, codeName: entry.name,
                oauthError: dotnetServerCodes.contains(code) ? code : nil,
                classification: dotnetSilentFailureCodes.contains(code) ? "AcquireTokenSilentFailed" : nil)
        case .subError:
            let subError = entry.value.text
            let protection = subError == "protection_policy_required"
            let oauthError = protection ? "unauthorized_client" : "invalid_grant"
            let ui = entry.domain == "MsalUiRequiredException"
            let classification = subError.flatMap(UIRequiredClass.init(subError:))?.rawValue
            return Diagnosis(
                platform: .dotnet, domain: entry.domain, code: .text(oauthError),
                codeName: dotnetErrorCode(oauthError)?.name, oauthError: oauthError, subError: subError,
                classification: ui ? (classification ?? "None") : nil)
        default:
            return Diagnosis(platform: .dotnet, domain: entry.name)
        }
    }

    private static func jsDiagnosis(for entry: CatalogEntry) -> Diagnosis {
        guard entry.kind == .errorCode else { return Diagnosis(platform: .js, domain: entry.name) }
        let serverCode = entry.domain == "ServerError"
            || (entry.domain == "InteractionRequiredAuthError" && jsServerInteractionCodes.contains(entry.value.text ?? ""))
        return Diagnosis(
            platform: .js, domain: entry.domain, code: entry.value, codeName: entry.name,
            oauthError: serverCode ? entry.value.text : nil)
    }

    /// Server `error` strings MSAL.js turns into `InteractionRequiredAuthError`.
    static let jsServerInteractionCodes: Set<String> = [
        "interaction_required", "consent_required", "login_required", "bad_token", "interrupted_user",
    ]

    private static func pythonDiagnosis(for entry: CatalogEntry) -> Diagnosis {
        switch entry.kind {
        case .errorCode:
            Diagnosis(platform: .python, code: entry.value, oauthError: entry.value.text)
        case .exceptionType:
            Diagnosis(platform: .python, domain: entry.name)
        default:
            Diagnosis(platform: .python)
        }
    }

    private static func aadstsDiagnosis(for entry: CatalogEntry) -> Diagnosis {
        guard let code = entry.value.number else { return Diagnosis() }
        if entry.kind == .b2c {
            return Diagnosis(b2cCodes: [code])
        }
        return Diagnosis(oauthError: aadsts(code)?.typicalOAuthError, aadsts: [code])
    }
}
