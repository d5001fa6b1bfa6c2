import Testing
@testable import TriageConsole

/// How the panes share the terminal.
@Suite struct LayoutTests {
    @Test func wideTerminalsGiveThePanesAtLeast45Columns() {
        let at120 = Layout(width: 120, height: 40)
        #expect(at120.log.width == 71 && at120.details.x == 72 && at120.details.width == 48)
        #expect(Layout(width: 150, height: 40).log.width == Layout.logWantedWidth, "no more than its columns want")
        #expect(Layout(width: 240, height: 60).log.width == Layout.logWantedWidth)
        for width in [120, 137, 160, 300] {
            let layout = Layout(width: width, height: 40)
            #expect(layout.details.width >= Layout.panesMinimum)
            #expect(layout.details.x + layout.details.width == width)
        }
    }

    @Test func narrowTerminalsKeepTheLogOnTop() {
        let layout = Layout(width: 80, height: 24)
        // The log has 9 rows at 80x24 (it had 7): the details scroll, the error panes stay.
        #expect(layout.log == Rect(x: 0, y: 0, width: 80, height: 10))
        #expect(layout.errors == Rect(x: 0, y: 10, width: 80, height: 6))
        #expect(layout.details.width == 48 && layout.trace.x == 49 && layout.details.y == 16)
        #expect(Layout(width: 60, height: 16).logRows == 5, "it had 4")
        #expect(Layout(width: 119, height: 30).log.width == 119)
    }

    @Test func theLogRowShowsTheWholeLabelAt200ColumnsAndItsCodeAt120() {
        for width in [120, 200] {
            var state = Fixtures.state(flows: 30, width: width, height: 40)
            send(&state, action: .key(.character("g")))
            send(&state, action: .key(.character("e")))
            let row = ConsoleRenderer.render(state).text.split(separator: "\n")[1 + state.selection! - state.top]
            if width == 200 {
                #expect(row.contains("ERROR MSALErrorInteractionRequired AADSTS50079"), "\(row)")
            } else {
                #expect(row.contains("ERROR MSALErr") && row.contains("… AADSTS50079│"),
                        "the name gives way, the code stays: \(row)")
            }
        }
    }
}
