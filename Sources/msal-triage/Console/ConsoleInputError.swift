/// A file the console was asked to read cannot be used: one line on stderr, exit status 66 (no input).
struct ConsoleInputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
