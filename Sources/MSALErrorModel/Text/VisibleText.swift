/// The one rule for outside text on a terminal: which characters may never be
/// printed raw, and the visible picture that stands in for each.
///
/// C0 controls become their Control Pictures (`␛` for ESC, `␊` for a line feed),
/// DEL becomes `␡`, and C1 controls and bidirectional marks and overrides become
/// `�`, so input can never move the cursor, change colours, retitle the window or
/// reorder what is shown. Every output of outside text goes through ``make(_:replacing:keepingLineBreaks:limit:)``;
/// only the stand-in differs (``Replacement``).
public enum VisibleText {
    /// What stands in for an unsafe scalar.
    public enum Replacement: Sendable {
        /// Its Control Picture (`␛`), `␡` or `�`: the console, `explain`, the export path.
        case picture
        /// A space: translators' message files and scenario text, where a control is noise.
        case space
        /// `?`: a file name inside a one-line message.
        case questionMark
        /// `\u{1b}`: command-line values and queries quoted back, so the person sees what they typed.
        case escape
    }

    /// A copy of `text` with every unsafe scalar replaced, cut to `limit` scalars (with `…`)
    /// when a limit is given. `keepingLineBreaks` lets `\n` and `\t` through (help text).
    public static func make(_ text: String, replacing replacement: Replacement = .picture,
                            keepingLineBreaks: Bool = false, limit: Int? = nil) -> String {
        // Nearly every text is short enough and holds no unsafe scalar: a look at its bytes in place.
        if limit.map({ text.utf8.count <= $0 }) ?? true, text.utf8.withContiguousStorageIfAvailable(isSafe) == true {
            return text
        }
        // A long line cut short whose kept part is plain safe ASCII (most log lines): bytes in place,
        // not a scalar-by-scalar copy (this was most of `summarize --by flow --json`'s time).
        if let limit, let kept = text.utf8.withContiguousStorageIfAvailable({ asciiPrefix($0, limit) }), let kept {
            return kept + "…"
        }
        let cut = limit.map { text.unicodeScalars.count > $0 } ?? false
        guard cut || text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in limit.map({ text.unicodeScalars.prefix($0) }) ?? text.unicodeScalars[...] {
            guard isUnsafe(scalar), !(keepingLineBreaks && (scalar == "\n" || scalar == "\t")) else {
                out.append(scalar)
                continue
            }
            switch replacement {
            case .picture: out.append(picture(for: scalar))
            case .space: out.append(" ")
            case .questionMark: out.append("?")
            case .escape: out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            }
        }
        return String(out) + (cut ? "…" : "")
    }

    /// The first `limit` bytes of a longer `bytes` as text when each is a safe ASCII character
    /// (then they are exactly `limit` scalars, and more follow); nil otherwise.
    static func asciiPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ limit: Int) -> String? {
        guard limit > 0, bytes.count > limit else { return nil }
        let kept = UnsafeBufferPointer(rebasing: bytes[..<limit])
        guard !kept.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return nil }
        return String(decoding: kept, as: UTF8.self)
    }

    /// True when the UTF-8 `bytes` hold no scalar ``isUnsafe(_:)`` refuses: no C0 control
    /// (a byte below 0x20), no DEL, no C1 control (C2 80…C2 9F), no LRM or RLM (E2 80 8E,
    /// E2 80 8F), no embedding or override (E2 80 AA…AE), no isolate (E2 81 A6…A9). Only
    /// the bytes that can start one are looked at closely: typographic punctuation such as
    /// `…`, `—` and `’` also starts with E2.
    static func isSafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let stops = ByteBlocks.Stops(0x7F, 0xC2, 0xE2, 0xE2, 0xE2)
        var index = ByteBlocks.plainPrefixLength(bytes, stops)
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0..<0x20, 0x7F:
                return false
            case 0xC2:
                if index < bytes.count, (0x80...0x9F).contains(bytes[index]) { return false }
            case 0xE2:
                if index + 1 < bytes.count, isDirectionalFormat(bytes[index], bytes[index + 1]) { return false }
            default:
                continue
            }
            index += ByteBlocks.plainPrefixLength(UnsafeBufferPointer(rebasing: bytes[index...]), stops)
        }
        return true
    }

    /// True when E2 `second` `third` is an LRM or RLM (U+200E, U+200F), an embedding or
    /// override (U+202A…U+202E) or an isolate (U+2066…U+2069): the invisible characters that
    /// reorder what a terminal shows (``isUnsafe(_:)``), read from their UTF-8 bytes.
    @inline(__always) static func isDirectionalFormat(_ second: UInt8, _ third: UInt8) -> Bool {
        second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third))
            || second == 0x81 && (0xA6...0xA9).contains(third)
    }

    /// C0 controls, DEL and C1 controls.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Controls, plus the invisible marks that reorder text (LRM, RLM, bidi embeddings, overrides, isolates).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return isControl(scalar) || value == 0x200E || value == 0x200F
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// The visible stand-in for an unsafe scalar.
    public static func picture(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
