import Foundation
import Yams

/// Reads one theme file (YAML). Every problem is a `ThemeFileError` naming the line and the fix.
///
/// ```yaml
/// name: dark
/// summary: Light text on a dark terminal
/// roles:
///   error: { foreground: "#ff5f5f", bold: true }
///   selected: { foreground: white, background: blue, reverse: false }
/// ```
/// Roles not listed use the terminal's default colours and no attributes.
public enum ThemeParser {
    /// The largest theme file read (a theme is a few hundred bytes).
    public static let maximumBytes = 64 * 1024

    /// The name a theme file gives each role: `search-hit` for `StyleRole.searchHit`.
    /// Spelled out: deriving it from the case name through reflection was most of the
    /// cost of parsing a theme, which the console does before its first frame.
    public static func fileName(of role: StyleRole) -> String {
        switch role {
        case .normal: "normal"
        case .dim: "dim"
        case .title: "title"
        case .border: "border"
        case .label: "label"
        case .selected: "selected"
        case .error: "error"
        case .warning: "warning"
        case .success: "success"
        case .info: "info"
        case .searchHit: "search-hit"
        case .statusBar: "status-bar"
        case .statusKey: "status-key"
        case .filterActive: "filter-active"
        case .prompt: "prompt"
        case .placeholder: "placeholder"
        }
    }

    /// Each role by its file name, the same without dashes (`searchhit`, the case name
    /// lower-cased) and with underscores (`search_hit`).
    static let roleNames: [String: StyleRole] = {
        var names: [String: StyleRole] = [:]
        for role in StyleRole.allCases {
            let name = fileName(of: role)
            names[name] = role
            names[String(name.filter { $0 != "-" })] = role
            names[String(name.map { $0 == "-" ? "_" : $0 })] = role
        }
        return names
    }()

    private static let colorHelp = "use default, an ANSI name (red, bright-red, ...), #rrggbb, #rgb or 0-255"

    /// Parses theme YAML. `file` names the source in messages; `fallbackName` is used when the
    /// file has no `name:` (the file name without extension).
    public static func parse(yaml: String, file: String, fallbackName: String) throws(ThemeFileError) -> Theme {
        func fail(_ line: Int?, _ problem: String) -> ThemeFileError {
            ThemeFileError(file: file, line: line, problem: problem)
        }
        guard yaml.utf8.count <= maximumBytes else {
            throw fail(nil, "is larger than \(maximumBytes / 1024) KiB; a theme needs only a few lines")
        }
        let root: Node
        do {
            // UTF-8 named here: Yams's default encoding reads the whole process environment on every call.
            guard let node = try Yams.compose(yaml: yaml, .basic, .default, .utf8) else {
                throw fail(nil, "is empty; start from one of the files in themes/ (name:, summary:, roles:)")
            }
            root = node
        } catch let error as ThemeFileError {
            throw error
        } catch let error as YamlError {
            throw fail(Self.line(of: error), "is not valid YAML (\(Self.problem(of: error))); check indentation and quotes (write hex colours as \"#rrggbb\")")
        } catch {
            throw fail(nil, "is not valid YAML; check indentation and quotes")
        }
        guard let top = root.mapping else {
            throw fail(line(root), "must be a mapping with name:, summary: and roles:")
        }

        var name = fallbackName
        var summary = ""
        var styles: [StyleRole: RoleStyle] = [:]
        var sawRoles = false
        for (keyNode, valueNode) in top {
            let key = keyNode.string ?? ""
            switch key {
            case "name":
                guard let text = valueNode.scalar?.string, isValidName(text) else {
                    throw fail(line(valueNode), "name must be 1-40 letters, digits, '-' or '_' (e.g. name: my-theme)")
                }
                name = text
            case "summary", "description":
                guard let text = valueNode.scalar?.string else {
                    throw fail(line(valueNode), "\(key) must be one line of text")
                }
                summary = ThemeText.safe(text, limit: 120)
            case "roles":
                sawRoles = true
                styles = try parseRoles(valueNode, fail: fail)
            default:
                throw fail(line(keyNode), "unknown key '\(ThemeText.safe(key))'; a theme has name:, summary: and roles:")
            }
        }
        guard sawRoles else {
            throw fail(line(root), "has no roles: section; add roles: with one line per role (e.g. error: { foreground: red })")
        }
        return Theme(name: name, styles: styles, summary: summary)
    }

    private static func parseRoles(_ node: Node, fail: (Int?, String) -> ThemeFileError) throws(ThemeFileError)
        -> [StyleRole: RoleStyle] {
        guard let mapping = node.mapping else {
            throw fail(line(node), "roles: must be a mapping of role names to styles")
        }
        var styles: [StyleRole: RoleStyle] = [:]
        for (keyNode, valueNode) in mapping {
            let key = keyNode.string ?? ""
            guard let role = roleNames[key.lowercased()] else {
                let known = StyleRole.allCases.map(fileName(of:)).joined(separator: ", ")
                throw fail(line(keyNode), "unknown role '\(ThemeText.safe(key))'; roles are: \(known)")
            }
            guard styles[role] == nil else {
                throw fail(line(keyNode), "role '\(key)' is given twice; keep one")
            }
            styles[role] = try parseStyle(valueNode, role: key, fail: fail)
        }
        return styles
    }

    private static func parseStyle(_ node: Node, role: String, fail: (Int?, String) -> ThemeFileError)
        throws(ThemeFileError) -> RoleStyle {
        // Shorthand: `error: red` sets the foreground only.
        if let text = node.scalar?.string {
            guard let color = ThemeColor.parse(text) else {
                throw fail(line(node), "unknown colour '\(ThemeText.safe(text))' for \(role); \(colorHelp)")
            }
            return RoleStyle(foreground: color)
        }
        guard let mapping = node.mapping else {
            throw fail(line(node), "\(role) must be a colour or { foreground:, background:, bold:, underline:, reverse: }")
        }
        var style = RoleStyle()
        for (keyNode, valueNode) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "foreground", "fg", "background", "bg":
                guard let text = valueNode.scalar?.string, let color = ThemeColor.parse(text) else {
                    let shown = valueNode.scalar?.string ?? "a list or mapping"
                    throw fail(line(valueNode), "unknown colour '\(ThemeText.safe(shown))' for \(role).\(key); \(colorHelp)")
                }
                if key.hasPrefix("f") { style.foreground = color } else { style.background = color }
            case "bold", "underline", "reverse":
                guard let flag = boolean(valueNode) else {
                    throw fail(line(valueNode), "\(role).\(key) must be true or false")
                }
                switch key {
                case "bold": style.bold = flag
                case "underline": style.underline = flag
                default: style.reverse = flag
                }
            default:
                throw fail(line(keyNode), "unknown key '\(ThemeText.safe(key))' in \(role); use foreground, background, bold, underline, reverse")
            }
        }
        return style
    }

    private static func boolean(_ node: Node) -> Bool? {
        switch node.scalar?.string.lowercased() {
        case "true", "yes", "on": true
        case "false", "no", "off": false
        default: nil
        }
    }

    private static func isValidName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 40
            && text.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" }
    }

    private static func line(_ node: Node) -> Int? { node.mark?.line }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        case .duplicatedKeysInMapping(_, let context): context.mark.line
        default: nil
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            ThemeText.safe(problem)
        case .duplicatedKeysInMapping(let duplicates, _):
            "a key is given twice: \(ThemeText.safe(duplicates.joined(separator: ", ")))"
        default:
            "unreadable"
        }
    }
}
