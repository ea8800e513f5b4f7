import DocgenCore

/// Turns pieces of code blocks (byte ranges) and synthesized text into `ProgramLine`s.
///
/// A program line never mixes origins: it is one contiguous slice of one Markdown line, or synthesized.
/// Where two pieces that are not contiguous in the Markdown meet on a line (members inserted into
/// `class A {}`), the line is split — always safe between declarations. Whitespace-only leftovers of a
/// split are dropped; blank Markdown lines are kept as empty lines. Marker lines (`// snippet.hide`) are
/// dropped, hidden lines flagged.
struct ProgramLineBuilder {
    /// A piece of code to place.
    enum Chunk: Hashable, Sendable {
        /// Bytes `range` of the code of block `block`.
        case source(block: Int, range: Range<Int>)
        /// A line docgen adds (no trailing newline).
        case synthesized(String)
        /// A line docgen adds that readers do not see (a synthesized host's header and closing brace).
        case hiddenSynthesized(String)
    }

    private let blocks: [ExampleBlock]
    private(set) var lines: [ProgramLine] = []
    /// The line being built from source pieces, with where the next contiguous byte would be.
    private var current: (line: ProgramLine, nextColumn: Int, startsAtLineStart: Bool, reachesLineEnd: Bool)?

    init(blocks: [ExampleBlock]) {
        self.blocks = blocks
    }

    mutating func append(_ chunks: [Chunk]) {
        for chunk in chunks { append(chunk) }
    }

    mutating func append(_ chunk: Chunk) {
        switch chunk {
        case .synthesized(let text), .hiddenSynthesized(let text):
            flush()
            let isHidden = chunk == .hiddenSynthesized(text)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(ProgramLine(text: String(line), origin: nil, isHidden: isHidden))
            }
        case .source(let blockIndex, let range):
            let block = blocks[blockIndex]
            let bytes = Array(block.code.code.utf8)
            for (index, lineStart) in block.lineStarts.enumerated() {
                let lineEnd = lineStart + block.lines[index].utf8.count
                guard range.lowerBound <= lineEnd, range.upperBound > lineStart else { continue }
                let start = max(range.lowerBound, lineStart), end = min(range.upperBound, lineEnd)
                let text = start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
                place(
                    text: text, origin: block.origin(line: index, offset: start - lineStart),
                    visibility: block.visibility[index], startsAtLineStart: start == lineStart,
                    reachesLineEnd: end == lineEnd, endsLine: range.upperBound > lineEnd)
            }
        }
    }

    /// The lines, once every chunk is placed.
    mutating func finish() -> [ProgramLine] {
        flush()
        return lines
    }

    // MARK: - Placing pieces

    private mutating func place(
        text: String, origin: SourceLocation, visibility: LineVisibility, startsAtLineStart: Bool,
        reachesLineEnd: Bool, endsLine: Bool
    ) {
        if visibility == .marker {
            flush()
            return
        }
        if var building = current, let last = building.line.origin, last.file == origin.file, last.line == origin.line,
            building.nextColumn == origin.column
        {
            building.line.text += text
            building.nextColumn += text.utf8.count
            building.reachesLineEnd = reachesLineEnd
            current = building
        } else {
            flush()
            current = (
                ProgramLine(text: text, origin: origin, isHidden: visibility == .hidden),
                origin.column + text.utf8.count, startsAtLineStart, reachesLineEnd
            )
        }
        if endsLine { flush() }
    }

    private mutating func flush() {
        guard let building = current else { return }
        current = nil
        let isBlank = building.line.text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
        if isBlank {
            // A blank Markdown line stays a blank line; the whitespace left over by a split goes.
            guard building.startsAtLineStart && building.reachesLineEnd else { return }
            var blank = building.line
            blank.text = ""
            lines.append(blank)
        } else if building.reachesLineEnd {
            lines.append(building.line)
        } else {
            // Split off the rest of its Markdown line: the trailing space before the split goes.
            var line = building.line
            while let last = line.text.last, last == " " || last == "\t" { line.text.removeLast() }
            lines.append(line)
        }
    }
}
