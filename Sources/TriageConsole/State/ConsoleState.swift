import ConsoleTheme
import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText
import TriageQuery

/// Everything the console shows, as one value. Only `reduce` changes it.
public struct ConsoleState: Sendable {
    /// Where the events come from, for the status bar.
    public enum Source: Hashable, Sendable {
        case scenario(name: String, seed: UInt64)
        case file(String)
        case following(String)
    }

    /// The panes that can have the keys, in the order Tab visits them.
    public enum Pane: CaseIterable, Hashable, Sendable {
        case log, details, trace
    }

    /// What keys currently do.
    public enum Mode: Hashable, Sendable {
        case normal
        case help
        case prompt(Prompt)
        /// The handler code for the selected error (`h`).
        case handler(HandlerCodeView)
        /// The log's own lines around the selected event (`r`).
        case rawLines(RawLinesView)
    }

    /// A line being typed at the bottom of the screen.
    public struct Prompt: Hashable, Sendable {
        public enum Kind: Hashable, Sendable { case search, filter, paste }
        public var kind: Kind
        public var text: String {
            didSet { shown = Prompt.shownText(kind, text) }
        }
        public var error: String?
        /// What the prompt line shows: the end of the text, newlines as ⏎, a paste redacted.
        /// Worked out once per edit, not per frame (a paste may be a megabyte).
        public private(set) var shown: String

        public init(kind: Kind, text: String = "", error: String? = nil) {
            self.kind = kind
            self.text = text
            self.error = error
            self.shown = Prompt.shownText(kind, text)
        }

        static func shownText(_ kind: Kind, _ text: String) -> String {
            // A paste may hold tokens: show it redacted, as everything else on screen is.
            let visible = kind == .paste ? Redactor.redact(text) : text
            return String(visible.suffix(1_000).map { $0.isNewline ? "⏎" : $0 })
        }
    }

    /// The speeds `+` and `-` step through, as multiples of real time.
    public static let speeds: [Double] = [0.25, 0.5, 1, 2, 5, 10, 50, 200]

    public var log = EventLog()
    public var view = LogRowIndex()
    /// The selected row of `view`; nil while the view is empty.
    public var selection: Int?
    /// The first row the log pane shows.
    public var top = 0
    /// True after the mouse wheel moved the log's view on its own (as in lnav and
    /// less): the view then stays where the wheel put it until the selection moves.
    public var viewScrolledByWheel = false
    /// The newest event of the view that is an error with a diagnosis: what the
    /// error panes show while the log follows the stream.
    public internal(set) var newestErrorEvent: Int?
    /// True while the selection sticks to the newest event.
    public var following = true
    /// True while the stream is stopped.
    public var paused = false
    public var speedIndex = 2
    public var source: Source
    /// The platform the simulator plays (nil: each scenario's own platforms).
    public var platform: Platform?
    /// The platform lens: show errors as this platform reports them (nil: as they came).
    public var lens: Platform?
    public var locale: MessageLocale
    /// Whether e-mail addresses and IP addresses in pasted and read errors are shown (`--show-pii`).
    public var personalData: PersonalData = .redacted
    public var themes: ThemeList
    public var themeIndex = 0
    public var search: CompiledQuery?
    /// Rows of `view` the search matches, ascending.
    public var hits: [Int] = []
    public var mode: Mode = .normal
    /// The pane that has the keys: the log, or (Tab, Enter) the details or the trace.
    public var focus: Pane = .log
    /// True while the flow trace has the keys (Enter toggles).
    public var traceFocused: Bool {
        get { focus == .trace }
        set { focus = newValue ? .trace : (focus == .trace ? .log : focus) }
    }
    /// The first line of the details the pane shows (0: the top). Scrolling is
    /// per selection: it starts again at the top whenever the selection changes.
    public var detailScroll = 0
    /// How far the key help is scrolled (it scrolls when the terminal is too small for it).
    public var helpScroll = 0
    /// The event `detailScroll` belongs to.
    var detailScrollEvent: Int?
    /// A one-line message for the person (export done, paste result, bad filter), until the next key.
    public var status: String?
    public var width = 80
    public var height = 24
    /// How far `<` and `>` moved the split between the log and the panes, in cells (`Layout`).
    public var splitShift = 0
    /// The pane `z` zoomed to the whole area, if any.
    public var zoom: Layout.Zoom?
    public var wantsQuit = false

    public init(source: Source, platform: Platform? = nil, locale: MessageLocale = .en, themes: ThemeList) {
        self.source = source
        self.platform = platform
        self.locale = locale
        self.themes = themes.isEmpty ? [Theme(name: "plain", styles: [:])] : themes
    }

    public var speed: Double { ConsoleState.speeds[speedIndex] }

    public var theme: Theme { themes[themeIndex] }

    /// The event index of the selection.
    public var selectedEvent: Int? {
        selection.map { view.eventIndex(atRow: $0) }
    }

    public var layout: Layout { Layout(width: width, height: height, splitShift: splitShift, zoom: zoom) }
}
