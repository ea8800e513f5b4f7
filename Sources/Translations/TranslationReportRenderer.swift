import DocgenCore
import Foundation

/// Renders a `TranslationReport` as text for people or JSON for tools; returns strings, never prints.
public enum TranslationReportRenderer {
    // MARK: - Text

    /// A human-readable report: the QA summary first (``summaryLines(_:)``), the translation lag by document
    /// (``lagLines(_:)``), then coverage table, pairs,
    /// alignments, drift, the new QA findings with both passages, and totals (last line). `triage` defaults to
    /// every finding new.
    public static func text(_ report: TranslationReport, triage: QATriage? = nil) -> String {
        let triage = triage ?? QATriage(report)
        var lines = summaryLines(triage)
        lines.append("")
        lines += lagLines(report)
        lines.append("")
        lines.append("Languages")
        for document in report.documents {
            let counts = Dictionary(grouping: document.passages, by: \.language).mapValues(\.count)
            let summary = counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", ")
            let declared = document.declaredLanguage.map { "declared \($0)" } ?? "no declared language"
            lines.append(
                "  \(document.path) (\(declared)): \(document.passages.count) passages — \(summary.isEmpty ? "none" : summary)"
            )
        }

        lines.append("")
        lines.append("Coverage")
        let width = max(8, report.coverage.map(\.path.count).max() ?? 0)
        lines.append(
            "  " + pad("document", width) + "  " + pad("language", 8) + "  passages  paired           unpaired  drifted"
        )
        for row in report.coverage {
            lines.append(
                "  " + pad(row.path, width) + "  " + pad(row.language.description, 8) + "  "
                    + pad(String(row.passages), 8)
                    + "  " + pad("\(row.paired) (\(percent(row.pairedPercent)))", 15) + "  "
                    + pad(String(row.unpaired), 8)
                    + "  \(row.drifted) (\(percent(row.driftedPercent)))")
        }

        lines.append("")
        lines.append("Pairs (\(report.pairs.count))")
        for pair in report.pairs {
            lines.append("  \(pad(pair.origin.rawValue, 7))  \(side(pair.source)) ↔ \(side(pair.translation))")
        }

        lines += alignmentAndDriftLines(report)

        lines.append("")
        lines += detailLines(triage)

