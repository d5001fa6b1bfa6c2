extension String {
    /// True when `needle` occurs in this string, byte for byte. (`contains` with a string
    /// resolves to Foundation's locale-aware search, which bridges the string first.)
    func containsBytes(_ needle: StaticString) -> Bool {
        var text = self
        return text.withUTF8 { haystack in
            let count = needle.utf8CodeUnitCount
            guard count > 0 else { return true }
            guard haystack.count >= count else { return false }
            let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: count)
            for start in 0...(haystack.count - count) where haystack[start] == pattern[0] {
                var offset = 1
                while offset < count && haystack[start + offset] == pattern[offset] { offset += 1 }
                if offset == count { return true }
            }
            return false
        }
    }
}
