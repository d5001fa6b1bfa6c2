import CNcursesShim
import TriageConsole

/// The only Swift code that calls curses. PLACEHOLDER (issue 4).
public enum CursesTerminal {}
