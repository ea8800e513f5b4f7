import DocgenCore

/// Programs of the same content in several documents — a translation that keeps the book's tests, or a
/// listing's code, as the original has them — compiled and run once: the first of each content runs, and
/// its result is given to the others at their own places.
struct SharedRun: Sendable {
    /// Per program (in the order given), the index of the program that runs for it: itself for the first of
    /// its content.
    var runner: [Int]

    /// Groups programs by `contents` (one per program, in order).
    init(contents: [String]) {
        var first: [String: Int] = [:]
        runner = contents.enumerated().map { index, content in
            if let known = first[content] { return known }
            first[content] = index
            return index
        }
    }

    /// The programs that run, in order.
    var runs: [Int] { runner.indices.filter { runner[$0] == $0 } }

    /// `result`, the result of a program written at `places`, as the result of the program of the same
    /// content written at `otherPlaces` (its places in the same order), with id `id` and `locations`: each
    /// diagnostic and note moved to the corresponding place (a column kept relative to its line's place).
    static func result(
        _ result: ExampleResult, id: String, locations: [SourceLocation], from places: [SourceLocation],
        to otherPlaces: [SourceLocation]
    ) -> ExampleResult {
        let move = PlaceMap(from: places, to: otherPlaces, fallback: locations.first)
        var moved = result
        moved.id = id
        moved.locations = locations
        moved.diagnostics = result.diagnostics.map(move.callAsFunction)
        moved.failingStep = result.failingStep.map { step in
            ExampleResult.FailingStep(text: step.text, location: move(step.location) ?? step.location)
        }
        return moved
    }
}

/// Where each place of one program is in a copy of it: a place of the program is the copy's place at the same
/// index; another place on one of its lines moves with that line.
struct PlaceMap: Sendable {
    private var exact: [SourceLocation: SourceLocation] = [:]
    /// `file:line` → the copy's place for the first place on that line, and that place's column.
    private var lines: [String: (to: SourceLocation, column: Int)] = [:]
    private var fallback: SourceLocation?

    init(from places: [SourceLocation], to otherPlaces: [SourceLocation], fallback: SourceLocation?) {
        for (place, other) in zip(places, otherPlaces) {
            if exact[place] == nil { exact[place] = other }
            let key = "\(place.file):\(place.line)"
            if lines[key] == nil { lines[key] = (other, place.column) }
        }
        self.fallback = fallback
    }

    /// The copy's place of `location`, nil for a place on no line of the program.
    func place(of location: SourceLocation) -> SourceLocation? {
        if let known = exact[location] { return known }
        guard let line = lines["\(location.file):\(location.line)"] else { return nil }
        return SourceLocation(
            file: line.to.file, line: line.to.line, column: max(1, line.to.column + location.column - line.column))
    }

    /// The copy's place of `location` (the fallback for a place on no line of the program).
    func callAsFunction(_ location: SourceLocation) -> SourceLocation? {
        place(of: location) ?? fallback
    }

    /// `diagnostic` with its range and notes moved (a note elsewhere stays where it is).
    func callAsFunction(_ diagnostic: Diagnostic) -> Diagnostic {
        var moved = diagnostic
        if let range = diagnostic.range, let start = self(range.lowerBound) {
            let lineOffset = range.upperBound.line - range.lowerBound.line
            let end =
                place(of: range.upperBound)
                ?? SourceLocation(
                    file: start.file, line: start.line + lineOffset,
                    column: lineOffset == 0
                        ? start.column + range.upperBound.column - range.lowerBound.column : range.upperBound.column)
            moved.range = SourceRange(start, end)
        }
        moved.notes = diagnostic.notes.map { note in
            Diagnostic.Note(location: note.location.map { place(of: $0) ?? $0 }, message: note.message)
        }
        return moved
    }
}
