/// Puts one developer advice together from its pieces with a single allocation.
///
/// Most of an advice sentence is fixed per rule (and per platform) and only a quoted
/// code or a number changes. A `+` chain allocates and copies the long fixed parts
/// again at each `+`; this reserves the whole length once and appends each piece.
enum AdviceWriting {
    static func join(
        _ first: String, _ second: String, _ third: String = "", _ fourth: String = "",
        _ fifth: String = "", _ sixth: String = "", _ seventh: String = ""
    ) -> String {
        var text = ""
        text.reserveCapacity(
            first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count
                + fifth.utf8.count + sixth.utf8.count + seventh.utf8.count)
        text += first
        text += second
        if !third.isEmpty { text += third }
        if !fourth.isEmpty { text += fourth }
        if !fifth.isEmpty { text += fifth }
        if !sixth.isEmpty { text += sixth }
        if !seventh.isEmpty { text += seventh }
        return text
    }
}
