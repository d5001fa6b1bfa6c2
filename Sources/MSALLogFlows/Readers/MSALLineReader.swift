/// Tells which MSAL wrote a line and reads it with that platform's reader; nil for a line
/// no MSAL wrote (the app's own text, a continuation line). Each reader looks for its
/// anchor with `memmem` wherever the host's prefix left it; the reader that matched last
/// is tried first, since most logs hold one platform's lines.
public struct MSALLineReader {
    private var last: UInt8 = 0

    public init() {}

    public mutating func read(_ line: LineBytes) -> LineEvent? {
        if let event = Self.read(line, with: last) { return event }
        for reader in UInt8(0)..<8 where reader != last {
            if let event = Self.read(line, with: reader) {
                last = reader
                return event
            }
        }
        return nil
    }

    /// Reader 0 .NET, 1 Apple, 2 JS, 3 Android, 4 msal4j, 5 msal-python, 6 MSALRuntime, 7 urllib3 (for msal-python).
    private static func read(_ line: LineBytes, with reader: UInt8) -> LineEvent? {
        switch reader {
        case 0:
            var from = 0
            for _ in 0..<3 {
                guard let at = line.find("MSAL ", from: from) else { return nil }
                if let event = DotNetLine.read(line, msalAt: at) { return event }
                from = at + 5
            }
            return nil
        case 1:
            guard let at = line.find("TID") else { return nil }
            return AppleLine.read(line, tidAt: at)
        case 2:
            guard let at = line.find("GMT] : ") else { return nil }
            return JSLine.read(line, gmtAt: at)
        case 3:
            guard let at = line.find("correlation_id", pivot: 11) else { return nil }
            return AndroidLine.read(line, correlationAt: at)
        case 4:
            let logger = line.find("com.microsoft.aad.msal4j.", pivot: 22)
            let slot = line.find("[Correlation ID: ")
            // A pattern that abbreviates the logger to `[TokenRequestExecutor]` (logback `%logger{0}`).
            let short = logger == nil ? JavaShortLogger.find(line) : nil
            guard logger != nil || slot != nil || short != nil else { return nil }
            return JavaLine.read(line, loggerAt: logger, idAt: slot, shortLogger: short)
        case 5:
            var from = 0
            for _ in 0..<3 {
                guard let at = line.find("msal", from: from) else { return nil }
                let next = at + 4 < line.count ? line[at + 4] : 0
                if next == 0x2E || next == 0x3A || next == 0x20, let event = PythonLine.read(line, loggerAt: at) { return event }
                from = at + 4
            }
            return nil
        case 6:
            guard let at = line.find("[MSAL:") else { return RuntimeLine.readCut(line) }
            return RuntimeLine.read(line, at: at)
        default:
            guard let at = line.find("urllib3.connectionpool", pivot: 6) else { return nil }
            return PythonLine.readHTTP(line, poolAt: at)
        }
    }

    /// A line that continues an MSAL record (no header of its own) may still say what the
    /// record is: MSAL.NET's success marker and request data, msal-python's `event=` JSON.
    public static func continuation(_ line: LineBytes, of event: inout LineEvent) {
        switch event.platform {
        case .dotnet: DotNetLine.classifyContinuation(line, &event)
        case .python: PythonLine.classifyContinuation(line, &event)
        default: break
        }
    }
}
