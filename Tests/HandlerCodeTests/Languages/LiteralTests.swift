import Testing
@testable import HandlerCode

/// Catalog codes go into string literals of seven languages; some hold a newline (Go's
/// `server response error:\n %w`), which must not end the literal.
@Suite("String literals in generated code")
struct LiteralTests {
    @Test("quotes, backslashes, newlines and other control characters are escaped or replaced")
    func escapes() {
        #expect(Literal.string("server response error:\n %w") == #""server response error:\n %w""#)
        #expect(Literal.string(#"a "b" \c"#) == #""a \"b\" \\c""#)
        #expect(Literal.string("bell\u{07}tab\t") == #""bell tab\t""#)
    }

}
