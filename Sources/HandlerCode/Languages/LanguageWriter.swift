import MSALErrorModel

/// Writes one language's handler: each action's branch, and the file around them.
protocol LanguageWriter: Sendable {
    /// How far the branches are indented in the file.
    var branchIndent: String { get }
    /// The code of one branch (without its comment header), indented as in the file.
    func branch(_ action: RecommendedAction, _ context: WritingContext) -> Branch
    /// The complete file, with `branches` (header and code each) in action order.
    func file(_ context: WritingContext, branches: [String]) -> String
}

enum LanguageWriters {
    static func writer(for language: HandlerLanguage) -> any LanguageWriter {
        switch language {
        case .python: PythonWriter()
        case .swift: SwiftWriter()
        case .objc: ObjCWriter()
        case .csharp: CSharpWriter()
        case .typescript: TypeScriptWriter()
        case .kotlin: KotlinWriter()
        case .java: JavaWriter()
        }
    }
}

/// Literals as the C-family languages and Python write them.
enum Literal {
    /// A double-quoted string literal that every language here reads alike: `"` and `\`
    /// escaped, newline, return and tab as `\n` `\r` `\t`, any other control character as a
    /// space (Kotlin adds its `\$`). Codes come from the catalog, and a few (Go's) hold a newline.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(VisibleText.isControl(scalar) ? " " : scalar)
            }
        }
        return out + "\""
    }

    /// Identifier-style name of an action or message key: `interactive_auth` → `InteractiveAuth`.
    static func pascal(_ snake: String) -> String {
        snake.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `interactive_auth` → `interactiveAuth`.
    static func camel(_ snake: String) -> String {
        let pascal = pascal(snake)
        return pascal.prefix(1).lowercased() + pascal.dropFirst()
    }

    /// Items joined with ", ", wrapped into lines of at most `Wrapping.width`, each with `indent`.
    static func wrapped(_ items: [String], indent: String, terminator: String = ",") -> [String] {
        var lines: [String] = []
        var current = indent
        for item in items {
            let piece = item + terminator
            if current != indent, current.count + 1 + piece.count > Wrapping.width {
                lines.append(current)
                current = indent
            }
            current += (current == indent ? "" : " ") + piece
        }
        if current != indent { lines.append(current) }
        return lines
    }
}

extension Literal {
    /// The body of a grouped route table, as every language writes it: per group the rules
    /// as a comment, an opening line, the keys wrapped one level deeper, and a closing line.
    /// `commaAfterLast` is false for languages that refuse a trailing comma (C#, Java and
    /// kotlinc 1.3 in calls), which then also lose it after the last key.
    static func groupLines<Key>(
        _ groups: [RouteGroup<Key>], indent: String, comment: String, commaAfterLast: Bool = true,
        open: (RouteGroup<Key>) -> String, close: String, key: (Key) -> String
    ) -> [String] {
        var lines: [String] = []
        for (index, group) in groups.enumerated() {
            lines += Wrapping.wrap(group.rules.joined(separator: ", "), prefix: "\(indent)\(comment) ")
            lines.append(indent + open(group))
            var keys = wrapped(group.keys.map(key), indent: indent + "    ")
            if !commaAfterLast, let last = keys.indices.last { keys[last].removeLast() }
            lines += keys
            lines.append(indent + close + (commaAfterLast || index < groups.count - 1 ? "," : ""))
        }
        return lines
    }
}
