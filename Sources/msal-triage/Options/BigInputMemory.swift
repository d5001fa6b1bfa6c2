#if canImport(Glibc)
import Glibc
#endif

/// Memory settings for reading a big input in chunks (`explain`, `summarize`, `console --open`).
enum BigInputMemory {
    /// Lets glibc serve chunk-sized blocks (4 MiB of lines, the scanned lines of a chunk)
    /// from its heap and reuse them, instead of mapping fresh pages for every chunk and
    /// unmapping them after: on a 246 MB session the page faults of fresh mappings were a
    /// third of the run (0.25 s of system time; 0.08 s with this). Freed blocks stay in
    /// the process up to the trim threshold, a few chunks' worth.
    ///
    /// `mallopt` is not in Swift's Glibc module (no `<malloc.h>`), so it is looked up by
    /// name; where it is missing nothing changes.
    static func prepare() {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        // <malloc.h>: M_TRIM_THRESHOLD -1, M_MMAP_THRESHOLD -3.
        _ = mallopt(-3, 64 << 20)
        _ = mallopt(-1, 128 << 20)
        #endif
    }
}
