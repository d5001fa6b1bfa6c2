/// What a cell shows when the locale is not UTF-8: box drawing becomes `+ - |`,
/// anything else outside ASCII becomes `?`, so columns stay aligned.
public enum AsciiFallback {
    public static func text(for text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        if first.isASCII { return String(first) }
        switch first.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B:
            return "|"
        case 0x2500...0x257F:
            return "+"
        case 0x2580...0x259F:
            return "#"
        case 0x2191, 0x25B2, 0x25B4: return "^"
        case 0x2193, 0x25BC, 0x25BE: return "v"
        case 0x25B6, 0x25B8, 0x2192, 0x203A: return ">"
        case 0x25C0, 0x25C2, 0x2190, 0x2039: return "<"
        case 0x2022, 0x25CF, 0x00B7: return "*"
        case 0x2026: return "."
        case 0x00A0: return " "
        default: return "?"
        }
    }
}
