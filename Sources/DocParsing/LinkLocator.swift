import DocgenCore

/// Gives each link of a block where its destination is written, which cmark 0.30 does not report for
/// inlines: the destinations of the block's links (`[Inline].linkDestinations`, in order) are found in
/// the block's source one after another; an autolink's without the scheme cmark or GFM added (`mailto:`,
/// `http://`). A destination not written as such (escaped, or an entity) is placed at the block's start.
///
/// Linear in the block's size: searches that find nothing may read at most a few times the block in all
/// (a paragraph of a hundred thousand escaped destinations would otherwise be read once for each); after
/// that, the links left are placed at the block's start.
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
        var budget = 4 * (end - start) + 65_536
        block.linkLocations = destinations.map { (destination: String) -> SourceLocation in
            var written = Substring(destination)
            for scheme in ["mailto:", "http://"] where written.hasPrefix(scheme) {
                written = written.dropFirst(scheme.count)
            }
            let forms = written.count == destination.count ? [destination] : [destination, String(written)]
            for form in forms {
                let needle = Array(form.utf8)
                guard let found = firstOffset(of: needle, from: cursor, to: end, budget: &budget) else { continue }
                cursor = found + needle.count
                let (line, column) = source.position(ofOffset: found)
                return SourceLocation(file: file, line: line, column: column)
            }
            return lower
        }
        return block
    }

    /// The first offset in `start..<end` where `needle` is written, if any; a search that finds nothing
    /// spends the bytes it read from `budget`, and none is made once it is spent.
    private func firstOffset(of needle: [UInt8], from start: Int, to end: Int, budget: inout Int) -> Int? {
        guard let first = needle.first, end - start >= needle.count, budget > 0 else { return nil }
        var index = start
        while index + needle.count <= end {
            if source.bytes[index] == first, source.bytes[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        budget -= end - start
        return nil
    }
}
