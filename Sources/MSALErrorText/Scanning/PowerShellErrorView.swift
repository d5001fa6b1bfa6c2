/// PowerShell 7 prints an error (its default `ConciseView`) as the command and the script
/// position, then a gutter: `Line |`, the script line (`  14 |  Connect-AzAccount …`), a
/// `~~~` line under the command, and the message wrapped at the console's width, each piece
/// behind the same gutter (`     | `):
///
///     Connect-AzAccount: C:\ops\sync.ps1:14
///     Line |
///       14 |  Connect-AzAccount -Tenant $tenant
///          |  ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
///          | ClientSecretCredential authentication failed: AADSTS7000215: Invalid client
///          | secret provided. Trace ID: 0b1c… Correlation ID:
///          | 5f6e… Timestamp: 2026-11-23 10:15:02Z
///
/// The wrap cuts labels from their values (`Correlation ID:` / `5f6e…`) and a description
/// into pieces, so the decoders read each message as the one line it was (``JoinedLines``:
/// the bytes the gutters took become spaces at the end of that line, and its newlines stay
/// as empty lines after it).
///
/// Only a cmdlet's error is printed in this view, and the cmdlets that sign in (Az, Microsoft
/// Graph, Exchange Online) run on MSAL.NET: an error read in a view's message with no platform
/// of its own is MSAL.NET's.
enum PowerShellErrorView {
    private static let header = Array("Line ".utf8)
    /// At most this many lines of one error view are read (a message of 8 KB at 120 columns).
    private static let maximumLines = 80

    /// `input` with every error view's message on one line, and where those messages stand;
    /// nil when it holds none (one `memchr` for `|` over the whole input, the usual case).
    static func unwrapped(_ input: TextBytes) -> (text: TextBytes, messages: [Range<Int>])? {
        var rewritten: [UInt8]?
        var messages: [Range<Int>] = []
        var cursor = 0
        while let pipe = input.firstIndex(of: pipeByte, from: cursor) {
            cursor = pipe + 1
            guard let column = headerColumn(input, pipe: pipe) else { continue }
            cursor = rewrite(input, afterHeaderAt: pipe, column: column, into: &rewritten, messages: &messages)
        }
        return rewritten.map { (TextBytes(bytes: $0), messages) }
    }

    /// Errors that start in a view's message and name no platform are MSAL.NET's.
    static func adoptPlatform(_ found: inout [DecodedError], messages: [Range<Int>]) {
        for index in found.indices where found[index].diagnosis.platform == nil
            && messages.contains(where: { $0.contains(found[index].start) }) {
            found[index].diagnosis.platform = .dotnet
        }
    }

    private static let pipeByte = UInt8(ascii: "|")

    /// The pipe's column when the `|` at `pipe` ends a `Line |` header at the line's start.
    private static func headerColumn(_ input: TextBytes, pipe: Int) -> Int? {
        let start = pipe - header.count
        guard start >= 0, input.hasPrefix(header, at: start) else { return nil }
        let lineStart = input.lineStart(before: start)
        guard input.skipSpaces(from: lineStart, to: start) == start, endsLine(input, at: pipe + 1) else { return nil }
        return pipe - lineStart
    }

    /// Only a CR, or nothing, before the line's end at `position`.
    private static func endsLine(_ input: TextBytes, at position: Int) -> Bool {
        let byte = input.at(position)
        return position >= input.count || byte == ASCII.newline
            || byte == ASCII.carriageReturn && (position + 1 >= input.count || input[position + 1] == ASCII.newline)
    }

    /// One gutter line starting at `lineStart`: where its text starts (after `| `), and
    /// whether it is a message line (only spaces before the pipe, and text right after
    /// `| `, where the script line and the `~~~` line are indented a space further).
    private static func gutterLine(_ input: TextBytes, lineStart: Int, column: Int)
        -> (textStart: Int, isMessage: Bool)? {
        let pipe = lineStart + column
        guard pipe < input.count, input[pipe] == pipeByte else { return nil }
        var onlySpaces = true
        for position in lineStart..<pipe {
            let byte = input[position]
            if byte == ASCII.space { continue }
            guard ASCII.isDigit(byte) else { return nil }
            onlySpaces = false
        }
        guard input.at(pipe + 1) == ASCII.space || endsLine(input, at: pipe + 1) else { return nil }
        let textStart = min(pipe + 2, input.lineEnd(from: pipe + 1))
        let isMessage = onlySpaces && textStart < input.count && input[textStart] != ASCII.space
            && !endsLine(input, at: textStart)
        return (textStart, isMessage)
    }

    /// Rewrites the message runs of the view whose header's pipe is at `pipe`; returns
    /// where the view ends.
    private static func rewrite(_ input: TextBytes, afterHeaderAt pipe: Int, column: Int,
                                into rewritten: inout [UInt8]?, messages: inout [Range<Int>]) -> Int {
        var lineStart = input.lineEnd(from: pipe) + 1
        var run: [Range<Int>] = []  // the texts of the message lines in a row
        var runStart = lineStart
        for _ in 0..<maximumLines {
            guard lineStart < input.count, let line = gutterLine(input, lineStart: lineStart, column: column) else { break }
            let lineEnd = input.lineEnd(from: lineStart)
            if line.isMessage {
                if run.isEmpty { runStart = lineStart }
                run.append(line.textStart..<JoinedLines.trimmedEnd(input, line.textStart, lineEnd))
            } else if !run.isEmpty {
                messages.append(JoinedLines.join(input, run, from: runStart, keepingLineCount: true, into: &rewritten))
                run = []
            }
            lineStart = lineEnd + 1
        }
        if !run.isEmpty { messages.append(JoinedLines.join(input, run, from: runStart, keepingLineCount: true, into: &rewritten)) }
        return max(pipe + 1, min(lineStart, input.count))
    }
}
