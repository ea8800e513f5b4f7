import Foundation

/// The output of one stream of a child, kept up to a limit: the first half of the limit and the last half,
/// so that a child writing gigabytes costs a bounded amount of memory and its final lines (a test run's
/// summary) are still read.
///
/// The head is filled once; the tail is a ring of `half` bytes allocated when the head is full, written over
/// in place: memory never follows the output, whatever its size (a `Data` trimmed with `removeFirst` kept
/// its storage and grew with the output: 3 GB printed, 3.2 GB resident).
struct CappedOutput {
    /// Bytes kept at the start and, separately, at the end.
    let half: Int
    private(set) var head: [UInt8] = []
    /// The last bytes after the head, a ring: `ring[next]` is the oldest once it is full.
    private var ring: [UInt8] = []
    private var next = 0
    /// Bytes written after the head, kept or not.
    private var afterHead = 0
    /// Every byte the child wrote to this stream.
    private(set) var byteCount = 0

    init(limit: Int) {
        half = max(1, limit / 2)
    }

    /// Whether some of the output was not kept.
    var isTruncated: Bool { afterHead > half }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        byteCount += bytes.count
        var rest = bytes[...]
        if head.count < half {
            let taken = rest.prefix(half - head.count)
            head.append(contentsOf: taken)
            rest = rest.dropFirst(taken.count)
        }
        guard !rest.isEmpty else { return }
        if ring.isEmpty { ring = [UInt8](repeating: 0, count: half) }
        afterHead += rest.count
        // Only the last `half` bytes of this chunk can survive it.
        rest = rest.suffix(half)
        ring.withUnsafeMutableBytes { ring in
            while !rest.isEmpty {
                let count = min(rest.count, half - next)
                ring.baseAddress!.advanced(by: next).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: rest.prefix(count)).baseAddress!, byteCount: count)
                rest = rest.dropFirst(count)
                next = (next + count) % half
            }
        }
    }

    /// The bytes kept after the head, oldest first.
    private var tail: [UInt8] {
        guard afterHead >= half else { return Array(ring.prefix(afterHead)) }
        return Array(ring[next...] + ring[..<next])
    }

    /// The text kept; when some was dropped, cut at line ends around a line saying how much.
    var text: String {
        let kept = tail
        guard isTruncated else { return String(decoding: head + kept, as: UTF8.self) }
        let start = head.lastIndex(of: 0x0A).map { head[...$0] } ?? head[...]
        let end = kept.firstIndex(of: 0x0A).map { kept[kept.index(after: $0)...] } ?? kept[...]
        let dropped = byteCount - start.count - end.count
        return String(decoding: start, as: UTF8.self)
            + "[docgen: \(dropped) bytes of output not kept]\n"
            + String(decoding: end, as: UTF8.self)
    }
}
