/// A scenario file that cannot be used, with where and what was expected.
///
/// Its description is the one line the commands print:
/// `FILE:LINE:COLUMN: error: MESSAGE`.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(Sanitize.line(file)):\(line):\(column): error: \(Sanitize.line(message))" }
}
