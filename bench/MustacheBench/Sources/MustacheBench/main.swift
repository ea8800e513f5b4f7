import Foundation
import Mustache

// Benchmarks the Mustache engine: renders a ~200-line page with a 1,000-row section many times and compares its
// throughput with building the same output by hand with `String` concatenation, in the same run.
//
// Usage: MustacheBench [iterations]

let iterations = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 200 : 200
let page = BenchmarkPage(rowCount: 1_000)
let context = page.context
let partials = try MustacheLibrary(sources: BenchmarkPage.partials)
let template = try MustacheTemplate(name: "page.mustache", source: BenchmarkPage.template)

// The two must agree byte for byte, or the comparison means nothing.
let expected = page.concatenated()
let rendered = try template.render(context, partials: partials)
guard rendered == expected else {
    let prefix = zip(rendered.utf8, expected.utf8).prefix { $0 == $1 }.count
    print("error: Mustache output differs from the String concatenation at byte \(prefix)")
    /// The 120 bytes of `text` around the first difference.
    func excerpt(_ text: String) -> String {
        String(decoding: Array(text.utf8.dropFirst(max(0, prefix - 60)).prefix(120)), as: UTF8.self)
    }
    print("mustache:  …\(excerpt(rendered))")
    print("reference: …\(excerpt(expected))")
    exit(1)
}

/// Runs `body` `count` times and returns the seconds it took.
func measure(_ count: Int, _ body: () throws -> Int) rethrows -> Double {
    var sink = 0
    let elapsed = try ContinuousClock().measure {
        for _ in 0..<count { sink &+= try body() }
    }
    if sink == 42 { print("") }  // Keeps the work observable.
    let parts = elapsed.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

let bytes = Double(expected.utf8.count)
let lines = BenchmarkPage.template.split(separator: "\n", omittingEmptySubsequences: false).count - 1
// Warm up both, then measure them interleaved in rounds so that load from other processes hits both alike.
_ = try measure(5) { try template.render(context, partials: partials).utf8.count }
_ = measure(5) { page.concatenated().utf8.count }
var mustacheSeconds = 0.0
var concatenationSeconds = 0.0
let rounds = 5
for _ in 0..<rounds {
    mustacheSeconds += try measure(iterations / rounds) { try template.render(context, partials: partials).utf8.count }
    concatenationSeconds += measure(iterations / rounds) { page.concatenated().utf8.count }
}
let count = Double(iterations / rounds * rounds)
let compileCount = 2_000
let compileSeconds = try measure(compileCount) {
    try MustacheTemplate(name: "page.mustache", source: BenchmarkPage.template).name.count
}

func megabytesPerSecond(_ seconds: Double) -> String { String(format: "%.1f", bytes * count / seconds / 1e6) }
func milliseconds(_ seconds: Double) -> String { String(format: "%.3f", seconds / count * 1e3) }

let kilobytes = String(format: "%.1f", bytes / 1e3)
let ratio = String(format: "%.2f", concatenationSeconds / mustacheSeconds)
let compileRate = String(format: "%.0f", Double(compileCount) / compileSeconds)
let compileMicroseconds = String(format: "%.1f", compileSeconds / Double(compileCount) * 1e6)
print("template: \(lines) lines, 1,000-row section; output \(kilobytes) KB per render; \(Int(count)) renders each")
print("mustache render:       \(milliseconds(mustacheSeconds)) ms/render  \(megabytesPerSecond(mustacheSeconds)) MB/s")
print(
    "String concatenation:  \(milliseconds(concatenationSeconds)) ms/render  "
        + "\(megabytesPerSecond(concatenationSeconds)) MB/s")
print("ratio: mustache throughput = \(ratio)× String concatenation's")
print("compile: \(compileRate) templates/s (\(compileMicroseconds) µs each)")
