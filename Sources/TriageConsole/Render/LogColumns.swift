import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// The widths of the log's short columns (time, flow, platform, API, step, outcome), sized
/// to the words in the rows on screen: `apple silent call` takes 17 cells, not the 28 that
/// `android interactive response` would. The code column gets the rest of the row.
struct LogColumns {
    /// One width per short column, in `texts` order.
    let widths: [Int]

    /// The words of each row on screen (`rows`, from its first), made once per frame.
    let rowTexts: [[String]]

    /// The fewest cells the code column keeps, where an MSAL log's long words (`client_credentials`,
    /// `http_response`) would leave it less: an AADSTS code (`AADSTS7000215`) whole.
    static let codeRoom = 14

    /// `width`: the pane's; an MSAL log's API and step columns give way (ending in `…`) before the code.
    init(_ state: ConsoleState, rows: Range<Int>, width: Int = .max) {
        var widths = [0, 0, 0, 0, 0, 0]
        var rowTexts: [[String]] = []
        rowTexts.reserveCapacity(rows.count)
        for row in rows {
            let texts = LogColumns.texts(state.log[state.view.eventIndex(atRow: row)], log: state.log)
            for (index, text) in texts.enumerated() { widths[index] = max(widths[index], CellWidth.of(text)) }
            rowTexts.append(texts)
        }
        // Only a real flow's words run this long; the simulator's rows are sized as they always were.
        let real = rows.contains { state.log[state.view.eventIndex(atRow: $0)].isReal }
        while real, width != .max, width - widths.reduce(widths.count, +) < Self.codeRoom {
            // The wider of the API and step columns gives a cell, down to six.
            let column = widths[3] >= widths[4] ? 3 : 4
            guard widths[column] > 6 else { break }
            widths[column] -= 1
        }
        self.widths = widths
        self.rowTexts = rowTexts
    }

    /// The words of the short columns for one event. A real error names its platform only
    /// when its text did; otherwise the column says `—`, as the details do.
    static func texts(_ event: LogEvent, log: EventLog) -> [String] {
        let imported = event.isImported
        let platform = imported ? log.diagnosis(of: event)?.diagnosis.platform.map(ColumnText.platform)
            ?? DiagnosisField.missing : EventWords.platform(event)
        return [
            // An opened or followed file's error or MSAL flow: the time its log wrote, else its line.
            EventWords.time(event),
            event.flow.description,
            platform,
            EventWords.api(event),
            EventWords.step(event),
            ColumnText.outcome(event.outcome),
        ]
    }
}
