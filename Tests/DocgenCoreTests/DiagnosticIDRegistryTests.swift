import DocgenTestSupport
import Foundation
import Testing

/// Ids are never reused for another meaning: every `DiagnosticID("DGnnnn")` of the registry is declared once.
@Suite struct DiagnosticIDRegistryTests {
    @Test func everyIdIsDeclaredOnce() throws {
        let declared = try DeclaredDiagnosticIDs.scan()
        #expect(declared.count > 100)
        let reused = declared.filter { $0.value.count > 1 }
        #expect(reused.isEmpty, "declared more than once: \(reused)")
    }
}
