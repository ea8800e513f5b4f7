import DocgenCore

/// Reads the output of `swift build` (Swift 6.3 toolchain on Linux) into located, deduplicated diagnostics.
///
/// The driver prints each diagnostic as a classic header line, `path:line:col: error: message`, followed by
/// a pretty-printed snippet of the file with a `N | ` gutter and `` `- error: …`` / `` `- note: …`` markers.
/// The header carries the mapped location (the Markdown file of a `#sourceLocation` region); the gutter
/// shows the physical lines of the generated file. Notes in the same file appear only as snippet markers
/// and are located from the gutter, relative to the header; notes in another file get their own header.
/// The same diagnostic is printed once per job that hit it (the emit-module job and the compile job of a
/// target), so duplicates are merged. Linker errors (`ld.gold`, `ld.lld`) and SwiftPM's own errors are
/// read too; the "command failed" and "cancelled" lines that only say *that* something failed are kept
/// apart from the diagnostics.
public struct CompilerOutputParser: Sendable {
    /// The generated package's directory; absolute paths under it are made relative to it.
    public var packageRoot: String?

    public init(packageRoot: String? = nil) {
        self.packageRoot = packageRoot.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// Every distinct diagnostic in `output`, in the order first printed.
    public func parse(_ output: String) -> BuildOutput {
        var state = State(parser: self)
        for line in TerminalText.plainLines(output) {
            state.consume(line)
        }
        state.finishSnippet()
        return state.output
    }

    // MARK: - Paths

    /// `path` relative to the package root when it is under it.
    func relativePath(_ path: Substring) -> String {
        if let root = packageRoot, path.hasPrefix(root + "/") {
            return String(path.dropFirst(root.count + 1))
        }
        return String(path)
    }
}

// MARK: - Parsing state

extension CompilerOutputParser {
    /// A snippet marker: `` `- note: message`` under gutter line `gutterLine`, at character column `column`.
    private struct Marker {
        var gutterLine: Int
        var column: Int
        var severity: Substring
        var message: String
        var identifier: String?
    }

    /// The pretty-printed snippet after one header line.
    private struct Snippet {
        /// The diagnostic the header belongs to (an index into the diagnostics).
        var diagnosticIndex: Int
        /// Whether the header is the diagnostic itself (not one of its notes in another file).
        var headerIsPrimary: Bool
        var headerLocation: SourceLocation
        var headerSeverity: Substring
        var headerMessage: String
        var sourceLines: [Int: Substring] = [:]
        var lastGutterLine: Int?
        var markers: [Marker] = []
    }

    /// Identity of a diagnostic for deduplication.
    private struct Key: Hashable {
        var severity: Diagnostic.Severity
        var location: SourceLocation?
        var message: String
    }

    private struct State {
        let parser: CompilerOutputParser
        var output = BuildOutput()
        var indexByKey: [Key: Int] = [:]
        var snippet: Snippet?
        /// The diagnostic the next note header belongs to.
        var lastDiagnosticIndex: Int?
        /// Inside the output of a failed link command.
        var inLinkOutput = false
        /// The classic form's source line and caret line after a header (`let e = foo.bar` / `        ^~~`):
        /// the diagnostic, its location, and the source line once read.
        var classic: (index: Int, location: SourceLocation, source: Substring?)?

        init(parser: CompilerOutputParser) { self.parser = parser }

        mutating func consume(_ line: Substring) {
            if snippet != nil, consumeSnippetLine(line) {
                classic = nil
                return
            }
            finishSnippet()
            if consumeClassicLine(line) { return }
            if line.isEmpty { return }
            if line.first == "[", line.firstMatch(of: #/^\[\d+/\d+\] /#) != nil {
                // A progress line: the next job's output follows.
                inLinkOutput = false
                lastDiagnosticIndex = nil
                return
            }
            if line.hasPrefix("Build complete!") {
                output.succeeded = true
                return
            }
            if consumeHeader(line) || consumeLinkerLine(line) || consumeBuildSystemLine(line) { return }
        }

        // MARK: Headers

