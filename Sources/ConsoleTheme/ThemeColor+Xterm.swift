/// Theme colours by name, hex or index, and their nearest xterm colour.
extension ThemeColor {
    /// The 16 ANSI colour names, as theme files spell them, with their xterm index.
    public static let ansiNames: [(name: String, index: UInt8)] = [
        ("black", 0), ("red", 1), ("green", 2), ("yellow", 3), ("blue", 4), ("magenta", 5), ("cyan", 6),
        ("white", 7), ("bright-black", 8), ("bright-red", 9), ("bright-green", 10), ("bright-yellow", 11),
        ("bright-blue", 12), ("bright-magenta", 13), ("bright-cyan", 14), ("bright-white", 15),
    ]

    /// Reads a theme colour: `default`, one of the 16 ANSI names (`bright-red`; `_` or no
    /// separator also accepted; `gray`/`grey` = `bright-black`), `#rrggbb` or `#rgb` (mapped to
    /// the nearest of the 256 xterm colours), or an xterm index `0`–`255`. Nil when unreadable.
    public static func parse(_ text: String) -> ThemeColor? {
        let word = text.themeTrimmed().lowercased()
        if word == "default" { return .terminalDefault }
        if word.hasPrefix("#") { return hexColor(String(word.dropFirst())) }
        if let index = UInt8(word) { return .indexed(index) }
        let plain = word.replacingUnderscoresAndDashes()
        if plain == "gray" || plain == "grey" { return .indexed(8) }
        for entry in ansiNames where entry.name.replacingUnderscoresAndDashes() == plain {
            return .indexed(entry.index)
        }
        return nil
    }

    private static func hexColor(_ digits: String) -> ThemeColor? {
        guard digits.utf8.allSatisfy({ $0 < 0x80 }), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.utf8.count {
        case 6:
            return .indexed(nearestXterm(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF),
                                         blue: UInt8(value & 0xFF)))
        case 3:
            let r = UInt8(value >> 8 & 0xF), g = UInt8(value >> 4 & 0xF), b = UInt8(value & 0xF)
            return .indexed(nearestXterm(red: r * 17, green: g * 17, blue: b * 17))
        default:
            return nil
        }
    }

    /// The xterm colour (16–255: the 6×6×6 cube and the grey ramp) closest to an RGB colour.
    /// 0–15 are left out because terminals let people redefine them.
    public static func nearestXterm(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        nearest(red: red, green: green, blue: blue, among: 16...255)
    }

    /// The RGB value xterm gives an index by default.
    public static func xtermRGB(_ index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        switch index {
        case 0..<16:
            let table: [(UInt8, UInt8, UInt8)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
                (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            let rgb = table[Int(index)]
            return (rgb.0, rgb.1, rgb.2)
        case 16..<232:
            let cube = Int(index) - 16
            let level: (Int) -> UInt8 = { $0 == 0 ? 0 : UInt8(55 + $0 * 40) }
            return (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        default:
            let grey = UInt8(8 + (Int(index) - 232) * 10)
            return (grey, grey, grey)
        }
    }

    /// This colour on a terminal with fewer colours: unchanged with 256 or more; otherwise the
    /// nearest of the first 16 (or 8). With only 8, a bright ANSI colour becomes its base colour,
    /// and anything nearest to grey (bright-black) becomes white, so dim text stays readable
    /// instead of turning black.
    public func limited(toColorCount count: Int) -> ThemeColor {
        guard case .indexed(let index) = self, count < 256 else { return self }
        let sixteen = count >= 16
        if index < (sixteen ? 16 : 8) { return self }
        if index < 16 { return .indexed(index == 8 ? 7 : index - 8) }
        let rgb = Self.xtermRGB(index)
        let nearest = Self.nearest(red: rgb.red, green: rgb.green, blue: rgb.blue, among: 0...(sixteen ? 15 : 8))
        return .indexed(!sixteen && nearest == 8 ? 7 : nearest)
    }

    /// Nearest by the "redmean" weighted distance, a cheap stand-in for perceptual difference.
    private static func nearest(red: UInt8, green: UInt8, blue: UInt8, among indexes: ClosedRange<UInt8>) -> UInt8 {
        var best = indexes.lowerBound
        var bestDistance = Int.max
        for index in indexes {
            let candidate = xtermRGB(index)
            let meanRed = (Int(red) + Int(candidate.red)) / 2
            let dr = Int(red) - Int(candidate.red), dg = Int(green) - Int(candidate.green)
            let db = Int(blue) - Int(candidate.blue)
            let distance = (512 + meanRed) * dr * dr / 256 + 4 * dg * dg + (767 - meanRed) * db * db / 256
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }
}

extension String {
    fileprivate func themeTrimmed() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }

    fileprivate func replacingUnderscoresAndDashes() -> String {
        String(unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " }.map(Character.init))
    }
}
