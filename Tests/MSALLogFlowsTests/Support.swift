import MSALErrorText
@testable import MSALLogFlows

/// Reads one line as the flow reader does.
func event(_ line: String) -> LineEvent? {
    var reader = MSALLineReader()
    var text = line
    return text.withUTF8 { reader.read($0) }
}

/// The flows of a whole log, in the order they are handed out.
func flows(_ log: String, options: FlowBuilder.Options = FlowBuilder.Options()) throws -> [LogFlow] {
    final class Collected { var flows: [LogFlow] = [] }
    let collected = Collected()
    try FlowLogReading.read(InMemorySource(log), input: 0, options: options) { collected.flows.append($0) }
    return collected.flows
}

extension LogFlow {
    var id: String? { correlation?.text }
    var kinds: [StepKind] { steps.map(\.kind) }
    var lines: [Int] { steps.map(\.line) }
}
