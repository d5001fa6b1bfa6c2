import ConsoleTheme

/// What the terminal edge drives: the pure console behind a small surface.
///
/// `CursesTerminal` owns the loop (read input, tick, draw the diff); the
/// program decides everything else. Everything here runs on the one thread
/// that draws.
public protocol ConsoleProgram: AnyObject {
    /// Feeds one decoded input.
    func handle(_ key: Key)
    /// Advances the live stream by the real time elapsed since the last tick.
    /// Returns true when the frame may have changed.
    func tick(elapsedMilliseconds: Int) -> Bool
    /// Tells the program the terminal's size; the edge calls it before the first frame
    /// and whenever the size changes, so that drawing never changes state.
    func resize(width: Int, height: Int)
    /// Draws the current state at the size last given to ``resize(width:height:)``.
    func render() -> Screen
    /// True once the person asked to quit.
    var wantsQuit: Bool { get }
    /// The theme in use now (it may change while running).
    var theme: Theme { get }
    /// Text the person asked to copy (`y`), handed to the terminal edge once; the edge
    /// sends it as OSC 52 where the terminal allows it.
    func takeClipboardText() -> String?
}

extension ConsoleProgram {
    public func takeClipboardText() -> String? { nil }
}
