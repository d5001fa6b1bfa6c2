import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText
import TriageQuery

/// Typing into the search, filter and paste prompts.
extension ConsoleReducer {
    static func editPrompt(_ state: inout ConsoleState, _ prompt: ConsoleState.Prompt, _ key: Key) {
        var prompt = prompt
        prompt.error = nil
        switch key {
        case .character(let character):
            prompt.text.append(character)
        case .paste(let text):
            prompt.text += prompt.kind == .paste ? text : text.replacingNewlines(with: " ")
        case .tab where prompt.kind == .paste:
            prompt.text += "\t"
        case .backspace, .delete, .control("h"):
            if !prompt.text.isEmpty { prompt.text.removeLast() }
        case .control("u"):
            prompt.text = ""
        case .escape, .control("c"):
            if prompt.kind == .search { setSearch(&state, nil) }
            state.mode = .normal
            return
        case .enter:
            submit(&state, prompt)
            return
        default:
            break
        }
        state.mode = .prompt(prompt)
        if prompt.kind == .search {
            // Incremental: the hits follow every key.
            switch LogQuery.parse(prompt.text) {
            case .success(let query): setSearch(&state, query.terms.isEmpty ? nil : query, jump: true)
            case .failure(let error): prompt.error = error.message; state.mode = .prompt(prompt)
            }
        }
    }

    static func submit(_ state: inout ConsoleState, _ prompt: ConsoleState.Prompt) {
        switch prompt.kind {
        case .search:
            state.mode = .normal
            if state.search != nil, state.hits.isEmpty { state.status = "search: no hits for '\(prompt.text)'" }
        case .filter:
            switch LogQuery.parse(prompt.text) {
            case .success(let query):
                state.mode = .normal
                setFilter(&state, query.terms.isEmpty ? nil : query)
                // The counts live in the log's title, which stays true as events arrive.
                if state.view.isFiltered { state.status = "filter on: the log's title counts the rows shown; Esc clears it" }
            case .failure(let error):
                var prompt = prompt
                prompt.error = error.message
                state.mode = .prompt(prompt)
            }
        case .paste:
            state.mode = .normal
            let found = ErrorTextDecoder.decode(prompt.text, personalData: state.personalData)
            guard !found.isEmpty else {
                state.status = "no MSAL error recognised in the pasted text; nothing added"
                return
            }
            let firstNew = state.log.count
            ingest(&state, ImportedErrors.batch(found, after: state.log, fallbackPlatform: state.platform ?? .apple))
            if let row = state.view.row(ofEvent: firstNew), state.view.eventIndex(atRow: row) == firstNew {
                select(&state, row: row)
                state.following = false
            }
            state.status = "pasted: \(found.count) error\(found.count == 1 ? "" : "s") recognised"
                + (state.view.row(ofEvent: firstNew) == nil ? " (hidden by the filter)" : "")
        }
    }

    static func setSearch(_ state: inout ConsoleState, _ query: LogQuery?, jump: Bool = false) {
        guard let query else {
            state.search = nil
            state.hits = []
            return
        }
        var search = CompiledQuery(query, diagnoses: state.log.diagnoses)
        search.update(realFlows: state.log.realFlows)
        state.search = search
        state.hits = recomputeHits(state, search)
        if jump, let selection = state.selection, !state.hits.contains(selection) {
            if let next = state.hits.first(where: { $0 > selection }) ?? state.hits.last {
                select(&state, row: next)
            }
        }
    }

    static func recomputeHits(_ state: ConsoleState, _ search: CompiledQuery) -> [Int] {
        var hits: [Int] = []
        for row in 0..<state.view.count where search.matches(state.log[state.view.eventIndex(atRow: row)]) {
            hits.append(row)
        }
        return hits
    }

    /// Replaces the filter and keeps the same event selected when it is still shown.
    static func setFilter(_ state: inout ConsoleState, _ query: LogQuery?) {
        let selectedEvent = state.selectedEvent
        state.view.setFilter(query, log: state.log)
        noteNewestError(&state, fromRow: 0)
        if let selectedEvent, let row = state.view.row(ofEvent: selectedEvent) {
            state.selection = row
            state.following = state.following && row == state.view.count - 1
        } else {
            state.selection = state.view.count > 0 ? (state.following ? state.view.count - 1 : 0) : nil
        }
        if let search = state.search { state.hits = recomputeHits(state, search) }
    }
}

extension String {
    func replacingNewlines(with replacement: String) -> String {
        String(map { $0.isNewline ? Character(replacement) : $0 })
    }
}