        /// `path:line[:col]: severity: message`.
        mutating func consumeHeader(_ line: Substring) -> Bool {
            guard
                let match = line.wholeMatch(
                    of:
                        #/(?<path>[^:\s][^:]*?):(?<line>\d+):(?:(?<column>\d+):)? (?<severity>error|warning|note|remark): (?<message>.*)/#
                )
            else { return false }
            let path = parser.relativePath(match.path)
            let location = SourceLocation(
                file: path, line: Int(match.line) ?? 1, column: match.column.flatMap { Int($0) } ?? 1)
            let (message, identifier, group) = CompilerFact.splitTags(match.message)
            let fact = identifier.map { CompilerFact(identifier: $0, message: message) }
            switch match.severity {
            case "remark":
                return true
            case "note":
                if let index = lastDiagnosticIndex {
                    addNote(Diagnostic.Note(location: location, message: message, compiler: fact), to: index)
                    snippet = Snippet(
                        diagnosticIndex: index, headerIsPrimary: false, headerLocation: location,
                        headerSeverity: match.severity, headerMessage: message)
                } else {
                    _ = add(
                        CompilerDiagnostic(
                            severity: .note, location: location, message: message, group: group,
                            targetName: Self.targetName(of: path), identifier: identifier))
                }
                return true
            default:
                let severity: Diagnostic.Severity = match.severity == "error" ? .error : .warning
                let isLinker =
                    inLinkOutput
                    || match.column == nil
                        && (message.hasPrefix("undefined reference") || message.hasPrefix("multiple definition"))
                let index = add(
                    CompilerDiagnostic(
                        severity: severity, location: location, message: message, group: group,
                        origin: isLinker ? .linker : .compiler, targetName: Self.targetName(of: path),
                        identifier: identifier))
                lastDiagnosticIndex = index
                classic = (index, location, nil)
                snippet = Snippet(
                    diagnosticIndex: index, headerIsPrimary: true, headerLocation: location,
                    headerSeverity: match.severity, headerMessage: message)
                return true
            }
        }

        // MARK: Snippets

