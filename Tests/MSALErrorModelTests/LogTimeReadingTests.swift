import Testing
@testable import MSALErrorModel

/// The one time reader (`LogTimeReading`) on every form `../shared/reference/msal-log-formats.md`
/// lists, and on the numbers that are not times: each value as the prefix of a line would
/// hold it, and the ISO 8601 text `explain`, `summarize --by flow` and the export write for it.
@Suite struct LogTimeReadingTests {
    /// (text, normalised time or nil). The times are synthetic.
    static let forms: [(String, String?)] = [
        // ISO 8601 with and without zone and fraction.
        ("2026-03-04T10:15:22Z", "2026-03-04T10:15:22Z"),
        ("2026-03-04T10:15:22.1234567Z", "2026-03-04T10:15:22.123456Z"),
        ("2026-03-04T10:15:22", "2026-03-04T10:15:22"),
        ("2026-03-04T10:15:22+01:00", "2026-03-04T09:15:22Z"),
        ("2026-03-04T01:15:22-05:30 INFO", "2026-03-04T06:45:22Z"),
        // .NET `yyyy-MM-dd HH:mm:ss` (MSAL's `u` form with `Z`, a host's without).
        ("[2026-03-04 10:15:22Z - 0b1c2d3e-0000-4000-8000-000000000001]", "2026-03-04T10:15:22Z"),
        ("2026-03-04 10:15:22 fail: Contoso.Api[0]", "2026-03-04T10:15:22"),
        // MSAL.NET up to 4.31 (UTC) and 4.32's year-less forms.
        ("[03/04/2026 10:15:22 - ]", "2026-03-04T10:15:22Z"),
        ("[03/04 10:15:22.12 - 0b1c2d3e-0000-4000-8000-000000000001]", "--03-04T10:15:22.12"),
        ("[03-04 10:15:22.12]", "--03-04T10:15:22.12"),
        // Serilog's file sink: day first, with an offset.
        ("04/03/2026 10:15:22.123 +01:00 [ERR]", "2026-03-04T09:15:22.123Z"),
        // Android: logcat threadtime without a year, Android Studio with one, MSAL's bracket.
        ("03-04 10:15:22.123  8120  8164 E MSAL    : ", "--03-04T10:15:22.123"),
        ("2026-03-04 10:15:22.123 21873-21910 CommandDispatcher com.contoso.mail E  ", "2026-03-04T10:15:22.123"),
        ("[2026-03-04 10:15:22 - thread_id: 214, correlation_id: UNSET - Android 34]", "2026-03-04T10:15:22"),
        // msal4j / logback: a time of day alone, or with the date; Python's comma.
        ("10:15:22.123 [main] ERROR c.m.aad.msal4j.TokenRequestExecutor - ", "10:15:22.123"),
        ("2026-03-04 10:15:22,123 ERROR msal.application: ", "2026-03-04T10:15:22.123"),
        ("41872 : 2026-03-04 10:15:22,977 : DEBUG : msal.application : ", "2026-03-04T10:15:22.977"),
        // iOS: NSLog's offset without a colon; MSAL's bracket; the broker's `:SSS`.
        ("2026-03-04 10:15:22.123456+0100 Contoso[4321:77120] ", "2026-03-04T09:15:22.123456Z"),
        ("2026-03-04 10:15:22.123+0100 ", "2026-03-04T09:15:22.123Z"),
        ("TID=4471102 MSAL 1.6.1 iOS 18.2 [2026-03-04 10:15:22 - 0B1C2D3E-0000-4000-8000-000000000021]", "2026-03-04T10:15:22"),
        ("2026-03-04 01:20:05:412 | I | ADB v3.9.2/WPJ v3.9.0 | ", "2026-03-04T01:20:05.412"),
        // MSAL.js: `toUTCString` in brackets, after a Chrome host prefix.
        ("[Wed, 04 Mar 2026 10:15:22 GMT] : [] : @azure/msal-browser@3.27.0 : Error - ", "2026-03-04T10:15:22Z"),
        ("app.3f2a.js:1 [Wed, 04 Mar 2026 10:15:22 GMT] : ", "2026-03-04T10:15:22Z"),
        // VS Output's `HH:mm:ss:fff`, Serilog's console `[HH:mm:ss INF]`.
        ("10:15:22:123\tMicrosoft.Identity: Error: ", "10:15:22.123"),
        ("[10:15:22 ERR] ", "10:15:22"),
        // Go's standard logger: the date with slashes, the year first, no zone.
        ("2026/03/04 10:15:22 token: ", "2026-03-04T10:15:22"),
        ("2026/03/04 10:15:22.123456 main.go:41: ", "2026-03-04T10:15:22.123456"),
        // The server's `Timestamp:` value.
        ("2026-03-04 10:15:22Z", "2026-03-04T10:15:22Z"),
        // A date beats a time of day that comes first (`[HH:mm:ss DBG] … [yyyy-MM-dd HH:mm:ssZ - id]`).
        ("[09:05:18 DBG] False MSAL 4.70.2.0 MSAL.NetCore [2026-03-04 08:05:18Z - ", "2026-03-04T08:05:18Z"),
        // Not times: a version, a correlation id, a port, counts, an invalid date or clock.
        ("False MSAL 4.61.3.0 MSAL.NetCore .NET 8.0.11 Microsoft Windows 10.0.26100 ", nil),
        ("0b1c2d3e-2026-4000-8000-000000000001 ", nil),
        ("20260304-1015-4000-8000-000000000001 ", nil),
        ("https://login.contoso.com:443 POST 12:30 ", nil),
        ("pid 21873-21910 tid 8120 ", nil),
        ("2026-13-04 10:15:22 ", nil),
        ("2026-02-30 10:15:22 ", nil),
        ("2026-03-04 24:15:22 ", nil),
        ("10:15:223 ", nil),
        ("v10:15:22 ", nil),
    ]

    @Test("every form, and what is not a time", arguments: forms)
    func form(_ text: String, _ expected: String?) {
        var text = text
        let read = text.withUTF8 { LogTimeReading.bestTime($0, to: $0.count) }
        #expect(read?.iso == expected, "\(text)")
        if let read {
            #expect(LogTimeReading.normalised(read.iso) == read, "the ISO text reads back as the same time")
        }
    }

    @Test("a time of day keeps no date, a year-less time no year")
    func formsKeepWhatTheTextGave() throws {
        var text = "10:15:22.5 and 03-04 10:15:22"
        let (partial, monthDay) = text.withUTF8 { bytes in
            (LogTimeReading.timeOfDay(bytes, at: 0)?.0, LogTimeReading.monthDay(bytes, at: 15)?.0)
        }
        #expect(partial?.form == .timeOfDay && partial?.iso == "10:15:22.5")
        #expect(partial?.millisecondsOfDay == 36_922_500)
        #expect(monthDay?.form == .monthDay && monthDay?.iso == "--03-04T10:15:22")
        #expect(monthDay?.millisecondsOfDay == 36_922_000)
    }

    @Test("a normalised text that is not whole reads as nothing")
    func normalisedRejectsTrailingText() {
        #expect(LogTimeReading.normalised("2026-03-04T10:15:22Zjunk") == nil)
        #expect(LogTimeReading.normalised("10:15") == nil)
        #expect(LogTimeReading.normalised("") == nil)
    }
}
