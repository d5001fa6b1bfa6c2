import ConsoleTheme
import MSALErrorModel

/// Drawing text into a frame, measured and clipped by cells.
extension Screen {
    /// Writes `text` at (`x`, `y`), never past `x + maxWidth` or the right edge.
    ///
    /// Every character passes `SafeText.visible` first; double-width characters
    /// take two cells (the second a continuation) and are dropped, not split,
    /// when only one cell is left. Returns the number of cells written.
    @discardableResult
    public mutating func put(
        _ text: String, x: Int, y: Int, maxWidth: Int? = nil, role: StyleRole = .normal,
        bold: Bool = false, underline: Bool = false
    ) -> Int {
        guard y >= 0, y < height, x < width else { return 0 }
        let limit = min(width, x + (maxWidth ?? width))
        var column = x
        for raw in text {
            let character = SafeText.visible(raw)
            let cellRole = character == raw ? role : .placeholder
            let cells = CellWidth.of(character)
            if cells == 0 {
                // A stray mark has no base to sit on here: skip it rather than let it merge.
                continue
            }
            if column + cells > limit { break }
            if column >= 0 {
                self[column, y] = Cell(text: String(character), role: cellRole, bold: bold, underline: underline)
                if cells == 2 {
                    self[column + 1, y] = Cell(text: "", role: cellRole, bold: bold, underline: underline,
                                               isContinuation: true)
                }
            }
            column += cells
        }
        return column - x
    }

    /// Paints a rectangle with blanks of one role.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, role: StyleRole) {
        let x0 = max(0, x)
        let y0 = max(0, y)
        let x1 = min(width, x + w)
        let y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 {
                self[column, row] = Cell(text: " ", role: role)
            }
        }
    }

    /// Changes the role of cells already drawn (highlights, selection bars).
    public mutating func setRole(_ role: StyleRole, x: Int, y: Int, width w: Int) {
        guard y >= 0, y < height else { return }
        for column in max(0, x)..<max(max(0, x), min(width, x + w)) {
            self.cells[y * width + column].role = role
        }
    }

    /// The frame as plain text: one line per row, trailing blanks trimmed.
    public var text: String {
        var lines: [String] = []
        lines.reserveCapacity(height)
        for row in 0..<height {
            var line = ""
            for column in 0..<width {
                let cell = self[column, row]
                if !cell.isContinuation { line += cell.text }
            }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The frame's roles as text: one letter per cell (see `StyleRole.letter`), for snapshots of colour.
    public var roleMap: String {
        var lines: [String] = []
        for row in 0..<height {
            var line = ""
            for column in 0..<width {
                line.append(self[column, row].role.letter)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension StyleRole {
    /// One letter per role, for role-map snapshots.
    public var letter: Character {
        switch self {
        case .normal: "."
        case .dim: "d"
        case .title: "T"
        case .border: "|"
        case .label: "l"
        case .selected: "S"
        case .error: "E"
        case .warning: "W"
        case .success: "s"
        case .info: "i"
        case .searchHit: "H"
        case .statusBar: "b"
        case .statusKey: "k"
        case .filterActive: "F"
        case .prompt: "P"
        case .placeholder: "?"
        }
    }
}
