#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Byte searches over contiguous UTF-8 with the C library's `memchr`, which looks at many bytes at a time: for
/// the scans that run over every byte of every document.
package enum ByteSearch {
    /// The offset of the first `byte` in `bytes` at or after `start`, or nil.
    package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `needle`'s bytes occur in `bytes` (each place of its first byte, found by `memchr`, compared);
    /// an empty needle always does.
    package static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        var start = 0
        while let found = firstIndex(of: first, in: bytes, from: start), found + needle.count <= bytes.count {
            if bytes[found..<(found + needle.count)].elementsEqual(needle) { return true }
            start = found + 1
        }
        return false
    }
}
