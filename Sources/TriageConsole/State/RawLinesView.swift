import Foundation
import MSALErrorModel
import MSALErrorText

/// The `r` view: the log's own lines around the selected event, as lnav shows a message in
/// context. Every line is redacted (tokens, secrets and, unless shown, personal data) and
/// made visible text (no control character reaches the terminal) when the view is made.
public struct RawLinesView: Hashable, Sendable {
    /// The file's name as the title shows it.
    public var name: String
    /// The number of the first line held.
    public var firstLine: Int
    public var lines: [String]
    /// The selected event's line, highlighted.
    public var target: Int
    /// The first line shown, as an index into `lines` (a long line wraps over several rows).
    public var scroll: Int

    /// How many lines either side of the event are read.
    public static let radius = 300
    /// The most characters of a line kept (a longer one ends in `…`).
    public static let lineLimit = 2_000

    public init(name: String, firstLine: Int, rawLines: [String], target: Int, personalData: PersonalData) {
        self.name = VisibleText.make(name)
        self.firstLine = firstLine
        // A tab is indentation here, as a pager shows it (elsewhere a lone tab is a placeholder, ␉).
        self.lines = rawLines.map {
            VisibleText.make(Redactor.redact($0, personalData: personalData).replacingOccurrences(of: "\t", with: "    "),
                             limit: Self.lineLimit)
        }
        self.target = target
        self.scroll = 0
    }

    /// The cells left for a line's text beside its number, on a screen `width` wide.
    public func textWidth(_ width: Int) -> Int {
        max(8, width - String(firstLine + lines.count).count - 2)
    }

    /// How many rows line `index` takes, wrapped to `width` cells.
    public func height(_ index: Int, width: Int) -> Int {
        max(1, TextWrap.lines(lines[index], width: textWidth(width)).count)
    }

    /// Scrolls (`scroll` counts lines, each wrapped over as many rows as it needs) so that the
    /// target line starts near the middle of `rows` rows on a screen `width` wide.
    public mutating func center(rows: Int, width: Int) {
        var index = max(0, min(target - firstLine, lines.count - 1))
        var above = 0
        while index > 0, above + height(index - 1, width: width) <= rows / 2 {
            above += height(index - 1, width: width)
            index -= 1
        }
        // Near the end of what is held, earlier lines fill the room rather than blank rows.
        var below = (index..<lines.count).reduce(0) { $0 + height($1, width: width) }
        while index > 0, below + height(index - 1, width: width) <= rows {
            below += height(index - 1, width: width)
            index -= 1
        }
        scroll = index
    }

    /// Moves by `delta` lines; never past the last line.
    public mutating func scroll(by delta: Int) {
        scroll = clamped(scroll + delta)
    }

    public func clamped(_ value: Int) -> Int {
        max(0, min(value, lines.count - 1))
    }
}
