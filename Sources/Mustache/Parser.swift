import DocgenCore

/// Builds a template's nodes from its tokens: nests sections, parents and blocks, applies the standalone-line rules
/// and outdents block content.
///
/// Standalone rules (the spec's, made explicit):
/// - A section, inverted, closing, comment, partial or set-delimiters tag alone on its line removes the line: the
///   whitespace before it and the line ending after it. A standalone partial's leading whitespace becomes the
///   indentation of every line it renders.
/// - A parent pair `{{<p}}…{{/p}}` whose opening tag clears its line on the left and whose closing tag (or opening
///   tag) clears it on the right is standalone as a pair: the leading whitespace indents the parent.
/// - Inside a parent only blocks count, so a block there ignores what precedes its opening tag and what follows its
///   closing tag on their lines. A block's opening tag alone on its line takes the line ending with it; the
///   content is then outdented by its first line's indentation (its intrinsic indentation).
/// - Where a block may be replaced, the same intrinsic indentation (or, when only the pair is standalone, the
///   whitespace before the opening tag) is added back to each line of whichever content renders there.
struct Parser {
    private let source: SourceText
    private var frames: [Frame]
    /// Text before this offset belongs to the preceding standalone tag's line and is dropped.
    private var skipTo = 0

    init(source: SourceText) {
        self.source = source
        self.frames = [Frame(kind: .root, name: "", token: Token(kind: .text, range: 0..<0, content: ""))]
    }

    // MARK: - Frames

    /// A construct being parsed, from its opening tag until its closing tag.
    private struct Frame {
        enum Kind: Equatable {
            case root
            case section(inverted: Bool)
            case parent
            case block(inParent: Bool)
        }

        /// What was parsed so far: text not yet copied (ranges, so lines can still be trimmed) and nodes.
        enum Item {
            case text(Range<Int>)
            case node(Node)
        }

        var kind: Kind
        /// The name a closing tag must repeat.
        var name: String
        /// The opening tag.
        var token: Token
        var items: [Item] = []
        /// A parent's arguments, by block name.
        var arguments: [String: Node.Block] = [:]
        /// For a block whose opening tag is standalone: the indentation of the line after it.
        var intrinsicIndentation: [UInt8]?
    }

    // MARK: - Parsing

    /// The template's nodes.
    mutating func parse(_ tokens: [Token]) throws(MustacheError) -> [Node] {
        for token in tokens {
            switch token.kind {
            case .text:
                let start = max(token.range.lowerBound, skipTo)
                if start < token.range.upperBound {
                    frames[frames.count - 1].items.append(.text(start..<token.range.upperBound))
                }
            case .variable, .unescapedVariable:
                let name = try tagName(token)
                append(
                    .variable(
                        name, escaped: token.kind == .variable,
                        location: source.location(ofOffset: token.range.lowerBound)))
            case .comment, .delimiters:
                if token.isStandalone { consumeLine(of: token) }
            case .section, .invertedSection:
                _ = try tagName(token)
                if token.isStandalone { consumeLine(of: token) }
                frames.append(
                    Frame(kind: .section(inverted: token.kind == .invertedSection), name: token.content, token: token))
            case .partial:
                let reference = try templateReference(token)
                var indentation: [UInt8]?
                if token.isStandalone {
                    indentation = whitespace(before: token)
                    consumeLine(of: token)
                }
                append(
                    .partial(
                        reference, indentation: indentation, location: source.location(ofOffset: token.range.lowerBound)
                    )
                )
            case .parent:
                let reference = try templateReference(token)
                frames.append(Frame(kind: .parent, name: reference.description, token: token))
            case .block:
                try openBlock(token)
            case .close:
                try close(token)
            }
        }
        guard frames.count == 1 else {
            let open = frames[frames.count - 1]
            throw .unclosedSection(name: open.name, at: source.location(ofOffset: open.token.range.lowerBound))
        }
        return Self.nodes(from: frames[0].items, in: source)
    }

