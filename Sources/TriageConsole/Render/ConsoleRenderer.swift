import ConsoleTheme
import MSALErrorModel

/// Draws the state into a frame. Pure: the same state and size give the same frame.
public enum ConsoleRenderer {
    public static func render(_ state: ConsoleState, translator: (any PlatformTranslator)? = nil) -> Screen {
        var screen = Screen(width: state.width, height: state.height)
        let layout = state.layout
        if layout.isTooSmall {
            drawTooSmall(layout, on: &screen)
            return screen
        }
        LogPane.draw(state, in: layout.log, on: &screen)
        ErrorPanes.draw(state, translator: translator, in: layout.errors, on: &screen)
        DetailPane.draw(state, translator: translator, in: layout.details, on: &screen)
        TracePane.draw(state, in: layout.trace, on: &screen)
        drawSeparators(layout, on: &screen)
        StatusBar.draw(state, on: &screen)
        if state.mode == .help { HelpOverlay.draw(state, on: &screen) }
        if case .rawLines(let view) = state.mode { RawLinesOverlay.draw(view, state, on: &screen) }
        if case .handler(let view) = state.mode { HandlerCodeOverlay.draw(view, state, on: &screen) }
        return screen
    }

    static func drawSeparators(_ layout: Layout, on screen: inout Screen) {
        let trace = layout.trace
        for y in (trace.y)..<(trace.y + trace.height) where trace.x > 0 {
            screen.put("│", x: trace.x - 1, y: y, role: .border)
        }
        if layout.isWide {
            for y in layout.log.y..<(layout.details.y + layout.details.height) {
                screen.put("│", x: layout.details.x - 1, y: y, role: .border)
            }
        }
    }

    static func drawTooSmall(_ layout: Layout, on screen: inout Screen) {
        let message = "terminal too small: have \(layout.width)×\(layout.height), need "
            + "\(Layout.minimumWidth)×\(Layout.minimumHeight)"
        let lines = TextWrap.lines(message, width: max(1, layout.width))
        let top = max(0, (layout.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let x = max(0, (layout.width - CellWidth.of(line)) / 2)
            screen.put(line, x: x, y: top + offset, role: .warning, bold: true)
        }
    }
}
