/// A fixed set of strings that a rule tests membership in. Small sets (most rules
/// name one to a few codes) are compared one by one, which costs less than hashing
/// the probe; larger sets use a `Set`.
struct StringLookup: Sendable {
    private let few: [String]
    private let many: Set<String>?

    init(_ values: Set<String>) {
        if values.count <= 8 {
            few = Array(values)
            many = nil
        } else {
            few = []
            many = values
        }
    }

    func contains(_ value: String?) -> Bool {
        guard let value else { return false }
        if let many { return many.contains(value) }
        for candidate in few where candidate == value { return true }
        return false
    }
}
