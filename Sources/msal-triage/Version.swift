/// What `msal-triage --version` prints: `0.9.0 (commit b9ca821c25ec, built 2026-11-26)`. Raise
/// `number` with each release; the commit and the date come from `BuildStamp`, which the
/// BuildStamp plugin (`Plugins/BuildStamp`, running `Scripts/build-stamp`) writes before each
/// build, so a plain `swift build` of a clone names its commit. `Scripts/install` and the
/// end-to-end tests read it back from the binary.
enum Version {
    static let number = "0.9.0"
    static let current = "\(number) (commit \(BuildStamp.commit), built \(BuildStamp.date))"
}
