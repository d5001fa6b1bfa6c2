/// A small seeded pseudo-random generator (SplitMix64).
///
/// The simulator never uses the system generator: the same seed gives the same
/// numbers on every machine and every run, so event streams are byte-identical.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0), without modulo bias worth caring about here.
    public mutating func below(_ bound: UInt64) -> UInt64 {
        next().multipliedFullWidth(by: bound).high
    }

    /// A number in `range`.
    public mutating func inRange(_ range: ClosedRange<UInt64>) -> UInt64 {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with the given chance in percent.
    public mutating func percent(_ chance: Int) -> Bool {
        chance > 0 && below(100) < UInt64(chance)
    }
}