        lines.append("")
        lines.append(
            "\(report.totalPassages) passages, \(report.totalPaired) paired (\(percent(report.pairedPercent))), \(report.totalPassages - report.totalPaired) unpaired, \(report.totalDrifted) drifted"
        )
        // Paths, titles and passages come from the documents: no control character of theirs starts a line.
        return lines.map(DiagnosticRenderer.printableFile).joined(separator: "\n") + "\n"
    }

    /// The alignments with their beads, then the drift, each section after an empty line.
    private static func alignmentAndDriftLines(_ report: TranslationReport) -> [String] {
        var lines = [""]
        lines.append("Alignments (\(report.alignments.count))")
        for alignment in report.alignments {
            let beads = alignment.beads
            let scope =
                alignment.scope.map { ", scope: section \"\($0.sectionTitle)\" at \($0.headingRange.lowerBound)" } ?? ""
            let original =
                alignment.direction == .configured
                ? "original" : "original guessed: more passages, no source language names it"
            lines.append(
                "  \(alignment.name): \(alignment.source) (\(alignment.sourceLanguage?.rawValue ?? "mixed"), \(original)) ↔ \(alignment.target) (\(alignment.targetLanguage?.rawValue ?? "mixed"))\(scope)"
            )
            lines.append(
                "    \(alignment.anchors.count) shared example(s), \(beads.filter { $0.kind == .match }.count) matched, \(beads.filter { $0.kind == .sourceOnly }.count) source only, \(beads.filter { $0.kind == .targetOnly }.count) target only; length ratio \(String(format: "%.2f", alignment.lengthRatio))"
            )
            for bead in beads {
                lines.append(
                    "    \(pad(bead.kind.rawValue, 10)) \(pad(bead.shape, 3))  \(side(bead.source, empty: "—")) ↔ \(side(bead.target, empty: "—"))"
                )
            }
        }

        lines.append("")
        lines.append("Drift (\(report.drifts.count))")
        for drift in report.drifts {
            lines.append(
                "  \(drift.kind.rawValue): \(drift.drifted) differs from \(drift.reference) (similarity \(String(format: "%.2f", drift.similarity)))"
            )
            lines.append("    \(drift.diff.rendered(context: 3))")
        }
        return lines
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func percent(_ value: Double) -> String {
        String(format: "%.1f%%", value)
    }

    private static func side(_ references: [BlockReference], empty: String = "") -> String {
        guard !references.isEmpty else { return empty }
        return references.map { "\($0) \($0.language?.description ?? $0.kind)" }.joined(separator: " + ")
    }

    // MARK: - JSON

    /// Pretty-printed JSON with sorted keys (deterministic): the QA summary, documents with every passage's
    /// language, coverage rows, each pair with both locations, alignments, drift, the new QA findings (with
    /// fingerprints and both passages), diagnostics and totals. `triage` defaults to every finding new.
    public static func json(_ report: TranslationReport, triage: QATriage? = nil) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of strings and numbers cannot fail.
        let data = try! encoder.encode(JSONReport(report, triage: triage ?? QATriage(report)))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The JSON document's shape.
    private struct JSONReport: Encodable {
        struct Document: Encodable {
            var path: String
            var name: String
            var declaredLanguage: HumanLanguage?
            var dominantLanguage: HumanLanguage?
            var passages: [Passage]
        }
        struct Passage: Encodable {
            var range: SourceRange
            var kind: String
            var language: PassageLanguage
            var basis: LanguageBasis
        }
        struct Row: Encodable {
            var path: String
            var name: String
            var language: PassageLanguage
            var passages: Int
            var paired: Int
            var unpaired: Int
            var drifted: Int
            var pairedPercent: Double
            var driftedPercent: Double
        }
        struct Finding: Encodable {
            var id: DiagnosticID
            var check: QACheck
            var message: String
            var location: SourceLocation
            var otherLocation: SourceLocation
            var sourcePassage: SourceLocation
            var translationPassage: SourceLocation
            var fingerprint: String
            var shortID: String
            var sourceValue: String?
            var translationValue: String?
            var excerpt: Excerpt
        }
        struct Excerpt: Encodable {
            var original: String
            var translation: String
        }
        struct Summary: Encodable {
            struct CheckCount: Encodable {
                var id: DiagnosticID
                var check: QACheck
                var count: Int
            }
            struct PairCount: Encodable {
                var original: String
                var translation: String
                var count: Int
            }
            struct Ranked: Encodable {
                var fingerprint: String
                var shortID: String
                var id: DiagnosticID
                var score: Int
                var location: SourceLocation
                var message: String
            }
            var findings: Int
            var new: Int
            var baselined: Int
            var stale: Int
            var foreignBaseline: Bool
            var byCheck: [CheckCount]
            var byPair: [PairCount]
            var top: [Ranked]

            init(_ triage: QATriage) {
                findings = triage.findings.count
                new = triage.new.count
                baselined = triage.baselinedCount
                stale = triage.stale.count
                foreignBaseline = triage.isForeignBaseline
                byCheck = triage.countsByCheck.map {
                    CheckCount(id: $0.check.diagnosticID, check: $0.check, count: $0.count)
                }
                byPair = triage.countsByPair.map {
                    PairCount(original: $0.pair.original, translation: $0.pair.translation, count: $0.count)
                }
                top = triage.top(TranslationReportRenderer.topFindings).map { index in
                    let finding = triage.findings[index]
                    return Ranked(
                        fingerprint: triage.fingerprints[index].value, shortID: triage.fingerprints[index].shortID,
                        id: finding.id, score: QARanking.score(finding), location: finding.location,
                        message: finding.message)
                }
            }
        }
        struct Totals: Encodable {
            var qa: Int
            var passages: Int
            var paired: Int
            var unpaired: Int
            var drifted: Int
            var pairedPercent: Double
        }

        var documents: [Document]
        var coverage: [Row]
        var pairs: [TranslationPair]
        var alignments: [DocumentAlignment]
        var drifts: [Drift]
        /// Per pair of documents, how far the translation lags its original (`TranslationLag`).
        var lag: [TranslationLag]
        var qa: [Finding]
        var summary: Summary
        var diagnostics: [Diagnostic]
        var totals: Totals

        init(_ report: TranslationReport, triage: QATriage) {
            documents = report.documents.map { document in
                Document(
                    path: document.path, name: document.name, declaredLanguage: document.declaredLanguage,
                    dominantLanguage: document.dominantLanguage,
                    passages: document.passages.map {
                        Passage(range: $0.range, kind: $0.block.kindName, language: $0.language, basis: $0.basis)
                    })
            }
            coverage = report.coverage.map {
                Row(
                    path: $0.path, name: $0.name, language: $0.language, passages: $0.passages, paired: $0.paired,
                    unpaired: $0.unpaired, drifted: $0.drifted, pairedPercent: rounded($0.pairedPercent),
                    driftedPercent: rounded($0.driftedPercent))
            }
            pairs = report.pairs
            alignments = report.alignments.map { alignment in
                var alignment = alignment
                alignment.lengthRatio = rounded(alignment.lengthRatio, places: 3)
                alignment.beads = alignment.beads.map {
                    var bead = $0; bead.cost = rounded(bead.cost, places: 3); return bead
                }
                return alignment
            }
            drifts = report.drifts.map {
                var drift = $0; drift.similarity = rounded(drift.similarity, places: 3); return drift
            }
            lag = TranslationLag.rows(report)
            qa = triage.new.map { index in
                let finding = triage.findings[index]
                return Finding(
                    id: finding.id, check: finding.check, message: finding.message, location: finding.location,
                    otherLocation: finding.otherLocation, sourcePassage: finding.sourcePassage,
                    translationPassage: finding.translationPassage, fingerprint: triage.fingerprints[index].value,
                    shortID: triage.fingerprints[index].shortID, sourceValue: finding.sourceValue,
                    translationValue: finding.translationValue,
                    excerpt: Excerpt(original: finding.sourceExcerpt, translation: finding.translationExcerpt))
            }
            summary = Summary(triage)
            diagnostics = report.diagnostics
            totals = Totals(
                qa: triage.new.count, passages: report.totalPassages, paired: report.totalPaired,
                unpaired: report.totalPassages - report.totalPaired,
                drifted: report.totalDrifted, pairedPercent: rounded(report.pairedPercent))
        }
    }

    /// Rounds so the JSON does not depend on floating-point noise.
    private static func rounded(_ value: Double, places: Int = 1) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