        /// Reads a gutter line or a marker line of the current snippet; false when `line` ends the snippet.
        mutating func consumeSnippetLine(_ line: Substring) -> Bool {
            if let match = line.wholeMatch(of: #/\s*(?<number>\d+) \|(?<text>.*)/#), let number = Int(match.number) {
                snippet!.lastGutterLine = number
                snippet!.sourceLines[number] = match.text.first == " " ? match.text.dropFirst() : match.text
                return true
            }
            if let match = line.wholeMatch(of: #/\s+\|(?<rest>.*)/#) {
                let rest = match.rest.first == " " ? match.rest.dropFirst() : match.rest
                if let marker = rest.wholeMatch(
                    of: #/(?<prefix>[ |]*)[|`]- (?<severity>error|warning|note|remark): (?<message>.*)/#),
                    let gutterLine = snippet!.lastGutterLine
                {
                    let tags = CompilerFact.splitTags(marker.message)
                    snippet!.markers.append(
                        Marker(
                            gutterLine: gutterLine, column: marker.prefix.count + 1, severity: marker.severity,
                            message: tags.message, identifier: tags.identifier))
                }
                return true
            }
            return false
        }

        /// Locates the snippet's note markers relative to its primary marker and attaches them.
        mutating func finishSnippet() {
            guard let snippet else { return }
            self.snippet = nil
            guard snippet.headerIsPrimary,
                let primary = snippet.markers.first(where: {
                    $0.severity == snippet.headerSeverity && $0.message == snippet.headerMessage
                })
            else { return }
            if let text = snippet.sourceLines[primary.gutterLine],
                let length = Self.quotedNameLength(
                    in: text, atCharacter: primary.column, message: snippet.headerMessage)
            {
                var end = snippet.headerLocation
                end.column += length
                output.diagnostics[snippet.diagnosticIndex].end = end
            }
            let offset = snippet.headerLocation.line - primary.gutterLine
            for marker in snippet.markers where marker.severity == "note" {
                var column = marker.column
                if let text = snippet.sourceLines[marker.gutterLine] {
                    // Markers count characters; locations count UTF-8 bytes.
                    column = text.prefix(marker.column - 1).utf8.count + 1
                }
                let location = SourceLocation(
                    file: snippet.headerLocation.file, line: marker.gutterLine + offset, column: column)
                let fact = marker.identifier.map { CompilerFact(identifier: $0, message: marker.message) }
                addNote(
                    Diagnostic.Note(location: location, message: marker.message, compiler: fact),
                    to: snippet.diagnosticIndex)
            }
        }

        /// Reads the classic form's caret line (`^` under the location, `~` under the rest of the span) into
        /// the span of the diagnostic before it; true when `line` was the caret line.
        mutating func consumeClassicLine(_ line: Substring) -> Bool {
            guard let pending = classic else { return false }
            guard let source = pending.source else {
                // The source line; it is read as usual too, in case it is something else.
                classic?.source = line
                return false
            }
            classic = nil
            guard line.contains("^"), line.allSatisfy({ $0 == " " || $0 == "^" || $0 == "~" }),
                let caret = line.firstIndex(of: "^")
            else { return false }
            let caretColumn = line.distance(from: line.startIndex, to: caret)
            let spanLength = line[caret...].prefix { $0 == "^" || $0 == "~" }.count
            // Carets count characters; locations count UTF-8 bytes. The caret must be under the location.
            guard source.prefix(caretColumn).utf8.count + 1 == pending.location.column,
                source.count >= caretColumn + spanLength
            else { return true }
            if spanLength > 1 {
                var end = pending.location
                end.column += source.dropFirst(caretColumn).prefix(spanLength).utf8.count
                output.diagnostics[pending.index].end = end
            }
            return true
        }

        /// The UTF-8 length of the name at character `column` of `text` when the message quotes that name
        /// (`cannot find 'foo' in scope` under `foo(1)`): the span the compiler means.
        static func quotedNameLength(in text: Substring, atCharacter column: Int, message: String) -> Int? {
            let rest = text.dropFirst(column - 1)
            let isNameCharacter: (Character) -> Bool = { $0 == "_" || $0.isLetter || $0.isNumber }
            guard let first = rest.first, first == "_" || first.isLetter else { return nil }
            let name = rest.prefix(while: isNameCharacter)
            guard message.contains("'\(name)'") else { return nil }
            return name.utf8.count
        }

        // MARK: Linker and build-system lines

        mutating func consumeLinkerLine(_ line: Substring) -> Bool {
            if let match = line.wholeMatch(of: #/(?:\S*/)?(?:ld(?:\.\w+)?|lld|ld64\.lld): error: (?<message>.*)/#) {
                lastDiagnosticIndex = add(
                    CompilerDiagnostic(severity: .error, location: nil, message: String(match.message), origin: .linker)
                )
                return true
            }
            if let match = line.wholeMatch(of: #/>>> (?:referenced by|defined at) .*\((?<path>[^()]+):(?<line>\d+)\)/#)
            {
                if let index = lastDiagnosticIndex, output.diagnostics[index].origin == .linker,
                    output.diagnostics[index].location == nil
                {
                    let path = parser.relativePath(match.path)
                    output.diagnostics[index].location = SourceLocation(
                        file: path, line: Int(match.line) ?? 1, column: 1)
                    output.diagnostics[index].targetName = Self.targetName(of: path)
                }
                return true
            }
            if line.hasPrefix(">>> ") { return true }
            if let match = line.wholeMatch(
                of: #/(?<path>[^:]+):\([^)]*\): (?<message>(?:undefined reference|multiple definition).*)/#)
            {
                let path = parser.relativePath(match.path)
                lastDiagnosticIndex = add(
                    CompilerDiagnostic(
                        severity: .error, location: nil, message: String(match.message), origin: .linker,
                        targetName: CompilerDiagnostic.targetName(inPath: path)))
                return true
            }
            return false
        }

        /// SwiftPM's and the driver's own `error: …` / `warning: …` lines, and the noise among them.
        mutating func consumeBuildSystemLine(_ line: Substring) -> Bool {
            if let match = line.wholeMatch(
                of: #/error: (?<command>[\w-]+) command failed with exit code \d+.*/#)
            {
                output.failedCommands.append(String(match.command))
                inLinkOutput = match.command == "link"
                return true
            }
            if line == "error: cancelled" {
                output.wasCancelled = true
                return true
            }
            if line.hasPrefix("error: fatalError") || line.hasPrefix("clang: error: linker command failed") {
                return true
            }
            let severity: Diagnostic.Severity
            let message: Substring
            if line.hasPrefix("error: ") {
                (severity, message) = (.error, line.dropFirst("error: ".count))
            } else if line.hasPrefix("warning: ") {
                (severity, message) = (.warning, line.dropFirst("warning: ".count))
            } else if line.hasPrefix("clang: error: ") {
                (severity, message) = (.error, line.dropFirst("clang: error: ".count))
            } else {
                return false
            }
            lastDiagnosticIndex = add(
                CompilerDiagnostic(severity: severity, location: nil, message: String(message), origin: .buildSystem))
            return true
        }

        // MARK: Collecting

        /// Adds `diagnostic` unless an equal one was seen; returns the index of the one kept.
        mutating func add(_ diagnostic: CompilerDiagnostic) -> Int {
            let key = Key(severity: diagnostic.severity, location: diagnostic.location, message: diagnostic.message)
            if let index = indexByKey[key] { return index }
            output.diagnostics.append(diagnostic)
            indexByKey[key] = output.diagnostics.count - 1
            return output.diagnostics.count - 1
        }

        mutating func addNote(_ note: Diagnostic.Note, to index: Int) {
            guard !output.diagnostics[index].notes.contains(note) else { return }
            output.diagnostics[index].notes.append(note)
        }

        /// The target of a generated file; nil for Markdown files.
        static func targetName(of path: String) -> String? {
            let lowercased = path.lowercased()
            if lowercased.hasSuffix(".md") || lowercased.hasSuffix(".markdown") { return nil }
            return CompilerDiagnostic.targetName(inPath: path)
        }
    }
}
