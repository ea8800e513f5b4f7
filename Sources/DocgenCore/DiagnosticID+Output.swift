extension DiagnosticID {
    // MARK: Output trees and output paths (DG0506–DG0515, DG0540–DG0551)
    /// A generated file was edited by hand since docgen wrote it; `docgen build` refuses to overwrite or
    /// remove it without `--force`.
    public static let editedGeneratedFile = DiagnosticID("DG0506")
    /// An output path names something that is not a directory (a file, a document).
    public static let outputIsNotADirectory = DiagnosticID("DG0507")
    /// An output directory holds another kind of docgen tree (the site where the package is, or the reverse).
    public static let outputBelongsToAnotherTree = DiagnosticID("DG0508")
    /// An output (`--output`, `--site`, `--junit`) is, holds or lies inside an input document or directory.
    public static let outputOverlapsInput = DiagnosticID("DG0509")
    /// Two outputs of one command (`--output` and `--site`) are the same directory or nested in each other.
    public static let outputsOverlap = DiagnosticID("DG0510")
    /// `--junit FILE` names an existing file that is not a JUnit report docgen wrote.
    public static let reportWouldOverwriteFile = DiagnosticID("DG0511")
    /// An interrupted write of a generated tree was found and finished (or undone) before this run.
    public static let interruptedWriteRecovered = DiagnosticID("DG0512")
    /// The journal of an interrupted write cannot be read; the tree is left as it is.
    public static let writeJournalUnreadable = DiagnosticID("DG0513")
    /// Documents with errors were left out of the build; the others were built.
    public static let documentsLeftOut = DiagnosticID("DG0514")
    /// The journal of an interrupted write names a path outside the tree, outside its staging directory, one
    /// docgen never writes, or goes through a symbolic link: it is refused and nothing is touched.
    public static let writeJournalUnsafe = DiagnosticID("DG0515")
    /// Another docgen process is writing (or recovering) the same generated tree.
    public static let outputLocked = DiagnosticID("DG0540")
    /// A generated tree's manifest (`.docgen-manifest`) is not a file docgen wrote, or one of its lines names a
    /// path docgen could not have written (outside the tree, not a plain relative path, through a symbolic
    /// link): the line is never acted on, and the write stops with nothing changed.
    public static let manifestEntryUnsafe = DiagnosticID("DG0550")
    /// A path docgen would write in a generated tree is, or goes through, a symbolic link: docgen never
    /// writes through a link (it could lead outside the tree); nothing is written.
    public static let outputThroughSymbolicLink = DiagnosticID("DG0551")
}
