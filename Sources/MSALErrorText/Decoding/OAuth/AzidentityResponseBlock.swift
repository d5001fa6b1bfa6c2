import MSALErrorModel

/// The block azidentity (the Azure SDK for Go, over MSAL Go) prints around an error body:
///
///     ClientSecretCredential authentication failed
///       POST https://login.microsoftonline.com/contoso/oauth2/v2.0/token
///       ----------------------------------------------------------------
///       RESPONSE 401 Unauthorized
///       ----------------------------------------------------------------
///       {
///         "error": "invalid_client", …
///
/// The body alone says what went wrong; the `RESPONSE` line gives the HTTP status and the
/// layout says which MSAL it came through.
enum AzidentityResponseBlock {
    struct Head {
        var status: Int
        /// Where the error's text starts: the credential's sentence, else the request line,
        /// else the `RESPONSE` line.
        var start: Int
    }

    private static let responseWord = Array("RESPONSE ".utf8)
    private static let authenticationFailed = Array("authentication failed".utf8)
    private static let methods = ["POST ", "GET "].map { Array($0.utf8) }

    /// The head above a body whose `{`, at `bodyStart`, opens its line (after spaces) under a
    /// rule and a `RESPONSE <status>` line; nil for any other body.
    static func head(_ input: TextBytes, before bodyStart: Int) -> Head? {
        let before = input.at(bodyStart - 1)
        guard before == ASCII.space || before == ASCII.newline else { return nil }
        let bodyLine = input.lineStart(before: bodyStart)
        guard LinePrefix.textStart(input, bodyLine..<bodyStart) == bodyStart,
              let rule = line(before: bodyLine, in: input), isRule(rule, in: input),
              let response = line(before: rule.lowerBound, in: input) else { return nil }
        let word = LinePrefix.textStart(input, response)
        guard input.hasPrefix(responseWord, at: word),
              let (status, _) = input.integer(at: word + responseWord.count, to: response.upperBound),
              (400...599).contains(status) else { return nil }
        var start = response.lowerBound
        if let upperRule = line(before: start, in: input), isRule(upperRule, in: input),
           let request = line(before: upperRule.lowerBound, in: input),
           methods.contains(where: { input.hasPrefix($0, at: LinePrefix.textStart(input, request)) }) {
            start = request.lowerBound
            if let sentence = line(before: start, in: input),
               input.find(authenticationFailed, from: sentence.lowerBound, to: sentence.upperBound) != nil {
                start = sentence.lowerBound
            }
        }
        return Head(status: status, start: start)
    }

    /// The line that ends just before the line starting at `lineStart` (its `\r\n` or `\n` left out).
    private static func line(before lineStart: Int, in input: TextBytes) -> Range<Int>? {
        guard lineStart > 0, input.at(lineStart - 1) == ASCII.newline else { return nil }
        var end = lineStart - 1
        if input.at(end - 1) == ASCII.carriageReturn { end -= 1 }
        return input.lineStart(before: end)..<end
    }

    /// A line of at least eight `-`, spaces around them.
    private static func isRule(_ line: Range<Int>, in input: TextBytes) -> Bool {
        let first = LinePrefix.textStart(input, line)
        var cursor = first
        while cursor < line.upperBound, input[cursor] == ASCII.minus { cursor += 1 }
        return cursor - first >= 8 && input.skipSpaces(from: cursor, to: line.upperBound) == line.upperBound
    }
}
