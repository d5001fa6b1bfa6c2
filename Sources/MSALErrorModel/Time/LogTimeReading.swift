/// Reading every timestamp form MSAL's logs and the loggers around them write
/// (`../shared/reference/msal-log-formats.md`), on bytes in place: one reader for MSALLogFlows'
/// line readers, the decoders' error times and the console's time column.
///
/// Each form is read only when it is whole and valid (month 1–12, hour below 24, …) and not
/// glued to a longer number, so versions (`4.61.3.0`), ids, ports and counts are not times.
/// A zone turns the time to UTC: `Z` as it is, `GMT`, and an offset (`+01:00`, `+0100`)
/// subtracted; without one the time is the wall time the text wrote, with no zone.
public enum LogTimeReading {
    public typealias Bytes = UnsafeBufferPointer<UInt8>

    // MARK: - The forms, each at a known position

    /// `yyyy-MM-dd HH:mm:ss` (or `T`; or `yyyy/MM/dd`), an optional fraction after `.`/`,`/`:` and an optional
    /// zone (`Z`, `±hh:mm`, `±hhmm`, also after one space) at `index`: the time and where it ends.
    /// `utc` marks a time without a zone as UTC (a layout whose times are UTC by definition).
    public static func iso(_ line: Bytes, at index: Int, utc: Bool = false) -> (LogTime, Int)? {
        // `-` in ISO 8601; `/` in Go's standard logger and others (`2026/03/04 10:15:22`), the same one twice.
        guard let year = digits(line, index, 4), index + 4 < line.count, line[index + 4] == 0x2D || line[index + 4] == 0x2F,
              let month = digits(line, index + 5, 2), has(line, line[index + 4], at: index + 7),
              let day = digits(line, index + 8, 2) else { return nil }
        let separator = index + 10 < line.count ? line[index + 10] : 0
        guard separator == 0x20 || separator == 0x54 else { return nil }
        return timeAfterDate(line, at: index + 11, year: year, month: month, day: day, utc: utc, form: .dateTime)
    }

    /// `MM-dd HH:mm:ss` or `MM/dd HH:mm:ss` with an optional fraction (logcat's threadtime,
    /// MSAL.NET 4.32's year-less `MM/dd HH:mm:ss.ff` with the culture's separator) at `index`.
    public static func monthDay(_ line: Bytes, at index: Int, utc: Bool = false) -> (LogTime, Int)? {
        guard let month = digits(line, index, 2), index + 2 < line.count, line[index + 2] == 0x2D || line[index + 2] == 0x2F,
              let day = digits(line, index + 3, 2), has(line, 0x20, at: index + 5) || has(line, 0x54, at: index + 5)
        else { return nil }
        return timeAfterDate(line, at: index + 6, year: 2000, month: month, day: day, utc: utc, form: .monthDay)
    }

    /// `HH:mm:ss` with an optional fraction (`.`, `,` or `:`, VS Output's `HH:mm:ss:fff`) and an
    /// optional `Z` at `index`: a time of day alone.
    public static func timeOfDay(_ line: Bytes, at index: Int, utc: Bool = false) -> (LogTime, Int)? {
        timeAfterDate(line, at: index, year: 2000, month: 1, day: 1, utc: utc, form: .timeOfDay)
    }

    /// `dd/MM/yyyy HH:mm:ss((.fff))(( ±hh:mm))` (Serilog's file sink) at `index`.
    public static func dayFirst(_ line: Bytes, at index: Int) -> (LogTime, Int)? {
        guard let day = digits(line, index, 2), has(line, 0x2F, at: index + 2), let month = digits(line, index + 3, 2),
              has(line, 0x2F, at: index + 5), let year = digits(line, index + 6, 4), has(line, 0x20, at: index + 10)
        else { return nil }
        return timeAfterDate(line, at: index + 11, year: year, month: month, day: day, utc: false, form: .dateTime)
    }

    /// `MM/dd/yyyy HH:mm:ss` (MSAL.NET up to 4.31, UTC) at `index`.
    public static func monthFirst(_ line: Bytes, at index: Int) -> (LogTime, Int)? {
        guard let month = digits(line, index, 2), has(line, 0x2F, at: index + 2), let day = digits(line, index + 3, 2),
              has(line, 0x2F, at: index + 5), let year = digits(line, index + 6, 4), has(line, 0x20, at: index + 10)
        else { return nil }
        return timeAfterDate(line, at: index + 11, year: year, month: month, day: day, utc: true, form: .dateTime)
    }

    /// `Www, dd Mon yyyy HH:mm:ss GMT` (JavaScript's `toUTCString`, an HTTP date) at `index`.
    public static func httpDate(_ line: Bytes, at index: Int) -> LogTime? {
        guard index >= 0, has(line, 0x2C, at: index + 3), has(line, 0x20, at: index + 4),
              let day = digits(line, index + 5, 2), has(line, 0x20, at: index + 7), has(line, 0x20, at: index + 11),
              let year = digits(line, index + 12, 4), has(line, 0x20, at: index + 16),
              let (hour, minute, second) = clock(line, at: index + 17) else { return nil }
        guard let month = monthNumber(line[index + 8], line[index + 9], line[index + 10]) else { return nil }
        return LogTime.make(year: year, month: month, day: day, hour: hour, minute: minute, second: second, utc: true)
    }

