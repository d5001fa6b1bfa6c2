import Foundation

/// Reads the text `.strings` format translators edit:
/// `/* comment */ "key" = "value";`, with `//` comments and the escapes
/// `\"`, `\\`, `\n`, `\t`, `\r` and `\U00E9`.
///
/// Hand-written because the resources must load the same on Linux and macOS and a
/// broken file must be reported with its line, not silently dropped.
enum StringsFileParser {
    struct ParseError: Error, Equatable, CustomStringConvertible {
        let line: Int
        let problem: String
        var description: String { "line \(line): \(problem)" }
    }

    static func parse(_ text: String) throws(ParseError) -> [String: String] {
        var scanner = Scanner(Array(text.unicodeScalars))
        var table: [String: String] = [:]
        while true {
            try scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { return table }
            let keyLine = scanner.line
            let key = try scanner.quoted()
            try scanner.skipSpaceAndComments()
            try scanner.expect("=", reportedAt: keyLine, "expected = after the key \"\(key)\"")
            try scanner.skipSpaceAndComments()
            let value = try scanner.quoted()
            let valueLine = scanner.line
            try scanner.skipSpaceAndComments()
            try scanner.expect(";", reportedAt: valueLine, "expected ; after the value of \"\(key)\"")
            if table[key] != nil {
                throw ParseError(line: keyLine, problem: "the key \"\(key)\" appears twice")
            }
            table[key] = value
        }
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            // A byte-order mark may start a file saved by an editor.
            if scalars.first == "\u{FEFF}" { index = 1 }
        }

        var atEnd: Bool { index >= scalars.count }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        mutating func skipSpaceAndComments() throws(ParseError) {
            while let scalar = peek() {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", peek(1) == "*" {
                    let start = line
                    advance(); advance()
                    while !(peek() == "*" && peek(1) == "/") {
                        guard !atEnd else { throw ParseError(line: start, problem: "a /* comment is never closed") }
                        advance()
                    }
                    advance(); advance()
                } else if scalar == "/", peek(1) == "/" {
                    while let next = peek(), next != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        /// - Parameter reportedAt: the line a person should look at (where the entry's text ended).
        mutating func expect(_ wanted: Unicode.Scalar, reportedAt: Int, _ problem: String) throws(ParseError) {
            guard peek() == wanted else { throw ParseError(line: reportedAt, problem: problem) }
            advance()
        }

        mutating func quoted() throws(ParseError) -> String {
            guard peek() == "\"" else { throw ParseError(line: line, problem: "expected a quoted string") }
            let start = line
            advance()
            var out = String.UnicodeScalarView()
            while true {
                guard let scalar = peek() else {
                    throw ParseError(line: start, problem: "a quoted string is never closed")
                }
                advance()
                switch scalar {
                case "\"":
                    return String(out)
                case "\\":
                    out.append(try escape())
                default:
                    out.append(scalar)
                }
            }
        }

        private mutating func escape() throws(ParseError) -> Unicode.Scalar {
            guard let scalar = peek() else { throw ParseError(line: line, problem: "the file ends inside an escape") }
            advance()
            switch scalar {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "\"", "\\", "'": return scalar
            case "U", "u":
                var hex = ""
                while hex.count < 4, let digit = peek(), digit.properties.isASCIIHexDigit {
                    hex.unicodeScalars.append(digit)
                    advance()
                }
                guard hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                    throw ParseError(line: line, problem: "\\U needs four hex digits of a valid character")
                }
                return decoded
            default:
                throw ParseError(line: line, problem: "unknown escape \\\(scalar)")
            }
        }
    }
}
