import AppleUIKitAPI
import DocgenCore
import ExampleExtraction

/// The other readings of an Objective-C fragment whose class the doc never shows (issue 31: the most
/// charitable reading that still compiles), as ``HostSearch`` is for Swift. The assembler puts such members in
/// a hidden `UIViewController` (or `UITableViewController`) subclass; when clang's errors say the host lacks a
/// property or a message (`self.delegate`, `[self pushViewController:…]`) that Apple's data gives another kind
/// of UIKit class an app subclasses, the same code is type-checked as that kind's members. Which kinds to try
/// comes from Apple's data, never from the message beyond the member's name.
struct ObjectiveCHostSearch {
    var symbols: AppleUIKitSymbols

    /// The kinds of host, in the order they are preferred on a tie (the headless UIKit's headers declare each).
    static let hostKinds = [
        "UIViewController", "UITableViewController", "UINavigationController", "UITableViewCell", "UIView",
    ]

    /// At most this many other readings are type-checked for one example.
    static let maximumCandidates = 2

    /// How the hidden host's `@interface` line starts, before its superclass.
    private static let prefix = "@interface \(ObjectiveCFragmentNeeds.hostName) : "

    /// The line of the hidden host's `@interface`, and its superclass.
    static func hostHeader(of example: Example) -> (index: Int, superclass: String)? {
        guard
            let index = example.program.lines.firstIndex(where: { $0.isSynthesized && $0.text.hasPrefix(prefix) })
        else { return nil }
        let superclass = example.program.lines[index].text.dropFirst(prefix.count).prefix {
            $0.isLetter || $0.isNumber || $0 == "_"
        }
        return (index, String(superclass))
    }

    /// `example` with its hidden host made a subclass of `superclass` (its protocols kept).
    static func hosted(_ example: Example, as superclass: String) -> Example {
        guard let (index, current) = hostHeader(of: example) else { return example }
        var read = example
        let rest = example.program.lines[index].text.dropFirst(prefix.count + current.count)
        read.program.lines[index].text = prefix + superclass + rest
        return read
    }

    /// The other host kinds worth type-checking: those Apple's data says have a member the host lacks,
    /// most votes first.
    func candidates(for example: Example, errors: [Diagnostic]) -> [String] {
        guard let (_, current) = Self.hostHeader(of: example) else { return [] }
        var votes: [String: Int] = [:]
        for error in errors {
            guard let member = ObjectiveCFragmentNeeds.hostMember(in: error) else { continue }
            for kind in Self.hostKinds where kind != current && symbols.member(member, of: kind) != nil {
                votes[kind, default: 0] += 1
            }
        }
        let order = Dictionary(uniqueKeysWithValues: Self.hostKinds.enumerated().map { ($1, $0) })
        return votes.sorted { ($1.value, order[$0.key] ?? 0) < ($0.value, order[$1.key] ?? 0) }
            .prefix(Self.maximumCandidates).map(\.key)
    }
}
