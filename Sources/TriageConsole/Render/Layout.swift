/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// No cells: a pane that a zoomed pane hides.
    static let none = Rect(x: 0, y: 0, width: 0, height: 0)
}

/// Where each pane goes at a given terminal size.
///
/// Wide terminals (120 columns and more) put the log on the left and, on the
/// right, the error panes over the details over the trace; narrower ones put
/// the log on top, the error panes under it across the whole width, and the
/// details beside the trace at the bottom. On the left, the log takes the width
/// its columns want (`logWantedWidth`: its short columns sized to their words and
/// a code column), and the panes on the right get the rest, never less than
/// `panesMinimum` (48 cells at 120 columns). `<` and `>` move that split
/// (`splitShift`, in cells; on a narrow terminal it moves the details/trace split);
/// `z` zooms the focused pane to the whole area above the status bar, as k9s and
/// lazygit do. The error panes (domain, code, internal sub-code, suggested user
/// message) are there at every size from 60×16 unless another pane is zoomed; the
/// log gets the rows the details can spare, since the details scroll. Each pane has
/// a one-line title; the bottom two lines are the status bar and the hint/prompt line.
public struct Layout: Hashable, Sendable {
    public static let minimumWidth = 60
    public static let minimumHeight = 16
    public static let wideFrom = 120
    /// The log's short columns at their widest usual words (`00:00:54.958 #26 android
    /// interactive response ERROR` with their gaps: 52 cells, `LogColumns`) and a code column
    /// that holds the long labels such as `→ interactive · MSALErrorInteractionRequired` (48 cells).
    public static let logWantedWidth = 52 + 48
    /// The fewest cells the panes on the right get by default (the user may move the split):
    /// beside the widest label, room for a code name as long as `MSALErrorServerDeclinedScopes`.
    public static let panesMinimum = 48
    /// The fewest cells either side keeps when the user moves the split.
    public static let splitFloor = 30
    /// How far one `<` or `>` moves the split.
    public static let splitStep = 4

    /// The pane `z` zoomed to the whole area, if any.
    public enum Zoom: Hashable, Sendable {
        case log
        /// The error panes and the details under them.
        case details
        case trace
    }

    public let width: Int
    public let height: Int
    public let isTooSmall: Bool
    public let zoom: Zoom?
    /// The log pane including its title line.
    public let log: Rect
    /// The four error panes (one title line, then domain, code, sub-code and user message).
    public let errors: Rect
    public let details: Rect
    public let trace: Rect
    public let statusBar: Rect
    public let hintLine: Rect

    public init(width: Int, height: Int, splitShift: Int = 0, zoom: Zoom? = nil) {
        self.width = width
        self.height = height
        self.zoom = zoom
        isTooSmall = width < Layout.minimumWidth || height < Layout.minimumHeight
        let mainHeight = max(0, height - 2)
        statusBar = Rect(x: 0, y: height - 2, width: width, height: 1)
        hintLine = Rect(x: 0, y: height - 1, width: width, height: 1)
        let whole = Rect(x: 0, y: 0, width: width, height: mainHeight)
        switch zoom {
        case .log?:
            (log, errors, details, trace) = (whole, .none, .none, .none)
            return
        case .trace?:
            (log, errors, details, trace) = (.none, .none, .none, whole)
            return
        case .details?:
            let errorsHeight = min(Layout.errorRows(width: width), max(5, mainHeight / 2))
            (log, trace) = (.none, .none)
            errors = Rect(x: 0, y: 0, width: width, height: errorsHeight)
            details = Rect(x: 0, y: errorsHeight, width: width, height: mainHeight - errorsHeight)
            return
        case nil:
            break
        }
        if width >= Layout.wideFrom {
            let logWidth = Layout.logWidth(width: width, splitShift: splitShift)
            let rightX = logWidth + 1
            let rightWidth = width - rightX
            let errorsHeight = min(Layout.errorRows(width: rightWidth), max(5, mainHeight - 8))
            let rest = mainHeight - errorsHeight
            let detailsHeight = rest * 3 / 5
            log = Rect(x: 0, y: 0, width: logWidth, height: mainHeight)
            errors = Rect(x: rightX, y: 0, width: rightWidth, height: errorsHeight)
            details = Rect(x: rightX, y: errorsHeight, width: rightWidth, height: detailsHeight)
            trace = Rect(x: rightX, y: errorsHeight + detailsHeight, width: rightWidth, height: rest - detailsHeight)
        } else {
            let errorsHeight = mainHeight >= 20 ? 6 : 5
            let rest = mainHeight - errorsHeight
            let lowerHeight = max(3, rest * 2 / 5)
            let logHeight = rest - lowerHeight
            let detailsWidth = min(max(width * 3 / 5 + splitShift, Layout.splitFloor), width - 1 - 20)
            log = Rect(x: 0, y: 0, width: width, height: logHeight)
            errors = Rect(x: 0, y: logHeight, width: width, height: errorsHeight)
            let lowerY = logHeight + errorsHeight
            details = Rect(x: 0, y: lowerY, width: detailsWidth, height: lowerHeight)
            trace = Rect(x: detailsWidth + 1, y: lowerY, width: width - detailsWidth - 1, height: lowerHeight)
        }
    }

    /// The log's width on a wide terminal: what its columns want, the panes keeping at least
    /// `panesMinimum` cells; then moved by `splitShift`, each side keeping `splitFloor`.
    static func logWidth(width: Int, splitShift: Int) -> Int {
        let natural = min(Layout.logWantedWidth, width - 1 - Layout.panesMinimum)
        return min(max(natural + splitShift, Layout.splitFloor), width - 1 - Layout.splitFloor)
    }

    /// The rows the error panes want at a width: a title and the four blocks, with room for
    /// the code and the message to wrap when the panes are narrow.
    static func errorRows(width: Int) -> Int {
        width < ErrorPanes.sideBySideFrom ? 13 : (width < 70 ? 12 : 7)
    }

    /// How many event rows the log pane shows (its height less the title line).
    public var logRows: Int { max(1, log.height - 1) }

    /// Whether the log and the panes stand side by side (a border between them).
    var isWide: Bool { zoom == nil && width >= Layout.wideFrom }
}