    /// A time as ``LogTime/iso`` wrote it (a session export read back), all of `text` or nil.
    public static func normalised(_ text: String) -> LogTime? {
        var text = text
        return text.withUTF8 { bytes in
            let read: (LogTime, Int)?
            if has(bytes, "--", at: 0) {
                read = monthDay(Bytes(rebasing: bytes[2...]), at: 0).map { ($0.0, $0.1 + 2) }
            } else if has(bytes, 0x3A, at: 2) {
                read = timeOfDay(bytes, at: 0)
            } else {
                read = iso(bytes, at: 0)
            }
            guard let (time, end) = read, end == bytes.count else { return nil }
            return time
        }
    }

    // MARK: - Finding a time in a stretch of text

    /// The first host timestamp with a date in `line[from..<to]`: ISO-like or Serilog's
    /// `dd/MM/yyyy` (MSALLogFlows' readers, for the host prefix before MSAL's text).
    public static func firstHostTime(_ line: Bytes, from: Int = 0, to: Int) -> LogTime? {
        var index = from
        let end = min(to, line.count) - 10
        while index < end {
            if isDigit(line, index) {
                if isDigit(line, index + 3), line[index + 4] == 0x2D || line[index + 4] == 0x2F,
                   let (time, _) = iso(line, at: index) { return time }
                if line[index + 2] == 0x2F, let (time, _) = dayFirst(line, at: index) { return time }
                // Skip the rest of this number.
                while index < end, isDigit(line, index) { index += 1 }
            }
            index += 1
        }
        return nil
    }

    /// The best time in `line[from..<to]` (a line's prefix): the first one with a full date
    /// (ISO 8601, `dd/MM/yyyy`, MSAL.NET's `[MM/dd/yyyy`, an HTTP date), else the first
    /// partial one (`MM-dd HH:mm:ss`, `HH:mm:ss`). A number glued to a letter, a digit or a
    /// dot before it (a version, an id) starts no time.
    public static func bestTime(_ line: Bytes, from: Int = 0, to: Int) -> LogTime? {
        let end = min(to, line.count)
        var index = max(0, from)
        var partial: LogTime?
        while index < end - 4 {
            guard isDigit(line, index) else {
                index += 1
                continue
            }
            let before = index > 0 ? line[index - 1] : 0x20
            // Nor does one after `/` (a path, or the month of a date whose year was no time).
            if !(isDigit(line, index - 1) || isLetter(before) || before == 0x2E || before == 0x2D || before == 0x3A
                 || before == 0x2F) {
                let limited = Bytes(rebasing: line[0..<end])
                if let time = dated(limited, at: index) { return time }
                if looksDated(limited, at: index) {
                    // An invalid date (`2026-13-04 10:15:22`): neither it nor its clock is a time.
                    index += 19
                    continue
                }
                if partial == nil { partial = undated(limited, at: index) }
            }
            while index < end, isDigit(line, index) { index += 1 }
        }
        return partial
    }

    /// A time with a full date starting at `index`, or nil.
    private static func dated(_ line: Bytes, at index: Int) -> LogTime? {
        if isDigit(line, index + 3), has(line, 0x2D, at: index + 4) || has(line, 0x2F, at: index + 4) {
            return iso(line, at: index)?.0
        }
        if has(line, 0x2F, at: index + 2), has(line, 0x2F, at: index + 5) {
            // `[MM/dd/yyyy` is MSAL.NET's own (UTC); elsewhere `dd/MM/yyyy` is Serilog's.
            if index > 0, line[index - 1] == 0x5B { return (monthFirst(line, at: index) ?? dayFirst(line, at: index))?.0 }
            return (dayFirst(line, at: index) ?? monthFirst(line, at: index))?.0
        }
        // `Wed, 04 Mar 2026 10:15:22 GMT`: the day follows `Www, `.
        if index >= 5, line[index - 2] == 0x2C, line[index - 1] == 0x20 { return httpDate(line, at: index - 5) }
        return nil
    }

    /// True when a date's shape (`dddd-`, `dd/dd/`) starts at `index`.
    private static func looksDated(_ line: Bytes, at index: Int) -> Bool {
        (isDigit(line, index + 3) && (has(line, 0x2D, at: index + 4) || has(line, 0x2F, at: index + 4)))
            || (has(line, 0x2F, at: index + 2) && has(line, 0x2F, at: index + 5))
    }

    /// A time without a year starting at `index`, or nil.
    private static func undated(_ line: Bytes, at index: Int) -> LogTime? {
        if has(line, 0x3A, at: index + 2) { return timeOfDay(line, at: index)?.0 }
        if has(line, 0x2D, at: index + 2) || has(line, 0x2F, at: index + 2) { return monthDay(line, at: index)?.0 }
        return nil
    }

