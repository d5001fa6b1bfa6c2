import Dispatch
import MSALErrorModel
import Synchronization

/// A session export running off the drawing thread, so that writing a million
/// events (a second or more) never freezes the screen. The program polls it on
/// each tick; the log it writes is a copy taken when the export began.
final class BackgroundExport: Sendable {
    let eventCount: Int
    let path: String
    private let outcome = Mutex<Result<String, any Error>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(log: EventLog, scenarioNames: [String], locale: MessageLocale, path: String) {
        eventCount = log.count
        self.path = path
        DispatchQueue.global(qos: .utility).async { [self] in
            let result = Result { try SessionExport.write(log, scenarioNames: scenarioNames, locale: locale, to: path) }
            outcome.withLock { $0 = result }
            done.signal()
        }
    }

    /// The result once the file is written (or failed); nil while it is being written.
    var result: Result<String, any Error>? { outcome.withLock { $0 } }

    /// Blocks until the export has finished (quitting, headless runs, tests).
    func wait() -> Result<String, any Error> {
        if let result { return result }
        done.wait()
        done.signal()
        return result!
    }
}
