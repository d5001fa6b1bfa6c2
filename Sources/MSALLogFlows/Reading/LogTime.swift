/// A timestamp as a log wrote it: microseconds since 1970-01-01 (of the log's own clock:
/// UTC when `utc`, else the wall time the host wrote), and how many fraction digits the log
/// gave, so it is written back at the log's resolution.
public struct LogTime: Hashable, Comparable, Sendable {
    public var micros: Int64
    public var fractionDigits: UInt8
    public var utc: Bool

    public init(micros: Int64, fractionDigits: UInt8, utc: Bool) {
        self.micros = micros
        self.fractionDigits = fractionDigits
        self.utc = utc
    }

    public static func < (lhs: LogTime, rhs: LogTime) -> Bool { lhs.micros < rhs.micros }

    /// The time from a calendar date and a time of day (`fraction` in microseconds).
    public static func make(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
                            fraction: Int = 0, digits: Int = 0, utc: Bool) -> LogTime? {
        guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        let days = daysFromCivil(year, month, day)
        let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return LogTime(micros: seconds * 1_000_000 + Int64(fraction), fractionDigits: UInt8(min(digits, 6)), utc: utc)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// ``iso`` written straight into bytes (the `--by flow` table writes one per flow).
    public func writeISO(to out: inout [UInt8]) {
        var seconds = micros / 1_000_000
        var fraction = micros % 1_000_000
        if fraction < 0 {
            fraction += 1_000_000
            seconds -= 1
        }
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var index = 0
            func digits(_ value: Int64, _ width: Int) {
                var value = value
                var position = index + width - 1
                while position >= index {
                    buffer[position] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
                    value /= 10
                    position -= 1
                }
                index += width
            }
            func byte(_ value: UInt8) {
                buffer[index] = value
                index += 1
            }
            digits(year, 4); byte(0x2D); digits(month, 2); byte(0x2D); digits(day, 2); byte(0x54)
            digits(rest / 3600, 2); byte(0x3A); digits(rest % 3600 / 60, 2); byte(0x3A); digits(rest % 60, 2)
            if fractionDigits > 0 {
                byte(0x2E)
                var value = fraction
                for _ in 0..<(6 - Int(fractionDigits)) { value /= 10 }
                digits(value, Int(fractionDigits))
            }
            if utc { byte(0x5A) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<index]))
        }
    }

    /// ISO 8601: `2026-03-04T10:15:22.123Z` (the `Z` only for UTC; as many fraction digits
    /// as the log gave).
    public var iso: String {
        var seconds = micros / 1_000_000
        var fraction = micros % 1_000_000
        if fraction < 0 {
            fraction += 1_000_000
            seconds -= 1
        }
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        // civil from days (H. Hinnant)
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int64, _ width: Int) -> String {
            let text = String(value)
            return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
        }
        var out = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(rest / 3600, 2)):\(pad(rest % 3600 / 60, 2)):\(pad(rest % 60, 2))"
        if fractionDigits > 0 {
            let digits = pad(fraction, 6)
            out += "." + digits.prefix(Int(fractionDigits))
        }
        if utc { out += "Z" }
        return out
    }

    /// Milliseconds from `self` to `later` (fractional when the log has sub-millisecond times).
    public func milliseconds(to later: LogTime) -> Double { Double(later.micros - micros) / 1000 }
    fileprivate static let monthNames: [StaticString] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

}

/// Reading the timestamp forms logs use.
enum TimeReading {
    /// `yyyy-MM-dd HH:mm:ss` (or `T`), an optional fraction after `.`/`,`/`:` and an optional
    /// zone (`Z`, `±hh:mm`, `±hhmm`, also after one space) at `index`: the time and where it ends.
    static func iso(_ line: LineBytes, at index: Int, utc: Bool = false) -> (LogTime, Int)? {
        guard let year = line.digits(index, 4), line.has("-", at: index + 4), let month = line.digits(index + 5, 2),
              line.has("-", at: index + 7), let day = line.digits(index + 8, 2) else { return nil }
        let separator = index + 10 < line.count ? line[index + 10] : 0
        guard separator == 0x20 || separator == 0x54 else { return nil }
        guard let (hour, minute, second) = clock(line, at: index + 11) else { return nil }
        var end = index + 19
        var (fraction, digits) = (0, 0)
        if end + 1 < line.count, line[end] == 0x2E || line[end] == 0x2C || line[end] == 0x3A, line.isDigit(end + 1) {
            (fraction, digits, end) = self.fraction(line, at: end + 1)
        }
        var isUTC = utc
        var offsetMinutes = 0
        if end < line.count, line[end] == 0x5A {
            isUTC = true
            end += 1
        } else if let (offset, zoneEnd) = zone(line, at: end) ?? (end < line.count && line[end] == 0x20 ? zone(line, at: end + 1) : nil) {
            isUTC = true
            offsetMinutes = offset
            end = zoneEnd
        }
        guard var time = LogTime.make(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                                      fraction: fraction, digits: digits, utc: isUTC) else { return nil }
        time.micros -= Int64(offsetMinutes) * 60_000_000
        return (time, end)
    }

