/// What a cell means, not what colour it is: a theme maps roles to colours.
public enum StyleRole: UInt8, CaseIterable, Hashable, Sendable {
    case normal
    case dim
    case title
    case border
    case label
    case selected
    case error
    case warning
    case success
    case info
    case searchHit
    case statusBar
    case statusKey
    case filterActive
    case prompt
    case placeholder
}
