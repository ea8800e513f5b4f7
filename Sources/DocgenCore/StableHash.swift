/// Stable, platform-independent hashes for content addressing (Swift's `Hasher` is seeded per process).
public enum StableHash {
    /// FNV-1a, 64 bits, over the UTF-8 bytes, as 16 lowercase hex digits.
    public static func fnv1a64Hex(_ text: String) -> String {
        var text = text
        let hash = text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
            return hash
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
