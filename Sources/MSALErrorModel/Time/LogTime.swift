/// A timestamp as a log or an error's text wrote it: microseconds since 1970-01-01 (of the
/// text's own clock: UTC when `utc`, else the wall time the host wrote), how many fraction
/// digits it gave, so it is written back at its resolution, and how much of a date it had.
///
/// One value for every reader of times: MSALLogFlows' line readers, the decoders (a
/// ``Diagnosis``'s `time`) and the console's time column. ``LogTimeReading`` reads it.
public struct LogTime: Hashable, Comparable, Sendable {
    /// How much of a calendar date the text gave. A time never gets a date it did not have.
    public enum Form: UInt8, Hashable, Sendable {
        /// Year, month, day and time of day.
        case dateTime
        /// Month, day and time, no year (logcat's `MM-dd HH:mm:ss.SSS`, MSAL.NET 4.32's
        /// `MM/dd HH:mm:ss.ff`): kept in year 2000 (a leap year, so 02-29 is a date), written
        /// without it.
        case monthDay
        /// A time of day alone (`HH:mm:ss.SSS`): microseconds since midnight.
        case timeOfDay
    }

    public var micros: Int64
    public var fractionDigits: UInt8
    public var utc: Bool
    public var form: Form

    public init(micros: Int64, fractionDigits: UInt8, utc: Bool, form: Form = .dateTime) {
        self.micros = micros
        self.fractionDigits = fractionDigits
        self.utc = utc
        self.form = form
    }

    public static func < (lhs: LogTime, rhs: LogTime) -> Bool { lhs.micros < rhs.micros }

    /// The time from a calendar date and a time of day (`fraction` in microseconds).
    public static func make(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
                            fraction: Int = 0, digits: Int = 0, utc: Bool, form: Form = .dateTime) -> LogTime? {
        guard (1...12).contains(month), (1...daysIn(month)).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        let days = form == .timeOfDay ? 0 : daysFromCivil(form == .monthDay ? 2000 : year, month, day)
        let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return LogTime(micros: seconds * 1_000_000 + Int64(fraction), fractionDigits: UInt8(min(digits, 6)), utc: utc, form: form)
    }

    /// A time of day alone.
    public static func timeOfDay(hour: Int, minute: Int, second: Int, fraction: Int = 0, digits: Int = 0, utc: Bool) -> LogTime? {
        make(year: 2000, month: 1, day: 1, hour: hour, minute: minute, second: second, fraction: fraction, digits: digits,
             utc: utc, form: .timeOfDay)
    }

    private static func daysIn(_ month: Int) -> Int { month == 2 ? 29 : (month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31) }

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

    /// Milliseconds since midnight (of the time's own clock): the console's time column.
    public var millisecondsOfDay: UInt64 {
        let day: Int64 = 86_400_000_000
        return UInt64((micros % day + day) % day / 1000)
    }

    /// Hands `body` the ISO 8601 text of this time: `2026-03-04T10:15:22.123Z` (as many fraction
    /// digits as the text gave, `Z` only for UTC), `--03-04T10:15:22.123` without a year
    /// (ISO 8601's truncated form), `10:15:22.123` for a time of day alone.
    @inline(__always)
    public func withISO<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[0..<writeISO(into: buffer)]))
        }
    }

    /// ``withISO(_:)``'s text appended to `out` (the `--by flow` table writes one per flow).
    public func writeISO(to out: inout [UInt8]) {
        withISO { out.append(contentsOf: $0) }
    }

    /// ``withISO(_:)``'s text.
    public var iso: String { withISO { String(decoding: $0, as: UTF8.self) } }

    /// Writes the ISO text into `buffer` (32 bytes are enough); returns its length.
    private func writeISO(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
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
        // Two digits at once, one division by ten: a time is eleven pairs of digits, and
        // `digits` spent a loop on each (`explain` writes a time for every error).
        func pair(_ value: Int64) {
            let tens = value / 10
            buffer[index] = UInt8(truncatingIfNeeded: 0x30 + tens)
            buffer[index + 1] = UInt8(truncatingIfNeeded: 0x30 + value - tens * 10)
            index += 2
        }
        if form != .timeOfDay {
            // Civil date from days (H. Hinnant).
            let z = days + 719_468
            let era = (z >= 0 ? z : z - 146_096) / 146_097
            let doe = z - era * 146_097
            let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
            let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
            let mp = (5 * doy + 2) / 153
            let day = doy - (153 * mp + 2) / 5 + 1
            let month = mp < 10 ? mp + 3 : mp - 9
            if form == .monthDay {
                byte(0x2D); byte(0x2D)
            } else {
                let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
                if (0...9999).contains(year) {
                    pair(year / 100); pair(year % 100)
                } else {
                    digits(year, 4)
                }
                byte(0x2D)
            }
            pair(month); byte(0x2D); pair(day); byte(0x54)
        }
        pair(rest / 3600); byte(0x3A); pair(rest % 3600 / 60); byte(0x3A); pair(rest % 60)
        if fractionDigits > 0 {
            byte(0x2E)
            // All six digits of the microseconds, of which the first `fractionDigits` count
            // (the text's own resolution; what follows is overwritten or not counted).
            let end = index + Int(min(fractionDigits, 6))
            pair(fraction / 10_000); pair(fraction / 100 % 100); pair(fraction % 100)
            index = end
        }
        if utc { byte(0x5A) }
        return index
    }

    /// Milliseconds from `self` to `later` (fractional when the log has sub-millisecond times).
    public func milliseconds(to later: LogTime) -> Double { Double(later.micros - micros) / 1000 }

}
