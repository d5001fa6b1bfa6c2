import AcquisitionSimulator
import Foundation
import MSALErrorModel
import TriageQuery

/// Writes a whole session (every event, not only the visible ones) as JSON
/// lines, atomically: into a temporary file next to the target, then renamed.
/// Each line has the shape of `simulate --json` (`EventJSONLine`); errors people
/// pasted or opened have the scenario `imported` and the api `pasted`.
public enum SessionExport {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The scenario written for errors people pasted or opened.
    public static let importedScenario = "imported"
    /// The scenario a flow read from an MSAL log is written with (its events carry the simulator's
    /// nearest step and API; the flow's number, times, outcomes and error are kept).
    public static let msalLogScenario = "msal-log"

    /// The first free `msal-triage-session-N.jsonl` in `directory`.
    public static func nextPath(in directory: String) -> String {
        var number = 1
        var path = ""
        repeat {
            path = (directory as NSString).appendingPathComponent("msal-triage-session-\(number).jsonl")
            number += 1
        } while FileManager.default.fileExists(atPath: path)
        return path
    }

    /// Writes `log` to `path` (through ``AtomicFile``: a temporary file created exclusively
    /// next to the target, never through a link someone planted, flushed to the disk with
    /// `fsync` before it is renamed, so a crash or power cut leaves either the old file or the
    /// whole new one) and returns `path`. A failure is one plain line: the directory, the
    /// system's reason (no space left on device, no permission), the fix. `writeFunction` is
    /// `write(2)` except in a test that fails it.
    public static func write(_ log: EventLog, scenarioNames: [String], locale: MessageLocale, to path: String,
                             writeFunction: (Int32, UnsafeRawPointer, Int) -> Int = AtomicFile.systemWrite) throws -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let shownDirectory = VisibleText.make(directory.isEmpty ? "." : directory)
        do {
            try AtomicFile.write(to: path, writeFunction: writeFunction) { sink throws(AtomicFile.Failure) in
                var writer = LineWriter(log: log, scenarioNames: scenarioNames, locale: locale)
                var chunk: [UInt8] = []
                chunk.reserveCapacity(1 << 20)
                for event in log.events {
                    writer.line(event, into: &chunk)
                    if chunk.count > 1 << 20 {
                        try Self.hand(chunk, to: sink)
                        chunk.removeAll(keepingCapacity: true)
                    }
                }
                try Self.hand(chunk, to: sink)
            }
        } catch {
            throw Failure(description: "cannot write the export in '\(shownDirectory)': \(error.reason); "
                + "free some space or choose a writable directory with --export-dir")
        }
        return path
    }

    /// `sink(bytes)`, its typed failure carried out of `withUnsafeBytes` (which rethrows untyped).
    private static func hand(_ bytes: [UInt8], to sink: (UnsafeRawBufferPointer) throws(AtomicFile.Failure) -> Void)
        throws(AtomicFile.Failure) {
        var failure: AtomicFile.Failure?
        bytes.withUnsafeBytes { buffer in
            do throws(AtomicFile.Failure) { try sink(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes events as JSON lines into a byte buffer; each scenario name, and each
    /// diagnosis's object and action, is worked out once.
    struct LineWriter {
        let log: EventLog
        let locale: MessageLocale
        private let scenarioJSON: [String]
        private let importedScenarioJSON = JSONValue.string(SessionExport.importedScenario).serialized()
        private let msalLogScenarioJSON = JSONValue.string(SessionExport.msalLogScenario).serialized()
        private var diagnosisParts: [(json: String, action: RecommendedAction)?]

        init(log: EventLog, scenarioNames: [String], locale: MessageLocale) {
            self.log = log
            self.locale = locale
            self.scenarioJSON = scenarioNames.map { JSONValue.string($0).serialized() }
            self.diagnosisParts = Array(repeating: nil, count: log.diagnoses.count)
        }

        mutating func line(_ event: LogEvent, into out: inout [UInt8]) {
            let imported = event.isImported
            let scenario = imported ? importedScenarioJSON : event.isReal ? msalLogScenarioJSON
                : Int(event.scenario) < scenarioJSON.count ? scenarioJSON[Int(event.scenario)] : "\"\""
            var parts: (json: String, action: RecommendedAction)?
            if let index = event.diagnosis, Int(index.value) < diagnosisParts.count { parts = self.parts(of: index) }
            EventJSONLine.write(event.acquisitionEvent, scenarioJSON: scenario,
                                api: imported ? ColumnText.importedAPI : event.api.rawValue,
                                action: parts?.action, diagnosisJSON: parts?.json, to: &out)
            out.append(UInt8(ascii: "\n"))
        }

        private mutating func parts(of index: StoreIndex) -> (json: String, action: RecommendedAction) {
            if let cached = diagnosisParts[Int(index.value)] { return cached }
            let stored = log.diagnoses[index]
            let parts = (json: DiagnosisReport.json(stored.diagnosis, locale: locale).serialized(),
                         action: HandlerPolicy.action(for: stored.diagnosis, advice: stored.advice))
            diagnosisParts[Int(index.value)] = parts
            return parts
        }
    }
}
