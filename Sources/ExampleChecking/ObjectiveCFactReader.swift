import Foundation

/// Reads what one of clang's diagnostics says from the code it points at, never from its message: the kind
/// from its id (`ClangCalibration`), the name at its position (the identifier, the selector, the header),
/// the class of the object a member is looked up on from the code's structure (`self` in an
/// `@implementation`, a variable declared `T *name`, a property declared `T *name` here or in the headless
/// UIKit's headers), and clang's `did you mean` suggestion where its note points.
struct ObjectiveCFactReader: Sendable {
    /// The `.m` file clang read, and its path.
    var source: CodeText
    var path: String
    var calibration: ClangCalibration
    /// The headers' property types (`tableView` → `UITableView`), for `self.tableView.x`.
    var propertyTypes: [String: String]

    init(source: String, path: String, calibration: ClangCalibration, propertyTypes: [String: String] = [:]) {
        self.source = CodeText(source)
        self.path = path
        self.calibration = calibration
        self.propertyTypes = propertyTypes
    }

    /// The fact of `result`, if its id is of a calibrated kind and it is in the `.m` file.
    func fact(of result: ClangSARIF.Result) -> ClangFact? {
        guard let entry = calibration.kind(of: result.rule), let point = result.point, point.path == path,
            let position = source.offset(line: point.line, column: point.column)
        else { return nil }
        var fact = ClangFact(kind: entry.kind, isCorrected: entry.isCorrected, name: "")
        switch entry.kind {
        case .propertyNotFound:
            fact.name = source.identifier(at: position) ?? ""
            fact.type = source.receiver(before: position).flatMap { className(of: $0, atLine: point.line) }
        case .selectorNotInInterface, .selectorNotFound:
            fact.name = source.selector(at: position) ?? ""
            let receiver = result.ranges.first { $0.path == path && ($0.line, $0.column) < (point.line, point.column) }
            fact.type = receiver.flatMap(text(of:)).flatMap { className(of: $0, atLine: point.line) }
        case .fileNotFound:
            fact.name = source.header(at: position) ?? ""
        case .incompatiblePointerTypes:
            let expression = result.ranges.first { $0.path == path }.flatMap(text(of:))
            fact.name = expression ?? ""
            fact.type = expression.flatMap { className(of: $0, atLine: point.line) }
        default:
            fact.name = source.identifier(at: position) ?? ""
        }
        if entry.isCorrected { fact.suggestion = suggestion(in: result) }
        return fact
    }

    /// The UTF-8 column of `region`'s column (clang's SARIF counts code points), on a line of the `.m` file;
    /// the column as given elsewhere.
    func byteColumn(of region: ClangSARIF.Region) -> Int {
        guard region.path == path else { return region.column }
        return source.byteColumn(line: region.line, column: region.column) ?? region.column
    }

    /// The name clang's `did you mean` note points at (`'count' declared here`), in the `.m` file or a header.
    private func suggestion(in result: ClangSARIF.Result) -> String? {
        guard let point = result.notes.first?.point else { return nil }
        let text =
            point.path == path
            ? source : (try? String(contentsOfFile: point.path, encoding: .utf8)).map(CodeText.init)
        guard let text, let position = text.offset(line: point.line, column: point.column) else { return nil }
        return text.identifier(at: position)
    }

    private func text(of region: ClangSARIF.Region) -> String? {
        guard let start = source.offset(line: region.line, column: region.column),
            let end = source.offset(line: region.endLine ?? region.line, column: region.endColumn ?? region.column),
            start < end
        else { return nil }
        return source.text(start..<end).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: - Types from the code's structure

    /// The class of `expression` (`self`, `super`, `tableView`, `self.tableView`, `[[UIActionSheet alloc] …]`,
    /// `[UIApplication sharedApplication]`: a message naming a property the headers give a class) at `line`:
    /// nil when the code does not say.
    func className(of expression: String, atLine line: Int) -> String? {
        if let created = expression.firstMatch(of: #/^\[+\s*(?<name>[A-Za-z_]\w*)\s+(?:alloc|new)\s*\]/#) {
            return String(created.name)
        }
        if let message = expression.firstMatch(of: #/^\[\s*[A-Za-z_][\w.]*\s+(?<property>[A-Za-z_]\w*)\s*\]$/#) {
            return propertyTypes[String(message.property)]
        }
        let parts = expression.split(separator: ".", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let first = parts.first, parts.allSatisfy(CodeText.isIdentifier) else { return nil }
        var type: String?
        switch first {
        case "self": type = source.enclosingClass(atLine: line)
        case "super": type = source.enclosingClass(atLine: line).flatMap(source.superclass(of:))
        default: type = source.declaredType(of: first, nearLine: line)
        }
        for property in parts.dropFirst() {
            guard type != nil else { return nil }
            type = source.declaredType(of: property, nearLine: line) ?? propertyTypes[property]
        }
        return type
    }
}
