/// A Python traceback's last frame above an exception's line, when it is MSAL Python's own
/// (`  File "…/site-packages/msal/authority.py", line 318, in tenant_discovery`): the error
/// that line prints was raised inside MSAL Python (its discovery `ValueError` that carries the
/// service's answer), so it is MSAL Python's, whatever else the line holds.
enum MSALPythonFrame {
    private static let file = Array("File \"".utf8)
    private static let package = [Array("/msal/".utf8), Array("\\msal\\".utf8)]
    /// The frame line, its source line and the `^^^` marker line: at most this many lines up.
    private static let maximumLinesUp = 3

    /// The line at `lineStart` follows a frame in MSAL Python's package.
    static func raisedByMSAL(_ input: TextBytes, lineStart: Int) -> Bool {
        var start = lineStart
        for _ in 0..<maximumLinesUp {
            guard start > 0 else { return false }
            let lineEnd = start - 1
            start = input.lineStart(before: lineEnd)
            // Frames, their source lines and markers are indented (after a CI runner's or a logger's
            // prefix on every line, if there is one); anything else ends the traceback.
            let text: Int
            if let content = LinePrefix.content(input, lineStart: start, lineEnd: lineEnd) {
                guard content.indented else { return false }
                text = content.start
            } else {
                text = input.skipSpaces(from: start, to: lineEnd)
                guard text > start else { return false }
            }
            if input.hasPrefix(file, at: text) {
                return package.contains { input.find($0, from: text, to: lineEnd) != nil }
            }
        }
        return false
    }
}
