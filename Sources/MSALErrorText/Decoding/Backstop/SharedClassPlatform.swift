import MSALErrorModel

/// An exception class several MSALs share, printed without its namespace
/// (`MsalClientException: device_network_not_available`), names no platform: the exception
/// decoder then takes MSAL.NET's unless the text hints at another. The code the error carries
/// is stronger evidence when MSAL.NET has no such code and exactly one other MSAL that has the
/// class does (`device_network_not_available` is MSAL Android's): the error moves there, and
/// its code takes that MSAL's name, as `codes` shows it. A platform the text itself names
/// (a namespace, a logger tag, a file kind) is never moved.
enum SharedClassPlatform {
    /// Moves `diagnosis` to the one platform that has both its class and `code` (a value of
    /// the text: the decoder's code, or a code the backstop found). Returns true when it moved.
    @discardableResult
    static func settle(_ diagnosis: inout Diagnosis, code: String, input: TextBytes, range: Range<Int>) -> Bool {
        guard let platform = diagnosis.platform, let domain = diagnosis.domain,
              !domain.utf8.contains(ASCII.dot) else { return false }
        let codeEntries = Catalog.errorEntries(valueOrName: code).filter { CatalogFinding.slot(of: $0.kind) == .code }
        guard !codeEntries.isEmpty, !codeEntries.contains(where: { $0.platform.rawValue == platform.rawValue })
        else { return false }
        let classPlatforms = Set(Catalog.errorEntries(valueOrName: domain)
            .filter { CatalogFinding.slot(of: $0.kind) == .errorClass }.map(\.platform.rawValue))
        guard classPlatforms.count > 1, classPlatforms.contains(platform.rawValue) else { return false }
        var candidates = Set(codeEntries.map(\.platform.rawValue)).intersection(classPlatforms)
        let lines = input.lineStart(before: range.lowerBound)..<min(input.lineEnd(from: max(range.upperBound - 1, range.lowerBound)), input.count)
        if let evident = PlatformEvidence.platform(in: input, lines) {
            guard evident != platform else { return false }
            candidates = candidates.intersection([evident.rawValue])
        }
        guard candidates.count == 1, let moved = Platform(rawValue: candidates.first!),
              let entry = codeEntries.first(where: { $0.platform.rawValue == moved.rawValue }) else { return false }
        let catalog = Catalog.diagnosis(for: entry)
        diagnosis.platform = moved
        diagnosis.code = catalog.code
        diagnosis.codeName = catalog.codeName
        if diagnosis.oauthError == nil { diagnosis.oauthError = catalog.oauthError }
        return true
    }
}
