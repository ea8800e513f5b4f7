extension UIKitSurface {
    /// What makes the surface inconsistent, one problem a string; empty for the generated file. Symbols are
    /// sorted by name (UTF-8 order, as the generator sorts), no line repeats, every member's owner and every
    /// class's superclass is a listed type (so a chain of superclasses ends at a root, `NSObject`, and a
    /// member found through it is Apple's), every replacement and renamed-to target is listed, and a header
    /// names the source.
    public func consistencyProblems() -> [String] {
        var problems: [String] = []
        for field in Self.requiredHeaderFields where header[field] == nil {
            problems.append("no '# \(field):' header")
        }
        var seen = Set<UIKitSymbol>()
        for (index, symbol) in symbols.enumerated() {
            if index > 0, !symbols[index - 1].name.utf8.lexicographicallyPrecedes(symbol.name.utf8),
                symbols[index - 1].name != symbol.name
            {
                problems.append("'\(symbol.name)' is out of order")
            }
            if !seen.insert(symbol).inserted { problems.append("'\(symbol.name)' is listed twice") }
            if let owner = symbol.owner, type(owner) == nil {
                problems.append("'\(symbol.name)': its type \(owner) is not listed")
            }
            if let superclass = symbol.superclass, type(superclass) == nil {
                problems.append("'\(symbol.name)': its superclass \(superclass) is not listed")
            }
            switch symbol.availability {
            case .deprecated(_, _, let replacement?), .renamed(let replacement):
                if symbols(named: replacement).isEmpty {
                    problems.append("'\(symbol.name)': replacement \(replacement) is not listed")
                }
            default: break
            }
            if symbol.kind != .renamed, symbol.declaration.isEmpty {
                problems.append("'\(symbol.name)' has no declaration")
            }
        }
        return problems
    }
}
