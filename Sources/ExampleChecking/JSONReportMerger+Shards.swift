import DocgenCore

extension JSONReportMerger {
    /// The shard a report says it holds (its `"shard"` field), nil for a report without one: an
    /// unsharded check, or a docgen from before the field.
    static func shard(of report: JSONValue, name: String) throws(Failure) -> ShardSelector? {
        guard let value = report.member("shard") else { return nil }
        guard case .int(let index)? = value.member("index"), case .int(let count)? = value.member("count"),
            let shard = try? ShardSelector(parsing: "\(index)/\(count)")
        else { throw Failure(description: "\(name): \"shard\" is not {\"index\": k, \"count\": n} with 1 ≤ k ≤ n") }
        return shard
    }

    /// Checks that sharded reports are exactly the shards `1/n … n/n` of one check: every shard once, all
    /// of the same `n`, none mixed with an unsharded report. Reports without shards pass (as before the
    /// field). `names` name the reports in messages.
    static func checkShards(of reports: [JSONValue], names: [String]) throws(Failure) {
        var shards: [ShardSelector?] = []
        for (report, name) in zip(reports, names) { shards.append(try shard(of: report, name: name)) }
        guard let sharded = shards.firstIndex(where: { $0 != nil }), let first = shards[sharded] else { return }
        if let unsharded = shards.firstIndex(where: { $0 == nil }) {
            throw Failure(
                description:
                    "\(names[unsharded]) is the report of an unsharded check but \(names[sharded]) of shard \(first); merge the reports of one sharded check"
            )
        }
        if let other = shards.firstIndex(where: { $0!.count != first.count }) {
            throw Failure(
                description:
                    "\(names[sharded]) is shard \(first) but \(names[other]) shard \(shards[other]!): the reports come from checks with different shard counts; merge the reports of one sharded check"
            )
        }
        var given: [Int: String] = [:]
        for (shard, name) in zip(shards, names) {
            if let earlier = given[shard!.index] {
                throw Failure(
                    description: "shard \(shard!) is given twice (\(earlier) and \(name)); give each shard once")
            }
            given[shard!.index] = name
        }
        let missing = missingRanges(present: given.keys.sorted(), count: first.count)
        guard missing.isEmpty else {
            let many = missing.count > 1 || missing[0].count > 1
            let list = missing.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
            throw Failure(
                description:
                    "missing shard\(many ? "s" : "") \(list.joined(separator: ", ")) of \(first.count); merge the reports of all \(first.count) shards"
            )
        }
    }

    /// The runs of `1...count` not in `present` (sorted, in range): as many runs as there are reports, at
    /// most one more, however large `count` is.
    package static func missingRanges(present: [Int], count: Int) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var next = 1
        for index in present {
            if index > next { ranges.append(next...(index - 1)) }
            // `index + 1` would overflow for shard Int.max of Int.max: nothing can be missing after it.
            guard index < count else { return ranges }
            next = index + 1
        }
        if next <= count { ranges.append(next...count) }
        return ranges
    }
}
