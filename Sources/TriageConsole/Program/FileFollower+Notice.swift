import MSALErrorModel
import MSALErrorText

extension FileFollower {
    /// ``poll()`` for a feed: a read problem new since the last (`problem`) or lines skipped as
    /// too long become `notice`, the status line's message. Nil when the file could not be read.
    public func poll(problem: inout String?, notice: inout String?) -> [String]? {
        let lines: [String]
        do {
            lines = try poll()
            problem = nil
        } catch {
            if problem != error.description { notice = error.description }
            problem = error.description
            return nil
        }
        let overlong = takeOverlongLines()
        if let first = overlong.first {
            let more = overlong.count > 1 ? " (and \(overlong.count - 1) more such lines)" : ""
            notice = "'\(VisibleText.make(path))': \(first.message(limit: FileFollower.maximumLineBytes))\(more)"
        }
        return lines
    }
}
