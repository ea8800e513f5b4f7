/// docgen's exit codes (sysexits-style where one applies).
package enum ExitCode: Int32, Error, Sendable {
    /// Success.
    case ok = 0
    /// The command ran and found problems (failed examples, error diagnostics in the docs' content).
    case problemsFound = 1
    /// The command line is wrong (EX_USAGE).
    case usage = 64
    /// An input file is unusable: not UTF-8, binary, empty, malformed (EX_DATAERR).
    case dataError = 65
    /// A path could not be read or an output could not be written (EX_IOERR).
    case ioError = 74
}
