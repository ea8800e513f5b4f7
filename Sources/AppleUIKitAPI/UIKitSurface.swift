import DocgenCore
import Foundation

/// Apple's public UIKit surface: every type, member, initializer and enum case with its Swift declaration,
/// availability, deprecation and relationships, with the types outside UIKit that its types inherit from or
/// it extends (`NSObject`, `NSObjectProtocol`, `NSAttributedString.Key`, …), generated from Apple's
/// documentation pages by `scripts/generate-uikit-surface.py` into the resource `UIKitSurface.tsv`, loaded
/// once per process.
///
/// The file is line-based: `# key: value` header lines (`source`, `commit`, `folder`, `sdk`, `columns`),
/// then one tab-separated line a symbol, sorted: name, kind, ios (introduced; empty when unversioned, `-`
/// when not on iOS), deprecated (version or `yes`), replacement, renamed, flags (`optional`, `required`,
/// `topic`: read from its type's Topics list, no page of its own; `inherited`: a type outside UIKit that
/// UIKit's types inherit from or UIKit extends, such as `NSObject` or `NSAttributedString.Key`, or its member;
/// `framework`: a top-level name of a framework UIKit re-exports, kept apart in `frameworkNames`),
/// superclass, conformances (comma-separated), declaration.
public struct UIKitSurface: Sendable {
    /// Every symbol of UIKit and of the types it inherits from or extends, in the file's order (sorted by name;
    /// overloads share a name).
    public let symbols: [UIKitSymbol]
    /// The top-level names of the frameworks `import UIKit` brings with it (flag `framework`), by name: apart
    /// from `symbols`, whose look-ups are UIKit's (a type here has no members listed).
    public let frameworkNames: [String: UIKitSymbol]
    /// The capitalized names Apple's declarations use that are none of the surface's own types
    /// (`CGAffineTransform` of `var transform: CGAffineTransform { get set }`): types of the frameworks UIKit
    /// builds on, Apple's API whether or not the frameworks' own pages are in the data.
    public let typesNamedInDeclarations: Set<String>
    /// The header's fields: `source` (the mirror's repository), `commit`, `folder`, `sdk`, `generator`, ….
    public let header: [String: String]
    /// Where it was read from.
    public let path: String

    /// Names of every top-level type, global and renamed name, once each, in file order.
    public let topLevelNames: [String]
    /// Names of every type, nested ones qualified (`UITableView.RowAnimation`), once each, in file order.
    public let typeNames: [String]

    /// Indices into `symbols` by name, and of each owner's members.
    let indicesByName: [String: [Int]]
    let memberIndicesByOwner: [String: [Int]]

    /// The columns the file must declare, in order.
    public static let columns = [
        "name", "kind", "ios", "deprecated", "replacement", "renamed", "flags", "superclass", "conformances",
        "declaration",
    ]
    /// The header fields a well-formed file has.
    public static let requiredHeaderFields = ["source", "commit", "folder", "sdk", "columns"]
    /// The resource's file name, and the name SwiftPM gives the module's resource bundle.
    public static let fileName = "UIKitSurface.tsv"
    public static let bundleName = ResourceBundle.name(of: "AppleUIKitAPI")

    // MARK: - Loading

    /// The bundled surface, read on first use and kept for the process.
    public static let bundled: Result<UIKitSurface, UIKitSurfaceError> = load(from: bundledFileURL())

    /// The resource file in the module's bundle, where `Bundle.module` looks first: next to the executable
    /// (`docgen`, or the test runner), as it was started or with its symbolic links resolved; built as a
    /// product, or as a plugin's tool (`-tool` bundles), see `ResourceBundle`. The accessor itself is not used:
    /// it stops the process when no bundle is found.
    public static func bundledFileURL() -> URL {
        ResourceBundle.directory(of: "AppleUIKitAPI").appendingPathComponent(fileName)
    }

    /// Reads a surface file; a missing, unreadable or malformed file is a typed error naming it.
    public static func load(from url: URL) -> Result<UIKitSurface, UIKitSurfaceError> {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else { return .failure(.missing(path: path)) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .failure(.unreadable(path: path, reason: error.localizedDescription))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(.unreadable(path: path, reason: "not UTF-8"))
        }
        return Result { () throws(UIKitSurfaceError) in try UIKitSurface(parsing: text, path: path) }
    }

