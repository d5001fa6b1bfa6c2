import MSALErrorModel

/// What ``ErrorStreamReader`` and ``LineStreamReader`` find in a stream, in input order.
public enum StreamFinding: Hashable, Sendable {
    /// An MSAL error and the (1-based) line its text starts on.
    case error(LocatedDiagnosis)
    /// A line too long to hold: reported and skipped, never cut.
    case overlongLine(OverlongLine)
}

/// A line longer than the reader may hold (``StreamLimits/maximumLineBytes``): where it
/// is and how long it was. Its text is skipped whole; errors before and after it are found.
public struct OverlongLine: Hashable, Sendable {
    /// The 1-based line number.
    public var line: Int
    /// Its length in bytes, without the line end.
    public var bytes: Int

    public init(line: Int, bytes: Int) {
        self.line = line
        self.bytes = bytes
    }

    /// One plain sentence for a user: which line, how long, what was done.
    public func message(limit: Int) -> String {
        "line \(line) is \(bytes) bytes long, more than the \(StreamLimits.sizeText(limit)) a line may hold: skipped"
    }
}

/// How much of a stream a reader holds at once. Memory stays near
/// `chunkBytes + lookaheadBytes + maximumLineBytes`, whatever the stream's size.
public struct StreamLimits: Hashable, Sendable {
    /// How much is read and decoded at a time.
    public var chunkBytes: Int
    /// Lines longer than this are reported and skipped.
    public var maximumLineBytes: Int
    /// How far past a chunk's cut the decoder still looks, so that an error starting
    /// before the cut is read whole (an error's text reaches at most this far).
    public var lookaheadBytes: Int

    public init(chunkBytes: Int = 4 << 20, maximumLineBytes: Int = 1 << 20,
                lookaheadBytes: Int = ErrorTextDecoder.maximumErrorBytes) {
        self.maximumLineBytes = max(1, maximumLineBytes)
        self.lookaheadBytes = max(1, lookaheadBytes)
        // A chunk always has room for a whole line, so that a cut between lines exists.
        self.chunkBytes = max(chunkBytes, self.maximumLineBytes + 1)
    }

    public static let standard = StreamLimits()

    /// `1 MiB`, `64 KiB`, `100 bytes`.
    public static func sizeText(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

extension [StreamFinding] {
    /// The diagnoses found, in order, moved out rather than copied (each is a few dozen
    /// strings: copying a million of them costs a retain and a release apiece); every
    /// overlong line goes to `overlong`. Leaves the array empty.
    public mutating func takeDiagnoses(overlong: (OverlongLine) -> Void) -> [Diagnosis] {
        var diagnoses: [Diagnosis] = []
        diagnoses.reserveCapacity(count)
        for index in indices {
            var finding = StreamFinding.overlongLine(OverlongLine(line: 0, bytes: 0))
            swap(&finding, &self[index])
            switch consume finding {
            case .error(var located):
                var diagnosis = Diagnosis.placeholder
                swap(&diagnosis, &located.diagnosis)
                diagnoses.append(consume diagnosis)
            case .overlongLine(let line):
                overlong(line)
            }
        }
        removeAll()
        return diagnoses
    }
}
