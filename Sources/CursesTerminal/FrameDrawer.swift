import CNcursesShim
import TriageConsole

/// Draws `Screen`s onto curses, touching only the cells that changed since the last frame.
struct FrameDrawer {
    /// Draw ASCII stand-ins for non-ASCII text (the locale is not UTF-8).
    let asciiOnly: Bool
    private var lastFrame: Screen?
    /// Cells written in the last `draw` (for the benchmark and tests of the diff).
    private(set) var cellsWrittenLastFrame = 0

    init(asciiOnly: Bool) {
        self.asciiOnly = asciiOnly
    }

    /// Forgets the last frame so the next draw repaints everything (after a resize or theme change).
    mutating func invalidate() {
        lastFrame = nil
    }

    /// Draws `screen`, clipped to `width`×`height` (the real terminal size).
    mutating func draw(_ screen: Screen, width: Int, height: Int, palette: ColorPalette) {
        let full: Bool
        if let lastFrame, lastFrame.width == screen.width, lastFrame.height == screen.height {
            full = false
        } else {
            full = true
            msal_erase()
        }
        var written = 0
        let columns = min(screen.width, width)
        let rows = min(screen.height, height)
        for y in 0..<rows {
            for x in 0..<columns {
                let index = y * screen.width + x
                let cell = screen.cells[index]
                if !full, let lastFrame, lastFrame.cells[index] == cell {
                    continue
                }
                if cell.isContinuation { continue }  // drawn by the wide character before it
                put(cell, x: x, y: y, palette: palette, isWide: isWide(screen, x, y, columns))
                written += 1
            }
        }
        msal_refresh()
        cellsWrittenLastFrame = written
        lastFrame = screen
    }

    private func isWide(_ screen: Screen, _ x: Int, _ y: Int, _ columns: Int) -> Bool {
        x + 1 < columns && screen.cells[y * screen.width + x + 1].isContinuation
    }

    private func put(_ cell: Cell, x: Int, y: Int, palette: ColorPalette, isWide: Bool) {
        var look = palette.look(for: cell.role)
        if cell.bold { look.attributes |= msal_attr_bold() }
        if cell.underline { look.attributes |= msal_attr_underline() }
        let scalars = Self.scalars(of: cell.text, asciiOnly: asciiOnly)
        if asciiOnly && isWide {
            // The stand-in is one column; blank the second so the row stays aligned.
            _ = msal_put_cell(Int32(y), Int32(x + 1), [0x20], 1, look.attributes, look.pair)
        }
        _ = msal_put_cell(Int32(y), Int32(x), scalars, Int32(scalars.count), look.attributes, look.pair)
    }

    /// The scalars to hand curses: control characters never reach the terminal.
    static func scalars(of text: String, asciiOnly: Bool) -> [UInt32] {
        let shown = asciiOnly ? AsciiFallback.text(for: text) : text
        var out: [UInt32] = []
        for scalar in shown.unicodeScalars.prefix(5) {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) {
                if out.isEmpty { out.append(0x3F) }  // '?' in place of a control character
                continue
            }
            out.append(value)
        }
        return out.isEmpty ? [0x20] : out
    }
}
