import MSALErrorModel

/// One binding of the key map: the keys, how help writes them, and what they do.
public struct KeyBinding: Sendable {
    public let keys: [Key]
    public let label: String
    public let command: Command
    public let summary: String
    /// The summary in at most 30 cells, for a help column too narrow for ``summary``
    /// (an 80-column terminal); nil when the summary is that short already.
    public let brief: String?

    public init(keys: [Key], label: String, command: Command, summary: String, brief: String? = nil) {
        self.keys = keys
        self.label = label
        self.command = command
        self.summary = summary
        self.brief = brief
    }

    /// What a help column `cells` wide shows: the summary when it fits, else the brief.
    public func text(fitting cells: Int) -> String {
        CellWidth.of(summary) <= cells ? summary : (brief ?? summary)
    }
}

/// The one key map. Dispatch and the help screen both read it, so help never drifts.
public enum KeyMap {
    public static let bindings: [KeyBinding] = [
        KeyBinding(keys: [.up, .character("k")], label: "↑ k", command: .moveUp, summary: "select the previous event (stops following)", brief: "previous event (stops follow)"),
        KeyBinding(keys: [.down, .character("j")], label: "↓ j", command: .moveDown, summary: "select the next event"),
        KeyBinding(keys: [.pageUp, .control("b")], label: "PgUp ^B", command: .pageUp, summary: "one page up"),
        KeyBinding(keys: [.pageDown, .control("f")], label: "PgDn ^F", command: .pageDown, summary: "one page down"),
        KeyBinding(keys: [.home, .character("g")], label: "Home g", command: .top, summary: "first event"),
        KeyBinding(keys: [.end, .character("G")], label: "End G", command: .bottom, summary: "newest event, follow again"),
        KeyBinding(keys: [.character(" ")], label: "Space", command: .togglePause, summary: "pause or resume the stream"),
        KeyBinding(keys: [.character("+"), .character("=")], label: "+", command: .faster, summary: "stream faster"),
        KeyBinding(keys: [.character("-")], label: "-", command: .slower, summary: "stream slower"),
        KeyBinding(keys: [.character("."), .right], label: ". →", command: .stepForward, summary: "pause; step one event forward"),
        KeyBinding(keys: [.character(","), .left], label: ", ←", command: .stepBack, summary: "pause; step one event back"),
        KeyBinding(keys: [.character("[")], label: "[", command: .previousFlow, summary: "start of the previous flow"),
        KeyBinding(keys: [.character("]")], label: "]", command: .nextFlow, summary: "start of the next flow"),
        KeyBinding(keys: [.character("E")], label: "E", command: .previousError, summary: "previous error (wraps to the newest)", brief: "previous error (wraps)"),
        KeyBinding(keys: [.character("e")], label: "e", command: .nextError, summary: "next error (wraps to the first)", brief: "next error (wraps)"),
        KeyBinding(keys: [.enter], label: "Enter", command: .focusTrace, summary: "focus the flow trace (↑↓ walk the flow)", brief: "focus the trace (↑↓ walk it)"),
        KeyBinding(keys: [.tab], label: "Tab", command: .nextPane, summary: "focus the next pane: log → details (↑↓ PgUp PgDn scroll) → trace", brief: "next pane: log→details→trace"),
        KeyBinding(keys: [.backTab], label: "S-Tab", command: .previousPane, summary: "focus the previous pane"),
        KeyBinding(keys: [.character("/")], label: "/", command: .search, summary: "search: highlight matches"),
        KeyBinding(keys: [.character("n")], label: "n", command: .nextHit, summary: "next search hit"),
        KeyBinding(keys: [.character("N")], label: "N", command: .previousHit, summary: "previous search hit"),
        KeyBinding(keys: [.character("f")], label: "f", command: .filter, summary: "filter: hide non-matching (action: code: domain: platform:)", brief: "filter: hide non-matching"),
        KeyBinding(keys: [.character("o")], label: "o", command: .errorsOnly, summary: "only errors: filter outcome:error on or off", brief: "only errors (on or off)"),
        KeyBinding(keys: [.escape], label: "Esc", command: .clear, summary: "back to the log, else clear the search, then the filter", brief: "back, clear search, filter"),
        KeyBinding(keys: [.character("<")], label: "<", command: .narrowerLog, summary: "move the split left: a narrower log, wider panes", brief: "narrower log, wider panes"),
        KeyBinding(keys: [.character(">")], label: ">", command: .widerLog, summary: "move the split right: a wider log, narrower panes", brief: "wider log, narrower panes"),
        KeyBinding(keys: [.character("z")], label: "z", command: .zoom, summary: "zoom the focused pane to the whole screen, or back", brief: "zoom focused pane, or back"),
        KeyBinding(keys: [.character("r")], label: "r", command: .rawLines, summary: "the file's own lines around the selected event (Esc closes)", brief: "the log's lines around it"),
        KeyBinding(keys: [.character("p")], label: "p", command: .paste, summary: "paste an error to explain"),
        KeyBinding(keys: [.character("t")], label: "t", command: .cycleTheme, summary: "next theme"),
        KeyBinding(keys: [.character("l")], label: "l", command: .cycleLocale, summary: "next user-message locale"),
        KeyBinding(keys: [.character("v")], label: "v", command: .cycleLens, summary: "platform lens: view the error as another MSAL", brief: "lens: as another MSAL sees it"),
        KeyBinding(keys: [.character("x")], label: "x", command: .export, summary: "export the whole session as JSON lines", brief: "export session as JSON lines"),
        KeyBinding(keys: [.character("h")], label: "h", command: .showHandler, summary: "the handler code for the selected error, in the lens' language", brief: "handler code for the error"),
        KeyBinding(keys: [.character("y")], label: "y", command: .copyHandler, summary: "copy that code (OSC 52 where allowed) and save it to a file", brief: "copy and save that code"),
        KeyBinding(keys: [.character("?"), .function(1)], label: "? F1", command: .help, summary: "this help"),
        KeyBinding(keys: [.character("q"), .control("c")], label: "q ^C", command: .quit, summary: "quit"),
    ]

    private static let byKey: [Key: Command] = {
        var map: [Key: Command] = [:]
        for binding in bindings {
            for key in binding.keys where map[key] == nil { map[key] = binding.command }
        }
        return map
    }()

    /// The command a key triggers in the normal mode.
    public static func command(for key: Key) -> Command? {
        byKey[key]
    }

    /// The first label of a command, for hints.
    public static func label(of command: Command) -> String {
        bindings.first { $0.command == command }.map { String($0.label.split(separator: " ")[0]) } ?? ""
    }
}
