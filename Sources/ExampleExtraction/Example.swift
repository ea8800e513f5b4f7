import DocgenCore

/// One example: the program assembled from one or more code blocks, where it appears in the docs, how
/// it is built and run, its searchable entries and the sessions written for it.
///
/// Every Swift code block of the docs is part of exactly one example; blocks in other languages are
/// kept as skipped examples. Identical code in several documents (translations) is one example with
/// several sources.
public struct Example: Hashable, Sendable, Codable, Identifiable {
    /// Readable and stable (`<document>__<section or example name>`), a valid Swift identifier, SwiftPM
    /// target name and path component; unique in its `ExampleSet`.
    public var id: String
    /// The section title or `example=NAME` the id was made from, as written in the doc.
    public var title: String
    public var language: ExampleLanguage
    public var mode: ExampleMode
    /// Every place the example appears, the primary one (whose lines `program` carries) first.
    public var sources: [ExampleSource]
    /// How the blocks were put together, one step per block of the primary source.
    public var assemblySteps: [AssemblyStep]
    /// What assembly added to the program as a whole, e.g. `import UIKit added`.
    public var assemblyNotes: [String]
    /// The program to compile: every line with its Markdown origin (or flagged synthesized).
    public var program: AssembledProgram
    /// The class to instantiate and drive (a `UIViewController` subclass the program declares), if any.
    public var hostType: String?
    /// The searchable entries read from the program's data literal, in order; empty when there is none.
    public var entries: [Entry]
    /// The `search-session` blocks written for this example, in document order.
    public var sessions: [SearchSession]
    /// Set when the example is a later version of another example's program; nil for a first version.
    public var version: ExampleVersion?
    /// The library products of packages its documents declare (front matter `packages:`) that it imports.
    public var packageProducts: [PackageProduct] = []
    /// `true` when a block says `standalone`: the example is built in a module of its own. Nil otherwise (so
    /// that encoded examples without it stay as they were).
    public var isStandalone: Bool? = nil
    /// The protocols the hidden host implements only in part (and so does not adopt), with the methods it
    /// lacks; nil when there are none (so that encoded examples without it stay as they were).
    public var hostGaps: [HostGap]? = nil
    /// The app's later files it is compiled with: programs of later blocks of its document that declare types
    /// it uses (`ExampleSetBuilder+LaterFiles`); their lines are in `program` but not the example's, and their
    /// errors are their own example's. Nil when there are none (so that encoded examples stay as they were).
    public var laterFiles: [ExampleLaterFile]? = nil
    /// The claims about output (`OutputClaim`) of its other sources, at their lines: a translation's listing of
    /// the same code (comments aside) is this example, run once, and its `// 打印` comments are checked
    /// against that run as the original's `// Prints` are. Nil when there are none (so that encoded examples
    /// stay as they were).
    public var otherClaims: [OutputClaim]? = nil
    /// Objective-C: the classes whose `@interface` the doc shows in part (a head line, its `@end` left out):
    /// members of theirs it uses and never declares are what it needs, as for the hidden host. Nil when there
    /// are none (so that encoded examples stay as they were).
    public var partlyShownClasses: [String]? = nil

    public init(
        id: String, title: String, language: ExampleLanguage, mode: ExampleMode, sources: [ExampleSource],
        assemblySteps: [AssemblyStep], assemblyNotes: [String] = [], program: AssembledProgram, hostType: String?,
        entries: [Entry],
        sessions: [SearchSession]
    ) {
        self.id = id
        self.title = title
        self.language = language
        self.mode = mode
        self.sources = sources
        self.assemblySteps = assemblySteps
        self.assemblyNotes = assemblyNotes
        self.program = program
        self.hostType = hostType
        self.entries = entries
        self.sessions = sessions
    }

    /// Whether `location` is in one of the example's own blocks (its fences included): where docgen's
    /// mapping of its program puts a compiler's location. A location elsewhere was named by the example's
    /// own `#sourceLocation` or `#line` directive, never by docgen.
    public func isWritten(at location: SourceLocation) -> Bool {
        sources.contains { source in
            source.file == location.file
                && source.blocks.contains {
                    ($0.range.lowerBound.line...$0.range.upperBound.line).contains(location.line)
                }
        }
    }

    /// Whether `location` is on a line of one of the app's later files it is compiled with (not its own).
    public func isInLaterFile(_ location: SourceLocation) -> Bool {
        laterFiles?.contains { $0.covers(location) } ?? false
    }

    /// The program without the lines of the app's later files: what the doc shows as this example.
    public var ownProgram: AssembledProgram {
        guard laterFiles != nil else { return program }
        return AssembledProgram(lines: program.lines.filter { line in line.origin.map { !isInLaterFile($0) } ?? true })
    }

    /// The first session, if the doc wrote one.
    public var session: SearchSession? { sessions.first }

    /// How the example was assembled, in one line:
    /// `3 blocks: lines 120-130 declares class A; lines 133-141 members added to A; import UIKit added`.
    public var assembly: String {
        let count = assemblySteps.count
        let head = count == 1 ? "1 block" : "\(count) blocks"
        return head + ": " + (assemblySteps.map(\.description) + assemblyNotes).joined(separator: "; ")
    }
}
