/// What `msal-triage --version` prints. Raise it with each release; `Scripts/install`
/// and the end-to-end tests read it back from the installed binary.
enum Version {
    static let current = "0.9.0"
}