    // MARK: - Parsing

    /// Reads the format above; the first line that breaks it is the error.
    public init(parsing text: String, path: String) throws(UIKitSurfaceError) {
        var text = text
        let parsed = text.withUTF8 { bytes in Self.parse(bytes) }
        let (symbols, header) = try parsed.mapError { problem in
            UIKitSurfaceError.malformed(path: path, line: problem.line, problem: problem.text)
        }.get()
        for field in Self.requiredHeaderFields where header[field] == nil {
            throw .malformed(path: path, line: 1, problem: "no '# \(field):' header")
        }
        let columns = header["columns"]!.split(separator: "\t").map(String.init)
        guard columns == Self.columns else {
            throw .malformed(
                path: path, line: 1,
                problem: "columns are '\(columns.joined(separator: " "))', expected "
                    + "'\(Self.columns.joined(separator: " "))'")
        }
        guard !symbols.isEmpty else {
            throw .malformed(path: path, line: text.utf8.count(where: { $0 == 10 }) + 1, problem: "no symbols")
        }
        self.init(symbols: symbols, header: header, path: path)
    }

    /// A surface of the given symbols (tests build small ones).
    public init(symbols: [UIKitSymbol], header: [String: String] = [:], path: String = "") {
        self.symbols = symbols.filter { !$0.isFrameworkName }
        frameworkNames = Dictionary(
            symbols.lazy.filter(\.isFrameworkName).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.header = header
        self.path = path
        var byName: [String: [Int]] = [:]
        var byOwner: [String: [Int]] = [:]
        var topLevel: [String] = []
        var types: [String] = []
        var seenTypes = Set<String>()
        for (index, symbol) in self.symbols.enumerated() {
            let isFirst = byName[symbol.name] == nil
            byName[symbol.name, default: []].append(index)
            if let owner = symbol.owner { byOwner[owner, default: []].append(index) }
            if isFirst, symbol.owner == nil { topLevel.append(symbol.name) }
            if symbol.kind.isType, seenTypes.insert(symbol.name).inserted { types.append(symbol.name) }
        }
        indicesByName = byName
        memberIndicesByOwner = byOwner
        topLevelNames = topLevel
        typeNames = types
        var named = Set<String>()
        for symbol in self.symbols { Self.capitalizedWords(in: symbol.declaration, into: &named) }
        // Only names with a framework's prefix (`CG` of `CGColor`, a framework name the data lists): a generic
        // parameter (`Item`, `ViewController` of `where ViewController : UIViewController`) has none.
        let prefixes = Set(
            frameworkNames.keys.compactMap(Self.frameworkPrefix) + types.compactMap(Self.frameworkPrefix))
        typesNamedInDeclarations = named.subtracting(seenTypes).subtracting(frameworkNames.keys).filter { name in
            Self.frameworkPrefix(name).map(prefixes.contains) ?? false
        }
    }

    /// The capitals a framework puts before its names: `CG` of `CGAffineTransform`, `UI` of `UIView`; nil
    /// without two (`Item`, `URL` is read as `UR`).
    static func frameworkPrefix(_ name: String) -> Substring? {
        let capitals = name.prefix { $0.isUppercase && $0.isASCII }
        guard capitals.count >= 3, capitals.count < name.count else { return nil }
        return capitals.dropLast()
    }

    /// Adds the words of a declaration that start with a capital letter (`CGAffineTransform`, `Bool`).
    private static func capitalizedWords(in declaration: String, into words: inout Set<String>) {
        var utf8 = declaration.utf8[...]
        while let start = utf8.firstIndex(where: { (65...90).contains($0) }) {
            // A word that starts mid-identifier (`_Foo`, `aFoo`) is part of that identifier.
            let before = start > utf8.startIndex ? utf8[utf8.index(before: start)] : 32
            let rest = utf8[start...]
            let end =
                rest.firstIndex { !(($0 | 0x20) >= 97 && ($0 | 0x20) <= 122 || (48...57).contains($0) || $0 == 95) }
                ?? rest.endIndex
            let isWordStart =
                !((before | 0x20) >= 97 && (before | 0x20) <= 122 || (48...57).contains(before) || before == 95)
            if isWordStart, let word = String(rest[start..<end]) { words.insert(word) }
            utf8 = utf8[end...]
        }
    }

    private struct LineProblem: Error {
        var line: Int
        var text: String
    }

    /// One pass over the bytes: header fields, and a symbol for every other non-empty line. Fields are
    /// sliced by index (no intermediate arrays), and a String is made only for a non-empty field.
    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Result<([UIKitSymbol], [String: String]), LineProblem> {
        var header: [String: String] = [:]
        var symbols: [UIKitSymbol] = []
        symbols.reserveCapacity(bytes.count / 100)
        var fields = [String](repeating: "", count: columns.count)
        var lineNumber = 0
        var lineStart = 0
        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            if lineEnd == lineStart { continue }
            if bytes[lineStart] == UInt8(ascii: "#") {
                let field = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[lineStart + 1..<lineEnd]), as: UTF8.self)
                if let colon = field.firstIndex(of: ":") {
                    header[field[..<colon].trimmingCharacters(in: .whitespaces)] =
                        field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                continue
            }
            var count = 0
            var fieldStart = lineStart
            for index in lineStart...lineEnd where index == lineEnd || bytes[index] == 9 {
                if count < fields.count {
                    fields[count] =
                        index == fieldStart
                        ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self)
                }
                count += 1
                fieldStart = index + 1
            }
            guard count == fields.count else {
                return .failure(LineProblem(line: lineNumber, text: "\(count) columns, expected \(fields.count)"))
            }
            do {
                symbols.append(try symbol(from: fields))
            } catch {
                return .failure(LineProblem(line: lineNumber, text: error.text))
            }
        }
        return .success((symbols, header))
    }

    private struct FieldProblem: Error {
        var text: String
    }

    private static func symbol(from fields: [String]) throws(FieldProblem) -> UIKitSymbol {
        guard !fields[0].isEmpty else { throw FieldProblem(text: "no name") }
        guard let kind = UIKitSymbol.Kind(rawValue: fields[1]) else {
            throw FieldProblem(text: "unknown kind '\(fields[1])' of \(fields[0])")
        }
        let introduced = fields[2].isEmpty ? nil : fields[2]
        let availability: UIKitSymbol.Availability
        if kind == .renamed {
            guard !fields[5].isEmpty else { throw FieldProblem(text: "\(fields[0]) is renamed to nothing") }
            availability = .renamed(replacement: fields[5])
        } else if fields[2] == "-" {
            availability = .notOnIOS
        } else if !fields[3].isEmpty {
            availability = .deprecated(
                introduced: introduced, version: fields[3] == "yes" ? nil : fields[3],
                replacement: fields[4].isEmpty ? nil : fields[4])
        } else {
            availability = .available(introduced: introduced)
        }
        let flags = fields[6]
        return UIKitSymbol(
            name: fields[0], kind: kind, availability: availability,
            isOptional: !flags.isEmpty && flags.contains("optional"),
            isRequired: !flags.isEmpty && flags.contains("required"),
            isFromTopics: !flags.isEmpty && flags.contains("topic"),
            isInherited: !flags.isEmpty && flags.contains("inherited"),
            isFrameworkName: !flags.isEmpty && flags.contains("framework"),
            superclass: fields[7].isEmpty ? nil : fields[7],
            conformances: fields[8].isEmpty ? [] : fields[8].split(separator: ",").map(String.init),
            declaration: fields[9])
    }

    // MARK: - Header

    /// The repository of the documentation mirror, the commit read, and its folder.
    public var source: String? { header["source"] }
    public var commit: String? { header["commit"] }
    public var folder: String? { header["folder"] }
    /// The SDK the pages reflect (`iOS 18.4`).
    public var sdk: String? { header["sdk"]?.split(separator: " (").first.map(String.init) }
}
