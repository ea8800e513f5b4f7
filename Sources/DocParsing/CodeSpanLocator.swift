import DocgenCore

/// Gives code spans their exact source ranges (backticks included), which cmark 0.30 does not report for
/// inlines: the backtick runs of a block's (or a table cell's) source are paired as CommonMark pairs them,
/// and the ranges are attached to cmark's code spans in order.
struct CodeSpanLocator {
    let source: SourceText
    let file: String

    /// `inlines` with the ranges of the code spans between the byte offsets `start` and `end` attached in
    /// order, at every level; unchanged when the source holds another number of spans than cmark found.
    func locating(_ inlines: [Inline], from start: Int, to end: Int) -> [Inline] {
        var spans = ranges(from: start, to: end)
        guard spans.count == inlines.codeSpanCount else { return inlines }
        spans.reverse()
        func attach(_ inline: Inline) -> Inline {
            switch inline {
            case .code(let code, _): return .code(code, range: spans.popLast())
            case .emphasis(let children): return .emphasis(children.map(attach))
            case .strong(let children): return .strong(children.map(attach))
            case .strikethrough(let children): return .strikethrough(children.map(attach))
            case .link(let destination, let title, let children):
                return .link(destination: destination, title: title, children.map(attach))
            case .image(let source, let title, let alt):
                return .image(source: source, title: title, alt: alt.map(attach))
            default: return inline
            }
        }
        return inlines.map(attach)
    }

    /// Ranges of backtick-delimited spans between two byte offsets: a run of n backticks closed by the next
    /// run of exactly n; a backslash escapes the byte after it.
    func ranges(from start: Int, to end: Int) -> [SourceRange] {
        let backtick = UInt8(ascii: "`"), backslash = UInt8(ascii: "\\")
        var result: [SourceRange] = []
        var index = start
        func run(at position: Int) -> Int {
            var length = 0
            while position + length < end, source.bytes[position + length] == backtick { length += 1 }
            return length
        }
        // Where each length of backtick run starts, found once: the closing run of an opening one is
        // then a binary search, not a scan (a line of unmatched runs would otherwise be quadratic).
        var runStarts: [Int: [Int]]?
        func closingRun(length: Int, from position: Int) -> Int? {
            if runStarts == nil {
                var starts: [Int: [Int]] = [:]
                var scan = start
                while scan < end {
                    guard source.bytes[scan] == backtick else {
                        scan += 1
                        continue
                    }
                    let length = run(at: scan)
                    starts[length, default: []].append(scan)
                    scan += length
                }
                runStarts = starts
            }
            guard let starts = runStarts?[length] else { return nil }
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < position { low = middle + 1 } else { high = middle }
            }
            return low < starts.count ? starts[low] : nil
        }
        while index < end {
            let byte = source.bytes[index]
            if byte == backslash {
                index += 2
                continue
            }
            guard byte == backtick else {
                index += 1
                continue
            }
            let opening = run(at: index)
            // The search starts after a whole run, so the runs it meets are the ones found above.
            guard let closedAt = closingRun(length: opening, from: index + opening) else {
                index += opening
                continue
            }
            let lower = source.position(ofOffset: index)
            let upper = source.position(ofOffset: closedAt + opening)
            result.append(
                SourceRange(
                    SourceLocation(file: file, line: lower.line, column: lower.column),
                    SourceLocation(file: file, line: upper.line, column: upper.column)))
            index = closedAt + opening
        }
        return result
    }
}

extension Array where Element == Inline {
    /// The code spans at every level (inside emphasis, links and image descriptions too).
    fileprivate var codeSpanCount: Int {
        reduce(0) { count, inline in
            if case .code = inline { return count + 1 }
            return count + inline.children.codeSpanCount
        }
    }
}
