import DocgenCore
import Foundation
import Testing

@testable import ExampleChecking

/// What the sandbox refused an example, read from the failure it caused.
@Suite struct SandboxRefusalsTests {
    let refusals = SandboxRefusals(
        scratchDirectory: URL(fileURLWithPath: "/work/project/.build/docgen/run"),
        projectDirectory: URL(fileURLWithPath: "/work/project"), memoryLimit: 4 << 30)
    let location = SourceLocation(file: "Docs/a.en.md", line: 14, column: 9)

    /// Foundation's description of the error `removeItem` throws on a read-only file system.
    static let removal =
        "the example trapped: Fatal error: 'try!' expression unexpectedly raised an error: Error "
        + "Domain=NSCocoaErrorDomain Code=642 \"The volume is read only.\"UserInfo={NSUserStringVariant=[\"Remove\"], "
        + "NSFilePath=../../../Docs/victim.txt, NSUnderlyingError=Error Domain=NSPOSIXErrorDomain Code=30 "
        + "\"Read-only file system\"} (signal 4)"

    @Test func aRefusedWriteIsReportedAtTheFailureWithThePathInTheProject() {
        let added = refusals.diagnostics(explaining: [.error(.exampleTrapped, at: location, Self.removal)])
        #expect(
            added == [
                .error(
                    .exampleWroteOutsideScratch, at: location,
                    "the example tried to write outside its scratch directory: Docs/victim.txt; examples may write "
                        + "only in their working directory")
            ])
    }

    @Test func pathsOutsideTheProjectStayAbsoluteAndAMissingPathIsSaidSo() {
        #expect(refusals.shown("/home/user/.ssh/config") == "/home/user/.ssh/config")
        #expect(refusals.shown("../../../../other/file") == "/work/other/file")
        let added = refusals.diagnostics(explaining: [
            .error(.expectationFailed, at: location, "Caught error: Read-only file system")
        ])
        #expect(
            added.map(\.message) == [
                "the example tried to write outside its scratch directory: a file outside it; examples may write only "
                    + "in their working directory"
            ])
    }

    @Test func aFailedAllocationNamesTheMemoryLimit() {
        let trap = "the example trapped: Fatal error: failed to allocate 20000000032 bytes of memory with alignment 8"
        let added = refusals.diagnostics(explaining: [.error(.exampleTrapped, at: location, trap)])
        #expect(added.map(\.id) == [.exampleOutOfMemory])
        #expect(
            added.first?.message == "the example ran out of memory: one example process may use 4 GB (--memory-limit)")
        #expect(refusals.diagnostics(explaining: [.error(.exampleTrapped, at: location, "boom")]).isEmpty)
    }
}
