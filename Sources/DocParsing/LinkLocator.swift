import DocgenCore

/// Gives each link of a block where its destination is written, which cmark 0.30 does not report for
/// inlines: the destinations of the block's links (`[Inline].linkDestinations`, in order) are found in
/// the block's source one after another. A destination not written as such (an email autolink, which
/// cmark prefixes with `mailto:`, a GFM `www.` autolink) is placed at the block's start.
struct LinkLocator {
    let source: SourceText
    let file: String

    /// `blocks` and their children with `linkLocations` set on every block with inline content.
    func locating(_ blocks: [Block]) -> [Block] {
        blocks.map(locating)
    }

    private func locating(_ block: Block) -> Block {
        var block = block
        block.children = block.children.map(locating)
        guard block.kind != .htmlBlock else { return block }
        let destinations = block.inlines.linkDestinations
        guard !destinations.isEmpty else { return block }
        let lower = block.range.lowerBound, upper = block.range.upperBound
        let start = source.offset(line: lower.line, column: lower.column)
        let end = max(start, source.offset(line: upper.line, column: upper.column))
        var cursor = start
        block.linkLocations = destinations.map { (destination: String) -> SourceLocation in
            guard let found = firstOffset(of: Array(destination.utf8), from: cursor, to: end) else { return lower }
            cursor = found + destination.utf8.count
            let (line, column) = source.position(ofOffset: found)
            return SourceLocation(file: file, line: line, column: column)
        }
        return block
    }

    /// The first offset in `start..<end` where `needle` is written, if any.
    private func firstOffset(of needle: [UInt8], from start: Int, to end: Int) -> Int? {
        guard let first = needle.first, end - start >= needle.count else { return nil }
        var index = start
        while index + needle.count <= end {
            if source.bytes[index] == first, source.bytes[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