    /// `HH:mm:ss` at `index`.
    static func clock(_ line: LineBytes, at index: Int) -> (Int, Int, Int)? {
        guard let hour = line.digits(index, 2), line.has(":", at: index + 2), let minute = line.digits(index + 3, 2),
              line.has(":", at: index + 5), let second = line.digits(index + 6, 2) else { return nil }
        return (hour, minute, second)
    }

    /// Fraction digits at `index` (up to six kept): microseconds, digits kept, end.
    static func fraction(_ line: LineBytes, at index: Int) -> (Int, Int, Int) {
        var cursor = index, value = 0, digits = 0
        while line.isDigit(cursor) {
            if digits < 6 {
                value = value * 10 + Int(line[cursor] - 0x30)
                digits += 1
            }
            cursor += 1
        }
        var micros = value
        for _ in digits..<6 { micros *= 10 }
        return (micros, digits, cursor)
    }

    /// `±hh:mm` or `±hhmm` at `index`: minutes east of UTC and the end.
    static func zone(_ line: LineBytes, at index: Int) -> (Int, Int)? {
        guard index < line.count, line[index] == 0x2B || line[index] == 0x2D, let hours = line.digits(index + 1, 2) else { return nil }
        let sign = line[index] == 0x2B ? 1 : -1
        if line.has(":", at: index + 3), let minutes = line.digits(index + 4, 2) { return (sign * (hours * 60 + minutes), index + 6) }
        if let minutes = line.digits(index + 3, 2) { return (sign * (hours * 60 + minutes), index + 5) }
        return nil
    }

    /// `dd/MM/yyyy HH:mm:ss((.fff))(( ±hh:mm))` (Serilog's file sink) at `index`.
    static func dayFirst(_ line: LineBytes, at index: Int) -> (LogTime, Int)? {
        guard let day = line.digits(index, 2), line.has("/", at: index + 2), let month = line.digits(index + 3, 2),
              line.has("/", at: index + 5), let year = line.digits(index + 6, 4), line.has(" ", at: index + 10),
              let (hour, minute, second) = clock(line, at: index + 11) else { return nil }
        var end = index + 19
        var (fraction, digits) = (0, 0)
        if end + 1 < line.count, line[end] == 0x2E, line.isDigit(end + 1) { (fraction, digits, end) = self.fraction(line, at: end + 1) }
        var utc = false, offset = 0
        if end < line.count, line[end] == 0x20, let (minutes, zoneEnd) = zone(line, at: end + 1) {
            utc = true
            offset = minutes
            end = zoneEnd
        }
        guard var time = LogTime.make(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                                      fraction: fraction, digits: digits, utc: utc) else { return nil }
        time.micros -= Int64(offset) * 60_000_000
        return (time, end)
    }

    /// `MM/dd/yyyy HH:mm:ss` (MSAL.NET up to 4.31, UTC) at `index`.
    static func monthFirst(_ line: LineBytes, at index: Int) -> (LogTime, Int)? {
        guard let month = line.digits(index, 2), line.has("/", at: index + 2), let day = line.digits(index + 3, 2),
              line.has("/", at: index + 5), let year = line.digits(index + 6, 4), line.has(" ", at: index + 10),
              let (hour, minute, second) = clock(line, at: index + 11),
              let time = LogTime.make(year: year, month: month, day: day, hour: hour, minute: minute, second: second, utc: true)
        else { return nil }
        return (time, index + 19)
    }

    /// `Www, dd Mon yyyy HH:mm:ss GMT` (JavaScript's `toUTCString`) at `index`.
    static func httpDate(_ line: LineBytes, at index: Int) -> LogTime? {
        guard line.has(", ", at: index + 3), let day = line.digits(index + 5, 2), line.has(" ", at: index + 7),
              let year = line.digits(index + 12, 4), let (hour, minute, second) = clock(line, at: index + 17),
              index + 11 <= line.count else { return nil }
        let months = LogTime.monthNames
        guard let month = months.firstIndex(where: { line.has($0, at: index + 8) }) else { return nil }
        return LogTime.make(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second, utc: true)
    }

    /// The first host timestamp in `line[from..<to]`: ISO-like or Serilog's `dd/MM/yyyy`.
    static func firstHostTime(_ line: LineBytes, from: Int = 0, to: Int) -> LogTime? {
        var index = from
        let end = min(to, line.count) - 10
        while index < end {
            if line.isDigit(index) {
                if line.isDigit(index + 3), index + 4 < line.count, line[index + 4] == 0x2D, let (time, _) = iso(line, at: index) {
                    return time
                }
                if index + 2 < line.count, line[index + 2] == 0x2F, let (time, _) = dayFirst(line, at: index) { return time }
                // Skip the rest of this number.
                while index < end, line.isDigit(index) { index += 1 }
            }
            index += 1
        }
        return nil
    }
}