    // MARK: - Parts

    /// The month (1–12) of an English three-letter abbreviation (`Jan` … `Dec`).
    @inline(__always)
    private static func monthNumber(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Int? {
        switch UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c) {
        case 0x4A_616E: 1   // Jan
        case 0x46_6562: 2   // Feb
        case 0x4D_6172: 3   // Mar
        case 0x41_7072: 4   // Apr
        case 0x4D_6179: 5   // May
        case 0x4A_756E: 6   // Jun
        case 0x4A_756C: 7   // Jul
        case 0x41_7567: 8   // Aug
        case 0x53_6570: 9   // Sep
        case 0x4F_6374: 10  // Oct
        case 0x4E_6F76: 11  // Nov
        case 0x44_6563: 12  // Dec
        default: nil
        }
    }

    /// The time of day, fraction and zone after a date (at `index`), or of a time of day alone.
    @inline(__always)
    private static func timeAfterDate(_ line: Bytes, at index: Int, year: Int, month: Int, day: Int,
                                      utc: Bool, form: LogTime.Form) -> (LogTime, Int)? {
        guard let (hour, minute, second) = clock(line, at: index) else { return nil }
        var end = index + 8
        // Glued to a longer number (`10:15:223`): not a time.
        if isDigit(line, end) { return nil }
        var (fraction, fractionDigits) = (0, 0)
        if end + 1 < line.count, line[end] == 0x2E || line[end] == 0x2C || line[end] == 0x3A, isDigit(line, end + 1) {
            (fraction, fractionDigits, end) = self.fraction(line, at: end + 1)
        }
        var isUTC = utc
        var offsetMinutes = 0
        if end < line.count, line[end] == 0x5A {
            isUTC = true
            end += 1
        } else if end + 1 < line.count, line[end] == 0x20, line[end + 1] == 0x47 || line[end + 1] == 0x55,
                  has(line, " GMT", at: end) || has(line, " UTC", at: end) {
            isUTC = true
            end += 4
        } else if form == .dateTime,
                  let (offset, zoneEnd) = zone(line, at: end) ?? (has(line, 0x20, at: end) ? zone(line, at: end + 1) : nil) {
            isUTC = true
            offsetMinutes = offset
            end = zoneEnd
        }
        guard var time = LogTime.make(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                                      fraction: fraction, digits: fractionDigits, utc: isUTC, form: form) else { return nil }
        time.micros -= Int64(offsetMinutes) * 60_000_000
        return (time, end)
    }

    /// `HH:mm:ss` at `index`.
    @inline(__always)
    static func clock(_ line: Bytes, at index: Int) -> (Int, Int, Int)? {
        guard let hour = digits(line, index, 2), has(line, 0x3A, at: index + 2), let minute = digits(line, index + 3, 2),
              has(line, 0x3A, at: index + 5), let second = digits(line, index + 6, 2) else { return nil }
        return (hour, minute, second)
    }

    /// Fraction digits at `index` (up to six kept): microseconds, digits kept, end.
    static func fraction(_ line: Bytes, at index: Int) -> (Int, Int, Int) {
        var cursor = index, value = 0, digits = 0
        while isDigit(line, cursor) {
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

    /// `±hh:mm` or `±hhmm` at `index`: minutes east of UTC and the end. Not followed by
    /// another digit (`-01234567-…`, an id).
    static func zone(_ line: Bytes, at index: Int) -> (Int, Int)? {
        guard index < line.count, line[index] == 0x2B || line[index] == 0x2D, let hours = digits(line, index + 1, 2),
              hours < 15 else { return nil }
        let sign = line[index] == 0x2B ? 1 : -1
        if has(line, 0x3A, at: index + 3), let minutes = digits(line, index + 4, 2), minutes < 60, !isDigit(line, index + 6) {
            return (sign * (hours * 60 + minutes), index + 6)
        }
        if let minutes = digits(line, index + 3, 2), minutes < 60, !isDigit(line, index + 5) {
            return (sign * (hours * 60 + minutes), index + 5)
        }
        return nil
    }

    // MARK: - Bytes

    @inline(__always)
    static func isDigit(_ line: Bytes, _ index: Int) -> Bool { index >= 0 && index < line.count && line[index] &- 0x30 < 10 }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    @inline(__always)
    static func has(_ line: Bytes, _ byte: UInt8, at index: Int) -> Bool { index >= 0 && index < line.count && line[index] == byte }

    @inline(__always)
    static func has(_ line: Bytes, _ text: StaticString, at index: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index >= 0, index + length <= line.count else { return false }
        for offset in 0..<length where line[index + offset] != text.utf8Start[offset] { return false }
        return true
    }

    /// The decimal number of `length` digits at `index`, or nil when one is not a digit.
    @inline(__always)
    static func digits(_ line: Bytes, _ index: Int, _ length: Int) -> Int? {
        guard index >= 0, index + length <= line.count else { return nil }
        var value = 0
        for offset in 0..<length {
            let digit = line[index + offset] &- 0x30
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }
}
