/// What a cell means, not what colour it is: a theme maps roles to colours.
public enum StyleRole: UInt8, CaseIterable, Hashable, Sendable {
    case normal
    case dim
    case title
    case border
    case label
    case selected
    case error
    case warning
    case success
    case info
    case searchHit
    case statusBar
    case statusKey
    case filterActive
    case prompt
    case placeholder
}

/// One terminal cell. A double-width character occupies its cell and marks the
/// next one as a `continuation` that draws nothing.
public struct Cell: Hashable, Sendable {
    /// One grapheme's scalars; empty for a continuation cell.
    public var text: String
    public var role: StyleRole
    public var bold: Bool
    public var underline: Bool
    public var isContinuation: Bool

    public init(text: String = " ", role: StyleRole = .normal, bold: Bool = false, underline: Bool = false,
                isContinuation: Bool = false) {
        self.text = text
        self.role = role
        self.bold = bold
        self.underline = underline
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}

/// A frame: a grid of cells, row-major. Drawing helpers live in `Screen+Drawing.swift`.
public struct Screen: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
}

/// A key, mouse event or paste, already decoded from the terminal.
public enum Key: Hashable, Sendable {
    case character(Character)
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    case function(Int)
    case mouseWheelUp(x: Int, y: Int)
    case mouseWheelDown(x: Int, y: Int)
    case mouseClick(x: Int, y: Int)
    /// A bracketed paste, delivered whole.
    case paste(String)
}
