import DocgenCore

/// The translation QA findings a team has reviewed and accepts for now, by fingerprint: a file docgen
/// writes (`translations-baseline.json` at the project root) and the team commits. Baselined findings are
/// counted but neither shown nor failing `--fail-on qa`; only new ones are.
///
/// The file says it is docgen's (``generator``): docgen never reads another file as a baseline nor
/// overwrites one.
public struct QABaseline: Hashable, Sendable {
    /// One accepted finding: its fingerprint, and what a reviewer reads (check, documents, message, reason).
    public struct Entry: Hashable, Sendable {
        public var fingerprint: QAFingerprint
        public var id: DiagnosticID
        /// The pair's documents, relative to the project.
        public var original: String
        public var translation: String
        public var message: String
        /// Why it is accepted (`--accept ID --reason TEXT`), if someone said.
        public var reason: String?

        public init(
            fingerprint: QAFingerprint, id: DiagnosticID, original: String, translation: String, message: String,
            reason: String? = nil
        ) {
            self.fingerprint = fingerprint
            self.id = id
            self.original = original
            self.translation = translation
            self.message = message
            self.reason = reason
        }
    }

    /// Sorted by translation, original, then fingerprint: a rewrite changes only the lines that changed.
    public private(set) var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries.sorted { (lhs: Entry, rhs: Entry) -> Bool in
            (lhs.translation, lhs.original, lhs.fingerprint.value) < (
                rhs.translation, rhs.original, rhs.fingerprint.value
            )
        }
    }

    /// The default file, at the project root (beside the docs folder, as `docgen.config`).
    public static let fileName = "translations-baseline.json"
    /// The header field's value that makes a file docgen's baseline.
    public static let generator = "docgen translations"
    public static let version = 1

    public var fingerprints: Set<QAFingerprint> { Set(entries.map(\.fingerprint)) }

    /// The baseline of every finding of `triage`, keeping the reasons `previous` gives for the ones it has.
    public static func of(_ triage: QATriage, keepingReasonsOf previous: QABaseline? = nil) -> QABaseline {
        let reasons = Dictionary(
            (previous?.entries ?? []).compactMap { entry in entry.reason.map { (entry.fingerprint, $0) } },
            uniquingKeysWith: { first, _ in first })
        return QABaseline(
            entries: triage.findings.indices.map { index in
                triage.entry(index, reason: reasons[triage.fingerprints[index]])
            })
    }

    /// This baseline with `entry` added (or its reason replaced).
    public func adding(_ entry: Entry) -> QABaseline {
        QABaseline(entries: entries.filter { $0.fingerprint != entry.fingerprint } + [entry])
    }

    // MARK: - Text

    /// The file's text: JSON, the header first, one entry per object; ends with a line feed.
    public var text: String {
        let findings = entries.map { entry -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("fingerprint", .string(entry.fingerprint.value)), ("id", .string(entry.id.rawValue)),
                ("original", .string(entry.original)), ("translation", .string(entry.translation)),
                ("message", .string(entry.message)),
            ]
            if let reason = entry.reason { members.append(("reason", .string(reason))) }
            return .object(members)
        }
        let file = JSONValue.object([
            ("generator", .string(Self.generator)), ("version", .int(Self.version)),
            ("about", .string(Self.about)), ("findings", .array(findings)),
        ])
        return file.serialized() + "\n"
    }

    static let about =
        "Translation QA findings reviewed and accepted: counted, not shown, not failing --fail-on qa. Written by docgen translations --write-baseline or --accept; commit it."

    /// Whether `text` is a file docgen wrote as a baseline (JSON with its header), however its entries look:
    /// the one kind of existing file docgen may replace.
    public static func isDocgens(_ text: String) -> Bool {
        guard case .object(let members)? = try? JSONValue(parsing: text) else { return false }
        return members.contains { $0.0 == "generator" && $0.1 == .string(generator) }
    }

    /// Why a text is not a baseline: one located error.
    public struct Problem: Error, Hashable, Sendable {
        public var diagnostic: Diagnostic
        public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    }

    /// Reads a baseline; a text that is not one is an error located in `path` (the line and column of the
    /// problem where there is one): not JSON or not of the shape docgen writes (`DG0420`), another version
    /// (`DG0420`), or not docgen's at all (`DG0421`).
    public static func parse(_ text: String, path: String) -> Result<QABaseline, Problem> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            return .failure(
                Problem(
                    .error(
                        .qaBaselineMalformed, at: SourceLocation(file: path, line: error.line, column: error.column),
                        "baseline is not JSON (\(error.message)); rewrite it with --write-baseline")))
        }
        guard case .object(let members) = value,
            members.contains(where: { $0.0 == "generator" && $0.1 == .string(generator) })
        else {
            return .failure(
                Problem(
                    .error(
                        .qaBaselineNotDocgens, at: start,
                        "not a baseline docgen wrote (no \"generator\": \"\(generator)\"); docgen neither reads nor overwrites it"
                    )))
        }
        let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
        func malformed(_ key: String, _ message: String) -> Result<QABaseline, Problem> {
            .failure(
                Problem(.error(.qaBaselineMalformed, at: location(ofKey: key, in: text, path: path) ?? start, message)))
        }
        guard case .int(let version)? = fields["version"] else {
            return malformed("version", "baseline has no version number; rewrite it with --write-baseline")
        }
        guard version == Self.version else {
            return malformed(
                "version",
                "baseline version \(version) is not \(Self.version), the one this docgen reads; rewrite it with --write-baseline"
            )
        }
        guard case .array(let items)? = fields["findings"] else {
            return malformed("findings", "baseline has no \"findings\" array; rewrite it with --write-baseline")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard let entry = Self.entry(item) else {
                return malformed(
                    "findings",
                    "entry \(index + 1) of \"findings\" is not an object with a 16-hex-digit \"fingerprint\" and string \"id\", \"original\", \"translation\", \"message\"; rewrite it with --write-baseline"
                )
            }
            entries.append(entry)
        }
        return .success(QABaseline(entries: entries))
    }

    /// An entry as written, or nil when it lacks a field or has one of the wrong type.
    private static func entry(_ item: JSONValue) -> Entry? {
        guard case .object(let members) = item else { return nil }
        var strings: [String: String] = [:]
        for (key, value) in members {
            if case .string(let text) = value {
                strings[key] = text
            } else if key == "reason", value == .null {
                continue
            } else {
                return nil
            }
        }
        guard let fingerprint = strings["fingerprint"], QAFingerprint.isWellFormed(fingerprint), let id = strings["id"],
            let original = strings["original"], let translation = strings["translation"],
            let message = strings["message"]
        else { return nil }
        return Entry(
            fingerprint: QAFingerprint(fingerprint), id: DiagnosticID(id), original: original, translation: translation,
            message: message, reason: strings["reason"])
    }

    /// Where `"key":` first appears in `text`, if it does.
    private static func location(ofKey key: String, in text: String, path: String) -> SourceLocation? {
        let quoted = Array("\"\(key)\"".utf8)
        let bytes = Array(text.utf8)
        guard bytes.count >= quoted.count else { return nil }
        for offset in 0...(bytes.count - quoted.count)
        where bytes[offset..<(offset + quoted.count)].elementsEqual(quoted) {
            var next = offset + quoted.count
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") {
                next += 1
            }
            if next < bytes.count, bytes[next] == UInt8(ascii: ":") {
                return SourceText(bytes: bytes, file: path).location(ofOffset: offset)
            }
        }
        return nil
    }
}
