import ConsoleTheme

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
