/// A Cassowary solver: linear equalities and inequalities over real variables, each required or optional
/// with a weight, solved with the incremental simplex method of Badros, Borning and Stuckey ("The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", 2001) — the algorithm Apple's Auto Layout engine is built
/// on. Written from the paper's description.
///
/// Required constraints hold exactly or are refused (`add` returns the constraints they conflict with);
/// an optional constraint's error (for `a == b`, `|a - b|`) is minimized, weighted by its strength.
/// Deterministic: every choice (subject, entering and leaving symbol) takes the lowest-numbered candidate,
/// which is also Bland's rule, so the simplex cannot cycle. The tableau keeps, for each symbol, the rows it
/// may appear in, so a substitution touches only those rows and a chain of 10,000 views stays linear.
/// Feasibility is kept as constraints are added; the objective is optimized once, by `solve()`.
/// Limits: no edit variables or suggested values; a variable no constraint fixes is 0.
struct LinearConstraintSolver {
    /// A term of a linear expression: coefficient × variable.
    struct Term {
        var variable: Int
        var coefficient: Double
    }

    /// What an added constraint says: `Σ terms + constant (relation) 0`.
    enum Relation {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    /// Why a required constraint was refused: the ids of the earlier required inequalities it conflicts
    /// with, as far as the tableau still shows them (equalities leave no trace; see `add`).
    struct Conflict: Error {
        var constraintIDs: [Int]
    }

    /// The solver ran out of pivots (a bound on the simplex; never expected for layout).
    struct PivotLimitExceeded: Error {}

    private enum Kind { case external, slack, error, dummy }

    /// A row of the tableau: `basic = constant + Σ cells[symbol] × symbol`.
    private struct Row {
        var constant: Double
        var cells: [Int: Double] = [:]

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            let value = (cells[symbol] ?? 0) + coefficient
            cells[symbol] = abs(value) < LinearConstraintSolver.epsilon ? nil : value
        }

        mutating func add(_ row: Row, times factor: Double) {
            constant += row.constant * factor
            for (symbol, coefficient) in row.cells { add(symbol, coefficient * factor) }
        }

        /// Turns `0 = constant + … + c·symbol + …` into `symbol = …`, removing `symbol`.
        mutating func solve(for symbol: Int) {
            let factor = -1 / cells.removeValue(forKey: symbol)!
            constant *= factor
            cells = cells.mapValues { $0 * factor }
        }

