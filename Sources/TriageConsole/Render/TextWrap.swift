import MSALErrorModel

/// Wraps text into lines of at most `width` cells: at spaces where there are
/// any, else before a capital inside a camel-case name (`…BrokerResponse` /
/// `NotReceived`), else between characters (Chinese has no spaces). Measured by cells.
public enum TextWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var lastSpace: String.Index?
        var lastCapital: String.Index?
        var previous: Character?
        for character in text {
            if character.isNewline {
                lines.append(line)
                line = ""
                lineWidth = 0
                lastSpace = nil
                lastCapital = nil
                previous = nil
                continue
            }
            let cells = CellWidth.of(SafeText.visible(character))
            if lineWidth + cells > width {
                if let space = lastSpace {
                    let rest = String(line[line.index(after: space)...])
                    lines.append(String(line[..<space]))
                    line = rest
                } else if let capital = lastCapital, CellWidth.of(String(line[..<capital])) * 2 >= width {
                    // Only when the break keeps at least half the line: a name stays readable.
                    lines.append(String(line[..<capital]))
                    line = String(line[capital...])
                } else {
                    lines.append(line)
                    line = ""
                }
                lineWidth = CellWidth.of(line)
                lastSpace = nil
                lastCapital = nil
                if character == " " && line.isEmpty { continue }
            }
            if character == " " { lastSpace = line.endIndex }
            if character.isUppercase, let previous, previous.isLowercase, !line.isEmpty { lastCapital = line.endIndex }
            line.append(character)
            lineWidth += cells
            previous = character
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
