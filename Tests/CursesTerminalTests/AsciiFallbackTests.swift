import CursesTerminal
import Testing

@Suite("AsciiFallback: drawing when the locale is not UTF-8")
struct AsciiFallbackTests {
    @Test("Box drawing becomes - | +, other non-ASCII becomes ?")
    func boxDrawing() {
        #expect(AsciiFallback.text(for: "─") == "-")
        #expect(AsciiFallback.text(for: "│") == "|")
        #expect(AsciiFallback.text(for: "┌") == "+")
        #expect(AsciiFallback.text(for: "╋") == "+")
        #expect(AsciiFallback.text(for: "日") == "?")
        #expect(AsciiFallback.text(for: "a") == "a")
        #expect(AsciiFallback.text(for: "…") == ".")
    }

    @Test("Arrows point the same way: the details pane's ↑ more and ↓ more, the help's ← and →")
    func arrows() {
        #expect(AsciiFallback.text(for: "↑") == "^")
        #expect(AsciiFallback.text(for: "↓") == "v")
        #expect(AsciiFallback.text(for: "←") == "<")
        #expect(AsciiFallback.text(for: "→") == ">")
    }
}
