import MSALErrorModel

/// The key help as lines for a terminal of a given size: the bindings in one or two
/// columns, then the notes on prompts, panes and filter terms, wrapped. When it is longer
/// than the room, the help scrolls (`↑↓ PgUp PgDn`), so a 60x16 terminal reaches every key.
struct HelpPage {
    enum Line: Equatable {
        /// Row `row` of the key columns.
        case keys(row: Int)
        case note(String)
        case blank
    }

    let columns: Int
    let rows: Int
    let columnWidth: Int
    let lines: [Line]
    /// Lines that fit under the title.
    let room: Int

    static let notes = [
        "In a prompt: Enter applies, Esc cancels, Backspace and ^U edit.",
        "Trace focused: ↑↓ walk the flow. Details focused: ↑↓ PgUp PgDn Home End scroll (the wheel too). Esc leaves.",
        "Filter and search terms: text  action:interactive_auth  code:-50002  domain:MSALErrorDomain"
            + "  platform:dotnet  outcome:error  flow:12",
    ]

    /// For a console `width` x `height` (the help covers all but the two status lines and its title).
    init(width: Int, height: Int) {
        let count = KeyMap.bindings.count
        room = max(1, height - 3)
        let notes = HelpPage.notes.flatMap { TextWrap.lines($0, width: max(10, width - 2)) }.map(Line.note)
        // One column when the keys and notes fit under one another; else two from 80 cells
        // (each binding's brief fits in half of 80); narrower, one, scrolled.
        columns = count + 1 + notes.count <= room || width < 80 ? 1 : 2
        rows = (count + columns - 1) / columns
        columnWidth = width / columns
        // A blank line between keys and notes, unless leaving it out makes the whole help fit.
        let gap: [Line] = rows + notes.count == room ? [] : [.blank]
        lines = (0..<rows).map { Line.keys(row: $0) } + gap + notes
    }

    /// The furthest the help scrolls: its last line on the last row.
    var maximumScroll: Int { max(0, lines.count - room) }

    /// The binding at `row`, `column` of the key columns, if any.
    func binding(row: Int, column: Int) -> KeyBinding? {
        let index = column * rows + row
        return index < KeyMap.bindings.count ? KeyMap.bindings[index] : nil
    }
}
