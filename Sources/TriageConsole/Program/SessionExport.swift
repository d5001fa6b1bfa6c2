import AcquisitionSimulator
import Foundation
import MSALErrorModel

/// Writes a whole session (every event, not only the visible ones) as JSON
/// lines, atomically: into a temporary file next to the target, then renamed.
public enum SessionExport {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes `msal-triage-session-N.jsonl` (the first free N) in `directory`; returns its path.
    public static func write(_ log: EventLog, locale: MessageLocale, directory: String) throws -> String {
        let manager = FileManager.default
        var number = 1
        var path = ""
        repeat {
            path = (directory as NSString).appendingPathComponent("msal-triage-session-\(number).jsonl")
            number += 1
        } while manager.fileExists(atPath: path)
        let temporary = (directory as NSString).appendingPathComponent(".msal-triage-session-\(getpid()).tmp")
        guard manager.createFile(atPath: temporary, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary) else {
            throw Failure(description: "cannot write in \(directory): check that it exists and is writable")
        }
        do {
            var writer = LineWriter(log: log, locale: locale)
            var chunk: [UInt8] = []
            chunk.reserveCapacity(1 << 20)
            for event in log.events {
                writer.line(event, into: &chunk)
                if chunk.count > 1 << 20 {
                    try handle.write(contentsOf: chunk)
                    chunk.removeAll(keepingCapacity: true)
                }
            }
            try handle.write(contentsOf: chunk)
            try handle.close()
            guard rename(temporary, path) == 0 else {
                throw Failure(description: "cannot rename \(temporary) to \(path)")
            }
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw error
        }
        return path
    }

    /// Writes events as JSON lines into a byte buffer: the enum names and each
    /// diagnosis object are serialized once, numbers are written digit by digit.
    struct LineWriter {
        let log: EventLog
        let locale: MessageLocale
        private var diagnosisJSON: [[UInt8]?]

        init(log: EventLog, locale: MessageLocale) {
            self.log = log
            self.locale = locale
            self.diagnosisJSON = Array(repeating: nil, count: log.diagnoses.count)
        }

        mutating func line(_ event: AcquisitionEvent, into out: inout [UInt8]) {
            out += #"{"t":"#.utf8
            Self.number(UInt64(event.time), into: &out)
            out += #","flow":"#.utf8
            Self.number(UInt64(event.flow), into: &out)
            out += #","account":"#.utf8
            Self.number(UInt64(event.account), into: &out)
            Self.field("platform", event.platform.rawValue, into: &out)
            Self.field("step", event.step.rawValue, into: &out)
            Self.field("api", EventLog.isImported(event) ? ColumnText.importedAPI : event.api.rawValue, into: &out)
            Self.field("outcome", event.outcome.rawValue, into: &out)
            if let decision = event.decision {
                Self.field("decision", decision.rawValue, into: &out)
            } else {
                out += #","decision":null"#.utf8
            }
            out += #","detail":"#.utf8
            Self.number(UInt64(event.detail), into: &out)
            out += #","diagnosis":"#.utf8
            if let ref = event.diagnosis, Int(ref.index) < diagnosisJSON.count {
                let index = Int(ref.index)
                if diagnosisJSON[index] == nil {
                    let json = DiagnosisReport.json(log.diagnoses[ref.index].diagnosis, locale: locale).serialized()
                    diagnosisJSON[index] = Array(json.utf8)
                }
                out += diagnosisJSON[index]!
            } else {
                out += "null".utf8
            }
            out += "}\n".utf8
        }

        /// `,"name":"value"` for values that need no escaping (enum raw values).
        private static func field(_ name: String, _ value: String, into out: inout [UInt8]) {
            out += #",""#.utf8
            out += name.utf8
            out += #"":""#.utf8
            out += value.utf8
            out.append(UInt8(ascii: "\""))
        }

        private static func number(_ value: UInt64, into out: inout [UInt8]) {
            if value < 10 {
                out.append(UInt8(ascii: "0") + UInt8(value))
                return
            }
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                          UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            var rest = value
            withUnsafeMutableBytes(of: &digits) { buffer in
                while rest > 0 {
                    buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                    count += 1
                }
                for position in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[position]) }
            }
        }
    }
}
