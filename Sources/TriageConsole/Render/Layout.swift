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
/// Wide terminals (120 columns and more) put the log on the left and details
/// over the trace on the right; narrower ones put the log on top and details
/// beside the trace below it. On the left, the log takes the width its columns
/// want (`logWantedWidth`), between 55% and two thirds of the terminal. Each pane has a one-line title; the bottom two
/// lines are the status bar and the hint/prompt line.
public struct Layout: Hashable, Sendable {
    public static let minimumWidth = 60
    public static let minimumHeight = 16
    public static let wideFrom = 120
    /// The log's fixed columns (time, flow, platform, API, step, outcome, each
    /// with its gap: 51 cells) and a code column that holds the common long
    /// labels such as `MSALErrorInteractionRequired AADSTS50076` (40 cells).
    public static let logWantedWidth = 51 + 40

    public let width: Int
    public let height: Int
    public let isTooSmall: Bool
    /// The log pane including its title line.
    public let log: Rect
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
            let detailsHeight = mainHeight * 3 / 5
            log = Rect(x: 0, y: 0, width: logWidth, height: mainHeight)
            details = Rect(x: rightX, y: 0, width: rightWidth, height: detailsHeight)
            trace = Rect(x: rightX, y: detailsHeight, width: rightWidth, height: mainHeight - detailsHeight)
        } else {
            let logHeight = max(5, mainHeight * 2 / 5)
            let detailsWidth = width * 3 / 5
            log = Rect(x: 0, y: 0, width: width, height: logHeight)
            details = Rect(x: 0, y: logHeight, width: detailsWidth, height: mainHeight - logHeight)
            trace = Rect(x: detailsWidth + 1, y: logHeight, width: width - detailsWidth - 1,
                         height: mainHeight - logHeight)
        }
    }

    /// How many event rows the log pane shows (its height less the title line).
    public var logRows: Int { max(1, log.height - 1) }
}
