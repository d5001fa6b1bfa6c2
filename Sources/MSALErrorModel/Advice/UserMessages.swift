/// The generic user-facing messages, read from the bundled `.strings` resources.
/// PLACEHOLDER: the resource loading replaces this body (issue 2).
public enum UserMessages {
    public static func text(_ key: UserMessageKey, locale: MessageLocale) -> String {
        key.rawValue
    }
}
