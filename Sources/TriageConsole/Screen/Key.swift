/// A key, mouse event or paste, already decoded from the terminal.
public enum Key: Hashable, Sendable {
    case character(Character)
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    case function(Int)
    case mouseWheelUp(x: Int, y: Int)
    case mouseWheelDown(x: Int, y: Int)
    case mouseClick(x: Int, y: Int)
    /// A bracketed paste, delivered whole.
    case paste(String)
}
