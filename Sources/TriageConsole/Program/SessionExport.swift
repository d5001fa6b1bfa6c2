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
            var chunk = ""
            var diagnosisJSON: [String?] = Array(repeating: nil, count: log.diagnoses.count)
            for event in log.events {
                line(event, log: log, locale: locale, cache: &diagnosisJSON, into: &chunk)
                if chunk.utf8.count > 1 << 20 {
                    try handle.write(contentsOf: Data(chunk.utf8))
                    chunk = ""
                }
            }
            try handle.write(contentsOf: Data(chunk.utf8))
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

    /// One event as one JSON line; diagnoses are serialized once and reused.
    static func line(_ event: AcquisitionEvent, log: EventLog, locale: MessageLocale, cache: inout [String?],
                     into out: inout String) {
        out += "{\"t\":\(event.time),\"flow\":\(event.flow),\"account\":\(event.account)"
        out += ",\"platform\":\"\(event.platform.rawValue)\",\"step\":\"\(event.step.rawValue)\""
        out += ",\"api\":\"\(EventLog.isImported(event) ? ColumnText.importedAPI : event.api.rawValue)\""
        out += ",\"outcome\":\"\(event.outcome.rawValue)\""
        out += ",\"decision\":" + (event.decision.map { "\"\($0.rawValue)\"" } ?? "null")
        out += ",\"detail\":\(event.detail),\"diagnosis\":"
        if let ref = event.diagnosis, Int(ref.index) < cache.count {
            let index = Int(ref.index)
            if cache[index] == nil {
                cache[index] = DiagnosisReport.json(log.diagnoses[ref.index].diagnosis, locale: locale).serialized()
            }
            out += cache[index]!
        } else {
            out += "null"
        }
        out += "}\n"
    }
}
