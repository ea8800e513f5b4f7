import Foundation

/// The output of one stream of a child, kept up to a limit: the first half of the limit and the last half,
/// so that a child writing gigabytes costs a bounded amount of memory and its final lines (a test run's
/// summary) are still read.
struct CappedOutput {
    /// Bytes kept at the start and, separately, at the end.
    let half: Int
    private(set) var head = Data()
    private var tail = Data()
    /// Every byte the child wrote to this stream.
    private(set) var byteCount = 0

    init(limit: Int) {
        half = max(1, limit / 2)
    }

    /// Whether some of the output was not kept.
    var isTruncated: Bool { byteCount > head.count + min(tail.count, half) }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        byteCount += bytes.count
        var rest = bytes[...]
        if head.count < half {
            let taken = rest.prefix(half - head.count)
            head.append(contentsOf: taken)
            rest = rest.dropFirst(taken.count)
        }
        guard !rest.isEmpty else { return }
        tail.append(contentsOf: rest.suffix(half))
        // Trim now and then, not on every chunk: the tail stays under twice the half.
        if tail.count > 2 * half { tail.removeFirst(tail.count - half) }
    }

    /// The text kept; when some was dropped, cut at line ends around a line saying how much.
    var text: String {
        let kept = tail.suffix(half)
        guard isTruncated else { return String(decoding: head + kept, as: UTF8.self) }
        let start = head.lastIndex(of: 0x0A).map { head[...$0] } ?? head[...]
        let end = kept.firstIndex(of: 0x0A).map { kept[kept.index(after: $0)...] } ?? kept[...]
        let dropped = byteCount - start.count - end.count
        return String(decoding: start, as: UTF8.self)
            + "[docgen: \(dropped) bytes of output not kept]\n"
            + String(decoding: end, as: UTF8.self)
    }
}
