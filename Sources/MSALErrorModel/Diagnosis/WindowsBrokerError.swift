/// What MSAL.NET's Windows broker (WAM, through the MSAL runtime) reports besides
/// the MSAL code: a response status and an error number of its own.
public enum WindowsBrokerError {
    /// The response statuses the broker reports, as MSAL.NET prints them.
    public static let statuses: Set<String> = [
        "Unexpected", "Reserved", "InteractionRequired", "NoNetwork", "NetworkTemporarilyUnavailable",
        "ServerTemporarilyUnavailable", "ApiContractViolation", "UserCanceled", "ApplicationCanceled",
        "IncorrectConfiguration", "InsufficientBuffer", "AuthorityUntrusted", "UserSwitch", "AccountUnusable",
        "UserDataRemovalRequired",
    ]

    /// `3399614467 (0xCAA20003)`: the number as printed, and the 32-bit hexadecimal
    /// form that Windows documentation and search results use for it.
    public static func codeText(_ code: Int) -> String {
        guard code >= Int(Int32.min), code <= Int(UInt32.max) else { return String(code) }
        let hex = String(UInt32(truncatingIfNeeded: code), radix: 16, uppercase: true)
        return "\(code) (0x\(String(repeating: "0", count: 8 - hex.count))\(hex))"
    }
}
