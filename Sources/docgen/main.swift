import DocgenFrontend
import Foundation

// The executable is a thin layer: the frontend parses arguments, runs the command and returns its exit code.
exit(DocgenCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
