import ExampleChecking
import Testing

@Suite struct ShardSelectorTests {
    /// Ids shaped like real ones.
    static let ids = (0..<400).map { "uisearchcontroller_topic__example_\($0)" }

    @Test(arguments: ["1/1", "2/4", "4/4", "007/10"])
    func validValues(value: String) throws {
        let shard = try ShardSelector(parsing: value)
        #expect(shard.index >= 1 && shard.index <= shard.count)
    }

    @Test func parsedValues() throws {
        let shard = try ShardSelector(parsing: "2/4")
        #expect((shard.index, shard.count) == (2, 4))
        #expect(shard.description == "2/4")
        #expect(ShardSelector.all.description == "1/1")
    }

    @Test(arguments: [
        ("", ShardSelector.ParseError.malformed(argument: "--shard", value: "")),
        ("2", .malformed(argument: "--shard", value: "2")),
        ("1/2/3", .malformed(argument: "--shard", value: "1/2/3")),
        ("a/b", .malformed(argument: "--shard", value: "a/b")),
        ("-1/4", .malformed(argument: "--shard", value: "-1/4")),
        ("１/２", .malformed(argument: "--shard", value: "１/２")),
        ("1/0", .zeroShardCount(argument: "--shard", value: "1/0")),
        ("0/4", .indexOutOfRange(argument: "--shard", value: "0/4")),
        ("5/4", .indexOutOfRange(argument: "--shard", value: "5/4")),
    ])
    func invalidValues(value: String, error: ShardSelector.ParseError) {
        #expect(throws: error) { try ShardSelector(parsing: value) }
    }

    @Test func errorsNameTheArgument() {
        let error = ShardSelector.ParseError.indexOutOfRange(argument: "--shard", value: "5/4")
        #expect(error.description.hasPrefix("invalid value '5/4' for --shard: "))
        #expect(ShardSelector.ParseError.malformed(argument: "--shard", value: "x").description.contains("k/n"))
    }

    @Test(arguments: [1, 2, 3, 7, 16])
    func shardsPartitionTheExamples(count: Int) throws {
        let shards = try (1...count).map { try ShardSelector(parsing: "\($0)/\(count)") }
        var seen: [String] = []
        for shard in shards { seen += shard.select(Self.ids) }
        // Every example is in exactly one shard.
        #expect(seen.sorted() == Self.ids.sorted())
    }

    @Test func shardsAreBalancedEnough() throws {
        for index in 1...4 {
            let size = try ShardSelector(parsing: "\(index)/4").select(Self.ids).count
            #expect((60...140).contains(size), "shard \(index)/4 has \(size) of 400 examples")
        }
    }

    @Test func addingAnExampleNeverMovesAnother() {
        let before = Dictionary(uniqueKeysWithValues: Self.ids.map { ($0, ShardSelector.shard(of: $0, count: 5)) })
        let more = Self.ids + ["new__one", "another__new_one"]
        for id in more where before[id] != nil {
            #expect(ShardSelector.shard(of: id, count: 5) == before[id])
        }
    }

    @Test func theAssignmentIsPinned() {
        // FNV-1a 64 of the id, high half folded in, mod n: fixed forever, so CI matrices stay stable.
        #expect(ShardSelector.shard(of: "a", count: 1) == 1)
        // Reference values computed independently (Python) for n = 1...7.
        #expect((1...7).map { ShardSelector.shard(of: "search__basic", count: $0) } == [1, 2, 3, 4, 5, 6, 3])
        #expect(
            (1...7).map { ShardSelector.shard(of: "uisearchcontroller_topic__panel_poiska", count: $0) } == Self.pinned)
    }

    static let pinned: [Int] = [1, 2, 1, 4, 5, 4, 2]

    @Test func selectKeepsOrder() throws {
        let shard = try ShardSelector(parsing: "1/2")
        let selected = shard.select(Self.ids)
        #expect(selected == Self.ids.filter(shard.contains))
        #expect(selected == selected.sorted { Self.ids.firstIndex(of: $0)! < Self.ids.firstIndex(of: $1)! })
    }
}
