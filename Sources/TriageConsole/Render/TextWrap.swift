/// Wraps text into lines of at most `width` cells: at spaces where there are
/// any, else between characters (Chinese has no spaces). Measured by cells.
public enum TextWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var lastSpace: String.Index?
        for character in text {
            if character.isNewline {
                lines.append(line)
                line = ""
                lineWidth = 0
                lastSpace = nil
                continue
            }
            let cells = CellWidth.of(SafeText.visible(character))
            if lineWidth + cells > width {
                if let space = lastSpace {
                    let rest = String(line[line.index(after: space)...])
                    lines.append(String(line[..<space]))
                    line = rest
                    lineWidth = CellWidth.of(rest)
                } else {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                lastSpace = nil
                if character == " " && line.isEmpty { continue }
            }
            if character == " " { lastSpace = line.endIndex }
            line.append(character)
            lineWidth += cells
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
