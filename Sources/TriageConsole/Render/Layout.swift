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
}

/// Where each pane goes at a given terminal size.
///
/// Wide terminals (120 columns and more) put the log on the left and, on the
/// right, the error panes over the details over the trace; narrower ones put
/// the log on top, the error panes under it across the whole width, and the
/// details beside the trace at the bottom. On the left, the log takes the width
/// its columns want (`logWantedWidth`), between 55% and two thirds of the
/// terminal. The error panes (domain, code, internal sub-code, suggested user
/// message) are there at every size from 60×16; the log gets the rows the
/// details can spare, since the details scroll. Each pane has a one-line title;
/// the bottom two lines are the status bar and the hint/prompt line.
public struct Layout: Hashable, Sendable {
    public static let minimumWidth = 60
    public static let minimumHeight = 16
    public static let wideFrom = 120
    /// The log's fixed columns (time, flow, platform, API, step, outcome, each
    /// with its gap: 52 cells) and a code column that holds the common long
    /// labels such as `MSALErrorInteractionRequired AADSTS50076` (40 cells).
    public static let logWantedWidth = 52 + 40

    public let width: Int
    public let height: Int
    public let isTooSmall: Bool
    /// The log pane including its title line.
    public let log: Rect
    /// The four error panes (one title line, then domain, code, sub-code and user message).
    public let errors: Rect
    public let details: Rect
    public let trace: Rect
    public let statusBar: Rect
    public let hintLine: Rect

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        isTooSmall = width < Layout.minimumWidth || height < Layout.minimumHeight
        let mainHeight = max(0, height - 2)
        statusBar = Rect(x: 0, y: height - 2, width: width, height: 1)
        hintLine = Rect(x: 0, y: height - 1, width: width, height: 1)
        if width >= Layout.wideFrom {
            // Two thirds, not less: at 120 columns that is the 80 cells that show a code name
            // as long as MSALErrorInteractionRequired whole.
            let logWidth = max(width * 55 / 100, min(Layout.logWantedWidth, width * 2 / 3))
            let rightX = logWidth + 1
            let rightWidth = width - rightX
            // A narrow right column stacks each label over its value (ErrorPanes), which takes more rows.
            let errorsWanted = rightWidth < ErrorPanes.sideBySideFrom ? 13 : 7
            let errorsHeight = min(errorsWanted, max(5, mainHeight - 8))
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
            let detailsWidth = width * 3 / 5
            log = Rect(x: 0, y: 0, width: width, height: logHeight)
            errors = Rect(x: 0, y: logHeight, width: width, height: errorsHeight)
            let lowerY = logHeight + errorsHeight
            details = Rect(x: 0, y: lowerY, width: detailsWidth, height: lowerHeight)
            trace = Rect(x: detailsWidth + 1, y: lowerY, width: width - detailsWidth - 1, height: lowerHeight)
        }
    }

    /// How many event rows the log pane shows (its height less the title line).
    public var logRows: Int { max(1, log.height - 1) }
}
