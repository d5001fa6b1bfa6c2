import MSALErrorModel

/// MSAL for iOS and macOS logs a failed call's error more than once: a network response's error on
/// each try (`Received network response: (null), error Error Domain=NSURLErrorDomain Code=-1009 …`),
/// a cache failure (`Failed to get items from keychain (status: -34018)`), then its end line
/// (`acquireTokenSilent returning with error: (NSURLErrorDomain, -1009)`); and the app then prints
/// the NSError its completion block got, often with no id. One of MSAL's records and the next
/// error within a few lines with the same domain and code, and no other id, are one failure: the
/// later one (the app's print has the userInfo), with what only the record had (its id).
/// Two of the app's own prints, or records of calls with other ids, stay apart.
enum AppleRecordRepeats {
    /// At most this many lines from MSAL's record to the repeat.
    private static let maximumLines = 20

    /// `found` is in text order.
    static func join(_ input: TextBytes, found: inout [DecodedError]) {
        found.joinNeighbours(
            where: { record, repeated in
                let a = record.diagnosis, b = repeated.diagnosis
                guard a.platform == .apple, b.platform == .apple || b.platform == nil,
                      let domain = a.domain, domain == b.domain, let code = a.code, code == b.code,
                      a.correlationId == nil || b.correlationId == nil || a.correlationId == b.correlationId,
                      isMSALRecord(input, lineOf: record.start),
                      input.startsWithin(maximumLines, linesAfter: record.start + 1, repeated.start) else { return false }
                return true
            },
            merge: { record, repeated in
                var error = repeated
                error.takeMissing(from: record)
                if error.errorDescription == nil { error.errorDescription = record.errorDescription }
                if error.internalSubCode == nil { error.internalSubCode = record.internalSubCode }
                record = error
            })
    }

    /// The line is one of MSAL's own (`TID=8812 MSAL 1.6.1 iOS 17.6.1 [<time> - <id>] …`, or
    /// `MSAL 1.2.3 Mac …` behind an app's prefix): `MSAL ` and a digit in its first bytes.
    private static func isMSALRecord(_ input: TextBytes, lineOf position: Int) -> Bool {
        let lineStart = input.lineStart(before: position)
        let end = min(input.lineEnd(from: lineStart), lineStart + 160)
        guard let hit = input.find(msalVersion, from: lineStart, to: end) else { return false }
        return ASCII.isDigit(input.at(hit + msalVersion.count)) && (hit == lineStart || input.at(hit - 1) == ASCII.space)
    }

    private static let msalVersion = Array("MSAL ".utf8)

    /// The alert text of an NSError (`The operation couldn't be completed. (MSALErrorDomain error
    /// -50005.)`, in any language) says nothing its full print does not: beside a full print of the
    /// same domain and code, a few lines away, it is that error again. `found` is in text order.
    static func joinLocalizedSentences(_ input: TextBytes, found: inout [DecodedError]) {
        found.joinNeighbours(
            where: { first, second in
                let a = first.diagnosis, b = second.diagnosis
                guard a.platform == .apple || a.platform == nil, b.platform == .apple || b.platform == nil,
                      let domain = a.domain, domain == b.domain, let code = a.code, code == b.code,
                      isSentenceOnly(a) != isSentenceOnly(b),
                      input.startsWithin(3, linesAfter: first.end, second.start) else { return false }
                return true
            },
            merge: { first, second in
                guard isSentenceOnly(first) else { return }
                var print = second
                print.takeMissing(from: first)
                first = print
            })
    }

    /// Only a domain and a code: no ids, sub-codes or server codes, and no description but the
    /// sentence that names them (`操作无法完成。（MSALErrorDomain错误-50002。）`).
    private static func isSentenceOnly(_ diagnosis: Diagnosis) -> Bool {
        guard diagnosis.correlationId == nil, diagnosis.internalSubCode == nil, diagnosis.aadsts.isEmpty,
              diagnosis.oauthError == nil, diagnosis.httpStatus == nil else { return false }
        guard let description = diagnosis.errorDescription else { return true }
        guard let domain = diagnosis.domain, case .number(let code)? = diagnosis.code else { return false }
        return description.utf8.count < 200 && description.contains(domain) && description.contains(String(code))
    }
}
