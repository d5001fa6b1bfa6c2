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
