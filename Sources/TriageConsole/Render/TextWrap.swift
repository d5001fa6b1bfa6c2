import MSALErrorModel

/// Wraps text into lines of at most `width` cells: at spaces where there are
/// any, else before a capital inside a camel-case or dotted name (`…BrokerResponse` /
/// `NotReceived`, `java.util.concurrent.` / `CompletionException`), else between characters (Chinese has no spaces). Measured by cells.
///
/// Between characters it keeps the line-breaking rules of Chinese and Japanese
/// (kinsoku): a line never starts with closing punctuation (`。，、」）`…) and never
/// ends with an opening one (`「（`…); the characters around the break move to the
/// next line together instead.
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
                    let cut = kinsokuBreak(in: line, before: character, width: width)
                    lines.append(String(line[..<cut]))
                    line = String(line[cut...])
                }
                lineWidth = CellWidth.of(line)
                lastSpace = nil
                lastCapital = nil
                if character == " " && line.isEmpty { continue }
            }
            if character == " " { lastSpace = line.endIndex }
            // A capital after a lower-case letter or a dot (`…concurrent.` / `CompletionException`).
            if character.isUppercase, let previous, previous.isLowercase || previous == ".", !line.isEmpty {
                lastCapital = line.endIndex
            }
            line.append(character)
            lineWidth += cells
            previous = character
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Punctuation a line must not start with (closing marks, pauses, stops).
    static let noLineStart: Set<Character> = [
        "。", "，", "、", "．", "：", "；", "！", "？", "」", "』", "）", "】", "》", "〉", "〕", "］", "｝",
        "…", "‥", "・", "ー", "〜", "%", ")", "]", "}", ",", ".", ":", ";", "!", "?",
    ]
    /// Punctuation a line must not end with (opening marks).
    static let noLineEnd: Set<Character> = ["「", "『", "（", "【", "《", "〈", "〔", "［", "｛", "(", "[", "{"]

    /// Where to end a full `line` that has no space to break at, so that `next`
    /// (the character that did not fit) does not start a line it may not start, and
    /// the line does not end with an opening mark: the characters after the returned
    /// index move to the next line. The end of `line` when no such break fits.
    static func kinsokuBreak(in line: String, before next: Character, width: Int) -> String.Index {
        var cut = line.endIndex
        if noLineStart.contains(next) {
            // Carry characters back until the moved part starts with one that may start a line.
            repeat {
                guard cut > line.startIndex else { return line.endIndex }
                cut = line.index(before: cut)
            } while noLineStart.contains(line[cut])
        }
        while cut > line.startIndex, noLineEnd.contains(line[line.index(before: cut)]) {
            cut = line.index(before: cut)
        }
        let carried = CellWidth.of(String(line[cut...])) + CellWidth.of(SafeText.visible(next))
        guard cut > line.startIndex, carried <= width else { return line.endIndex }
        return cut
    }
}
