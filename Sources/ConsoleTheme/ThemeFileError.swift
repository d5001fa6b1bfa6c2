import MSALErrorModel

/// A theme file that cannot be used: which file, which line, what is wrong and how to fix it.
public struct ThemeFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file as the person named it (or `built-in NAME`).
    public let file: String
    /// 1-based; nil when the problem is the file as a whole (unreadable, empty, too big).
    public let line: Int?
    /// What is wrong and the fix, in one line.
    public let problem: String

    public init(file: String, line: Int?, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String {
        if let line { return "theme file \(ThemeText.safe(file, limit: 300)), line \(line): \(problem)" }
        return "theme file \(ThemeText.safe(file, limit: 300)): \(problem)"
    }
}

/// Outside text made safe to quote in a one-line message.
enum ThemeText {
    static func safe(_ text: String, limit: Int = 60) -> String {
        VisibleText.make(text, replacing: .questionMark, limit: limit)
    }
}
