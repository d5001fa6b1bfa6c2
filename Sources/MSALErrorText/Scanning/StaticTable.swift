/// Read-only tables for the scanners' inner loops, copied once into memory that
/// lives as long as the process: a loop reads them through a plain pointer, with
/// no reference counting and no lazy-initialisation check per access.
enum StaticTable {
    static func keep<Value>(_ values: [Value]) -> UnsafeBufferPointer<Value> {
        let memory = UnsafeMutableBufferPointer<Value>.allocate(capacity: values.count)
        _ = memory.initialize(from: values)
        return UnsafeBufferPointer(memory)
    }
}
