import DocgenCore
import ExampleExtraction

// Only the tests map a primary-source location to every translation: they check through it that each
// source's `normalizedLines`, `codeColumn` and `indentation` line up with the primary source's.
extension Example {
    /// The places (in every source) equivalent to `location` in the primary source, primary first.
    ///
    /// Lines that have no counterpart (blank lines collapsed away) map to nothing in that source.
    func equivalentLocations(of location: SourceLocation) -> [SourceLocation] {
        guard let primary = sources.first, primary.file == location.file,
            let blockIndex = primary.blocks.firstIndex(where: { $0.codeLines.contains(location.line) }),
            let normalizedIndex = primary.blocks[blockIndex].normalizedLines.firstIndex(of: location.line)
        else { return [location] }
        let primaryBlock = primary.blocks[blockIndex]
        let offset = location.column - (primaryBlock.codeColumn + primaryBlock.indentation)
        var result = [location]
        for source in sources.dropFirst() where blockIndex < source.blocks.count {
            let block = source.blocks[blockIndex]
            guard normalizedIndex < block.normalizedLines.count else { continue }
            let column = max(1, block.codeColumn + block.indentation + offset)
            result.append(
                SourceLocation(file: source.file, line: block.normalizedLines[normalizedIndex], column: column))
        }
        return result
    }
}
