/// One account's token cache and how far it got past the service's policies.
struct AccountState {
    var hasAccount = true
    var accessTokenExpiry: VirtualMilliseconds = 0
    /// Sign-in policies the user satisfied, one bit per `PolicyKind` index.
    var satisfied: UInt32 = 0
    var remediated = false
    var throttleHits = 0
    var outageHits = 0

    static let accessTokenLifetime: VirtualMilliseconds = 3_600_000

    func isSatisfied(_ kind: PolicyKind) -> Bool { satisfied & kind.bit != 0 }

    /// Forgets what the user did for the policies (a new flow in a blend).
    mutating func resetPolicies() {
        satisfied = 0
        remediated = false
        throttleHits = 0
        outageHits = 0
    }

    /// Sets the cache as a scenario asks for at the start of a flow.
    mutating func apply(_ start: CacheStart, now: VirtualMilliseconds, keepFresh: Bool) {
        switch start {
        case .fresh where keepFresh: break
        case .fresh:
            hasAccount = true
            accessTokenExpiry = now + AccountState.accessTokenLifetime / 2
        case .expired:
            hasAccount = true
            accessTokenExpiry = 0
        case .empty:
            hasAccount = false
            accessTokenExpiry = 0
        }
    }
}

extension PolicyKind {
    var bit: UInt32 {
        let position = PolicyKind.allCases.firstIndex(of: self) ?? 0
        return 1 << UInt32(position)
    }
}