        /// Turns `lhs = … + c·rhs + …` into `rhs = …`.
        mutating func solve(for lhs: Int, replacing rhs: Int) {
            add(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` with the expression `row` stands for; whether it was there.
        @discardableResult
        mutating func substitute(_ symbol: Int, with row: Row) -> Bool {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
            add(row, times: coefficient)
            return true
        }
    }

    static let epsilon = 1e-8

    /// The constraints' markers, by symbol: which constraint a slack, error or dummy symbol belongs to.
    private var owner: [Int: Int] = [:]
    private var kinds: [Kind] = []
    private var rows: [Int: Row] = [:]
    /// For each symbol, the basic symbols whose rows may hold it (a superset; checked on use).
    private var columns: [Int: Set<Int>] = [:]
    private var objective = Row(constant: 0)
    private var artificial: Row?
    private var pivots = 0
    /// The most pivots one solve may take.
    private let pivotLimit: Int

    /// A solver for `variableCount` variables, numbered from 0.
    init(variableCount: Int, pivotLimit: Int = 1_000_000) {
        kinds = Array(repeating: .external, count: variableCount)
        self.pivotLimit = pivotLimit
    }

    // MARK: - Adding constraints

    /// Adds `Σ terms + constant (relation) 0`; `weight` nil makes it required, else optional with that weight.
    /// A required constraint that cannot hold with the ones added before is not added: the conflict says
    /// which of those it contradicts.
    mutating func add(
        id: Int, terms: [Term], constant: Double, relation: Relation, weight: Double?
    ) throws {
        var row = Row(constant: constant)
        for term in terms {
            if let basic = rows[term.variable] {
                row.add(basic, times: term.coefficient)
            } else {
                row.add(term.variable, term.coefficient)
            }
        }
        var marker = -1
        var other = -1
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: id)
            row.add(marker, sign)
            if let weight {
                other = newSymbol(.error, owner: id)
                row.add(other, -sign)
                objective.add(other, weight)
            }
        case .equal:
            if let weight {
                marker = newSymbol(.error, owner: id)
                other = newSymbol(.error, owner: id)
                row.add(marker, -1)
                row.add(other, 1)
                objective.add(marker, weight)
                objective.add(other, weight)
            }
        // A required equality gets no dummy marker: without removal there is nothing to track, and dummies
        // left in the rows would make a chain of n views cost n² (every row naming every earlier dummy).
        // A conflict is then a row left with a non-zero constant and no symbols; the layout engine names
        // the constraints it conflicts with.
        }
        if row.constant < 0 {
            row.constant = -row.constant
            row.cells = row.cells.mapValues { -$0 }
        }
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard abs(row.constant) < Self.epsilon else { throw Conflict(constraintIDs: owners(of: row, except: id)) }
            guard marker >= 0 else { return }  // a redundant required equality: nothing to add
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else {
            try addWithArtificialVariable(row, id: id)
        }
    }

    /// The value of each variable at the optimum of the optional constraints' weighted errors.
    mutating func solve() throws -> [Double] {
        try optimize(objectiveKind: .main)
        return (0..<kinds.count).map { variable in
            guard kinds[variable] == .external else { return 0 }
            return rows[variable]?.constant ?? 0
        }
    }

    /// Whether the constraints fix a variable, after `solve()`: a variable left parametric can take any value
    /// (it appears only in rows of other unrestricted variables, never in the objective), so it is ambiguous.
    func isDetermined(_ variable: Int) -> Bool {
        rows[variable] != nil
    }

    // MARK: - The simplex

    private mutating func newSymbol(_ kind: Kind, owner id: Int) -> Int {
        kinds.append(kind)
        owner[kinds.count - 1] = id
        return kinds.count - 1
    }

    /// The lowest-numbered external symbol, else the marker or other if it is a slack or error with a
    /// negative coefficient (then solving for it keeps it non-negative).
    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        // The external symbol in the fewest rows (ties: the lowest-numbered), so a variable many rows share
        // (a stack view's width) is not made basic and substituted into all of them.
        var best: (rows: Int, symbol: Int)?
        for symbol in row.cells.keys where kinds[symbol] == .external {
            let count = columns[symbol]?.count ?? 0
            if best == nil || count < best!.rows || (count == best!.rows && symbol < best!.symbol) {
                best = (count, symbol)
            }
        }
        if let best { return best.symbol }
        for symbol in [marker, other] where symbol >= 0 && kinds[symbol] != .dummy {
            if let coefficient = row.cells[symbol], coefficient < 0 { return symbol }
        }
        // With a zero constant either sign keeps the new basic symbol at 0, so no artificial phase is needed.
        if abs(row.constant) < Self.epsilon {
            for symbol in [marker, other] where symbol >= 0 && kinds[symbol] != .dummy && row.cells[symbol] != nil {
                return symbol
            }
        }
        return nil
    }

    /// Phase one for a row with no easy subject: minimize an artificial variable standing for it.
    private mutating func addWithArtificialVariable(_ row: Row, id: Int) throws {
        let art = newSymbol(.slack, owner: -1)
        setRow(art, row)
        artificial = row
        try optimize(objectiveKind: .artificial)
        let success = abs(artificial!.constant) < Self.epsilon
        artificial = nil
        if var artRow = rows.removeValue(forKey: art) {
            if !success { throw Conflict(constraintIDs: owners(of: artRow, except: id)) }
            if !artRow.cells.isEmpty {
                guard let entering = artRow.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min()
                else { throw Conflict(constraintIDs: owners(of: artRow, except: id)) }
                artRow.solve(for: art, replacing: entering)
                substitute(entering, with: artRow)
                setRow(entering, artRow)
            }
        }
        for basic in columns[art] ?? [] { _ = rows[basic]?.cells.removeValue(forKey: art) }
        columns[art] = nil
        objective.cells[art] = nil
        if !success { throw Conflict(constraintIDs: []) }
    }

    private enum ObjectiveKind { case main, artificial }

    /// Pivots until no symbol of the objective has a negative coefficient.
    private mutating func optimize(objectiveKind: ObjectiveKind) throws {
        while true {
            guard let entering = enteringSymbol(objectiveKind) else { return }
            pivots += 1
            guard pivots <= pivotLimit else { throw PivotLimitExceeded() }
            var best: (ratio: Double, basic: Int)?
            for basic in columns[entering] ?? [] where kinds[basic] != .external {
                guard let row = rows[basic], let coefficient = row.cells[entering], coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio - Self.epsilon
                    || (abs(ratio - best!.ratio) <= Self.epsilon && basic < best!.basic)
                {
                    best = (ratio, basic)
                }
            }
            guard let leaving = best?.basic, var row = rows.removeValue(forKey: leaving) else {
                throw PivotLimitExceeded()  // unbounded: cannot happen with non-negative errors
            }
            row.solve(for: leaving, replacing: entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The lowest-numbered symbol with a negative coefficient in the objective (Bland's rule).
    private func enteringSymbol(_ objectiveKind: ObjectiveKind) -> Int? {
        let cells = objectiveKind == .main ? objective.cells : artificial!.cells
        var best: Int?
        for (symbol, value) in cells where value < -Self.epsilon && kinds[symbol] != .dummy {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }

    private mutating func setRow(_ basic: Int, _ row: Row) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    /// Replaces `symbol` by `row` in every row that holds it, the objective and the artificial objective.
    private mutating func substitute(_ symbol: Int, with row: Row) {
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            guard rows[basic]?.substitute(symbol, with: row) == true else { continue }
            for added in row.cells.keys { columns[added, default: []].insert(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The constraints whose markers a row holds: what a refused constraint contradicts.
    private func owners(of row: Row, except id: Int) -> [Int] {
        Set(row.cells.keys.compactMap { kinds[$0] == .dummy || kinds[$0] == .slack ? owner[$0] : nil })
            .subtracting([id, -1]).sorted()
    }
}
