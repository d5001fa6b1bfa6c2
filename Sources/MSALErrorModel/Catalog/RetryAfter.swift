import Foundation

/// Reads an HTTP `Retry-After` header (RFC 9110 §10.2.3): either a number of
/// seconds or an HTTP date. Pure: the caller passes "now".
public enum RetryAfter {
    /// Seconds to wait, or nil when the header is neither form. A date in the
    /// past means "now" (0); a fractional wait is rounded up to whole seconds.
    public static func seconds(fromHeader header: String, now: Date) -> Int? {
        let text = header.trimmingSpaces
        guard !text.isEmpty, text.utf8.count <= 64 else { return nil }
        if text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            return Int(text)
        }
        guard let date = HTTPDate.parse(text) else { return nil }
        let wait = date.timeIntervalSince(now)
        return wait <= 0 ? 0 : Int(wait.rounded(.up))
    }
}

extension RetryAfter {
    /// Seconds to wait from a `Retry-After` header read against the response's own
    /// `Date` header (for a logged response, where "now" is long past): the seconds
    /// form as it is, an HTTP-date as its distance from `Date`; nil when either date
    /// cannot be read.
    public static func seconds(fromHeader header: String, responseDate: String) -> Int? {
        let epoch = Date(timeIntervalSince1970: 0)
        if let seconds = Int(header.trimmingSpaces), seconds >= 0 { return seconds }
        guard let sent = HTTPDate.parse(responseDate.trimmingSpaces),
              let retry = seconds(fromHeader: header, now: epoch) else { return nil }
        return max(0, retry - Int(sent.timeIntervalSince(epoch).rounded(.up)))
    }
}

extension String {
    /// Without leading and trailing tabs and spaces (Unicode space separators), as
    /// Foundation's `trimmingCharacters(in: .whitespaces)` gives, without bridging.
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in
            scalar == " " || scalar == "\t" || (scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator)
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }
}

/// The three date forms HTTP allows: IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`),
/// obsolete RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime
/// (`Sun Nov  6 08:49:37 1994`). Parsed by hand: no formatter state, no locale.
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let longDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    static func parse(_ text: String) -> Date? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map { String($0).lowercased() }
        if words.count == 6, words[0].hasSuffix(","), days.contains(String(words[0].dropLast())), words[5] == "gmt" {
            return date(day: words[1], month: words[2], year: words[3], time: words[4], twoDigitYear: false)
        }
        if words.count == 4, words[0].hasSuffix(","), longDays.contains(String(words[0].dropLast())), words[3] == "gmt" {
            let parts = words[1].split(separator: "-").map(String.init)
            guard parts.count == 3 else { return nil }
            return date(day: parts[0], month: parts[1], year: parts[2], time: words[2], twoDigitYear: true)
        }
        if words.count == 5, days.contains(words[0]) {
            return date(day: words[2], month: words[1], year: words[4], time: words[3], twoDigitYear: false)
        }
        return nil
    }

    private static func date(day: String, month: String, year: String, time: String, twoDigitYear: Bool) -> Date? {
        guard let monthIndex = months.firstIndex(of: month),
              let dayNumber = number(day, digits: 1...2), (1...31).contains(dayNumber),
              var yearNumber = number(year, digits: twoDigitYear ? 2...2 : 4...4)
        else { return nil }
        if twoDigitYear {
            // RFC 9110: a two-digit year more than 50 years ahead is in the past century.
            yearNumber += yearNumber >= 70 ? 1900 : 2000
        }
        let clock = time.split(separator: ":").map(String.init)
        guard clock.count == 3,
              let hour = number(clock[0], digits: 2...2), hour < 24,
              let minute = number(clock[1], digits: 2...2), minute < 60,
              let second = number(clock[2], digits: 2...2), second < 61
        else { return nil }
        let dayCount = daysFromCivil(year: yearNumber, month: monthIndex + 1, day: dayNumber)
        let seconds = ((dayCount * 24 + hour) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static func number(_ text: String, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
