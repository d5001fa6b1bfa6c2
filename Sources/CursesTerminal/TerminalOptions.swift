/// How `CursesTerminal.run` sets up the terminal.
public struct TerminalOptions: Sendable {
    /// Draw with attributes only (bold, underline, reverse), no colours. Defaults to `NO_COLOR` being set and non-empty.
    public var noColor: Bool
    /// Read keys from `/dev/tty` when standard input is not a terminal (for `console --open -`,
    /// where standard input carries the log). When false, a non-TTY stdin is refused.
    public var readKeysFromControllingTerminal: Bool
    /// The shortest time between two drawn frames.
    public var frameIntervalMilliseconds: Int
    /// How long a lone Esc waits for the rest of an escape sequence.
    public var escapeDelayMilliseconds: Int
    /// The environment to read `TERM` and `NO_COLOR` from.
    public var environment: [String: String]

    public init(noColor: Bool? = nil, readKeysFromControllingTerminal: Bool = false,
                frameIntervalMilliseconds: Int = 16, escapeDelayMilliseconds: Int = 25,
                environment: [String: String] = TerminalOptions.processEnvironment()) {
        self.noColor = noColor ?? !(environment["NO_COLOR"] ?? "").isEmpty
        self.readKeysFromControllingTerminal = readKeysFromControllingTerminal
        self.frameIntervalMilliseconds = max(1, frameIntervalMilliseconds)
        self.escapeDelayMilliseconds = max(0, escapeDelayMilliseconds)
        self.environment = environment
    }

    public static func processEnvironment() -> [String: String] {
        ProcessEnvironment.current
    }
}