    private mutating func openBlock(_ token: Token) throws(MustacheError) {
        let name = token.content
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
            throw .invalidTagName(name, at: source.location(ofOffset: token.range.lowerBound))
        }
        let inParent = frames[frames.count - 1].kind == .parent
        var frame = Frame(kind: .block(inParent: inParent), name: name, token: token)
        if let lineEnd = token.lineEnd, inParent || token.lineStart != nil {
            if inParent { skipTo = lineEnd } else { consumeLine(of: token) }
            frame.intrinsicIndentation = leadingWhitespace(at: lineEnd)
        }
        frames.append(frame)
    }

    private mutating func close(_ token: Token) throws(MustacheError) {
        let location = source.location(ofOffset: token.range.lowerBound)
        guard frames.count > 1 else { throw .unexpectedClosingTag(name: token.content, at: location) }
        var frame = frames.removeLast()
        let closedName = frame.kind == .parent ? normalizedReferenceName(token.content) : token.content
        guard closedName == frame.name else {
            throw .mismatchedClosingTag(
                expected: frame.name, found: token.content,
                opening: source.location(ofOffset: frame.token.range.lowerBound),
                at: location)
        }
        let open = frame.token
        switch frame.kind {
        case .root:
            preconditionFailure("the root frame is never closed")

        case .section(let inverted):
            if token.isStandalone {
                Self.trimText(&frame.items, from: token.lineStart!, to: token.range.lowerBound)
                skipTo = token.lineEnd!
            }
            // The name was validated when the section opened.
            append(
                .section(
                    TagName(frame.name)!, body: Self.nodes(from: frame.items, in: source), inverted: inverted,
                    location: source.location(ofOffset: open.range.lowerBound)))

        case .block(inParent: true):
            // What follows the closing tag is the parent's ignored text, so only the left side matters.
            if let lineStart = token.lineStart {
                Self.trimText(&frame.items, from: lineStart, to: token.range.lowerBound)
            }
            let outdent = frame.intrinsicIndentation ?? (open.lineStart != nil ? whitespace(before: open) : nil)
            var body = Self.nodes(from: frame.items, in: source)
            if let outdent { body = Self.outdent(body, by: outdent) }
            let block = Node.Block(
                name: frame.name, body: body, indentation: nil, isOutdented: outdent != nil,
                location: source.location(ofOffset: open.range.lowerBound))
            if frames[frames.count - 1].arguments[frame.name] == nil {
                frames[frames.count - 1].arguments[frame.name] = block
            }

        case .block(inParent: false):
            if token.isStandalone {
                Self.trimText(&frame.items, from: token.lineStart!, to: token.range.lowerBound)
                skipTo = token.lineEnd!
            }
            var indentation = frame.intrinsicIndentation
            if indentation == nil, open.lineStart != nil, token.lineEnd != nil {
                indentation = whitespace(before: open)
                Self.trimText(&frames[frames.count - 1].items, from: open.lineStart!, to: open.range.lowerBound)
            }
            var body = Self.nodes(from: frame.items, in: source)
            if let indentation { body = Self.outdent(body, by: indentation) }
            append(
                .block(
                    Node.Block(
                        name: frame.name, body: body, indentation: indentation, isOutdented: indentation != nil,
                        location: source.location(ofOffset: open.range.lowerBound))))

        case .parent:
            let isStandalonePair = open.lineStart != nil && (token.lineEnd != nil || open.lineEnd != nil)
            if let lineEnd = token.lineEnd, isStandalonePair || token.lineStart != nil { skipTo = lineEnd }
            var indentation: [UInt8]?
            if isStandalonePair {
                indentation = whitespace(before: open)
                Self.trimText(&frames[frames.count - 1].items, from: open.lineStart!, to: open.range.lowerBound)
            }
            append(
                .parent(
                    try templateReference(open), arguments: frame.arguments, indentation: indentation,
                    location: source.location(ofOffset: open.range.lowerBound)))
        }
    }

    // MARK: - Lines

    private mutating func append(_ node: Node) {
        frames[frames.count - 1].items.append(.node(node))
    }

    /// Removes a standalone tag's line: the whitespace before the tag and, through `skipTo`, the line ending.
    private mutating func consumeLine(of token: Token) {
        Self.trimText(&frames[frames.count - 1].items, from: token.lineStart!, to: token.range.lowerBound)
        skipTo = token.lineEnd!
    }

    /// Cuts the text that ends at `end` (the start of a tag) back to `start` (the start of the tag's line).
    private static func trimText(_ items: inout [Frame.Item], from start: Int, to end: Int) {
        guard start < end, case .text(let range)? = items.last, range.upperBound == end else { return }
        if range.lowerBound < start {
            items[items.count - 1] = .text(range.lowerBound..<start)
        } else {
            items.removeLast()
        }
    }

    /// The spaces and tabs between a tag and the start of its line (the tag must clear on the left).
    private func whitespace(before token: Token) -> [UInt8] {
        guard let lineStart = token.lineStart else { return [] }
        return Array(source.bytes[lineStart..<token.range.lowerBound])
    }

    /// The spaces and tabs that begin the line at `offset`.
    private func leadingWhitespace(at offset: Int) -> [UInt8] {
        var end = offset
        while end < source.bytes.count,
            source.bytes[end] == UInt8(ascii: " ") || source.bytes[end] == UInt8(ascii: "\t")
        {
            end += 1
        }
        return Array(source.bytes[offset..<end])
    }

    // MARK: - Names

    private func tagName(_ token: Token) throws(MustacheError) -> TagName {
        guard let name = TagName(token.content) else {
            throw .invalidTagName(token.content, at: source.location(ofOffset: token.range.lowerBound))
        }
        return name
    }

    /// `name`, or `*name` for a dynamic name (whose `*` may be followed by spaces).
    private func templateReference(_ token: Token) throws(MustacheError) -> Node.TemplateReference {
        let content = token.content
        if content.hasPrefix("*") {
            guard let name = TagName(String(content.dropFirst()).trimmingWhitespace()) else {
                throw .invalidTagName(content, at: source.location(ofOffset: token.range.lowerBound))
            }
            return .dynamic(name)
        }
        guard !content.isEmpty, !content.contains(where: \.isWhitespace) else {
            throw .invalidTagName(content, at: source.location(ofOffset: token.range.lowerBound))
        }
        return .named(content)
    }

    private func normalizedReferenceName(_ content: String) -> String {
        content.hasPrefix("*") ? "*" + String(content.dropFirst()).trimmingWhitespace() : content
    }

    // MARK: - Nodes

    /// Copies text ranges into text nodes, merging neighbours.
    private static func nodes(from items: [Frame.Item], in source: SourceText) -> [Node] {
        let bytes = source.bytes
        var nodes: [Node] = []
        var text: [UInt8] = []
        var textStart = 0
        var textStartsLine = false
        func flushText() {
            if !text.isEmpty {
                nodes.append(
                    .text(text, startsLine: textStartsLine, location: source.location(ofOffset: textStart)))
            }
            text = []
        }
        for item in items {
            switch item {
            case .text(let range):
                if text.isEmpty {
                    textStart = range.lowerBound
                    textStartsLine = range.lowerBound == 0 || bytes[range.lowerBound - 1] == UInt8(ascii: "\n")
                }
                text.append(contentsOf: bytes[range])
            case .node(let node):
                flushText()
                nodes.append(node)
            }
        }
        flushText()
        return nodes
    }

    /// Removes `prefix` (or as much of it as matches) from the start of every line of `nodes`, and from the
    /// indentation of the partials, parents and blocks among them.
    static func outdent(_ nodes: [Node], by prefix: [UInt8]) -> [Node] {
        guard !prefix.isEmpty else { return nodes }
        return nodes.map { node in
            switch node {
            case .text(let bytes, let startsLine, let location):
                return .text(
                    outdentLines(bytes, startsLine: startsLine, by: prefix), startsLine: startsLine, location: location)
            case .variable:
                return node
            case .section(let name, let body, let inverted, let location):
                return .section(name, body: outdent(body, by: prefix), inverted: inverted, location: location)
            case .partial(let reference, let indentation, let location):
                return .partial(
                    reference, indentation: indentation.map { dropPrefix(prefix, from: $0) }, location: location)
            case .parent(let reference, let arguments, let indentation, let location):
                let outdented = arguments.mapValues { argument in
                    var argument = argument
                    if !argument.isOutdented { argument.body = outdent(argument.body, by: prefix) }
                    return argument
                }
                return .parent(
                    reference, arguments: outdented, indentation: indentation.map { dropPrefix(prefix, from: $0) },
                    location: location)
            case .block(var block):
                if !block.isOutdented { block.body = outdent(block.body, by: prefix) }
                block.indentation = block.indentation.map { dropPrefix(prefix, from: $0) }
                return .block(block)
            }
        }
    }

    private static func outdentLines(_ bytes: [UInt8], startsLine: Bool, by prefix: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var atLineStart = startsLine
        while index < bytes.count {
            if atLineStart {
                var matched = 0
                while matched < prefix.count, index + matched < bytes.count, bytes[index + matched] == prefix[matched] {
                    matched += 1
                }
                index += matched
                atLineStart = false
                continue
            }
            let byte = bytes[index]
            result.append(byte)
            if byte == UInt8(ascii: "\n") { atLineStart = true }
            index += 1
        }
        return result
    }

    /// `indentation` without the part of `prefix` it starts with.
    private static func dropPrefix(_ prefix: [UInt8], from indentation: [UInt8]) -> [UInt8] {
        var matched = 0
        while matched < prefix.count, matched < indentation.count, indentation[matched] == prefix[matched] {
            matched += 1
        }
        return Array(indentation[matched...])
    }
}
