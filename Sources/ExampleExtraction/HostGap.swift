/// A protocol whose methods the hidden host implements only in part: the host does not adopt it, and the
/// example is a fragment of a larger one that has the rest (`tableView(_:cellForRowAt:)` shown without
/// `tableView(_:numberOfRowsInSection:)`). What the checker calls `incomplete`, naming the missing methods.
public struct HostGap: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `UITableViewDataSource`.
    public var protocolName: String
    /// The requirements Apple's UIKit makes an adopting type implement that the host lacks, in Apple's order.
    public var missing: [String]

    public init(protocolName: String, missing: [String]) {
        self.protocolName = protocolName
        self.missing = missing
    }

    /// `tableView(_:numberOfRowsInSection:) of UITableViewDataSource`.
    public var description: String { missing.joined(separator: ", ") + " of " + protocolName }
}
