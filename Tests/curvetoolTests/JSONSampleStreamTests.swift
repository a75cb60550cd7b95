// This file is part of curvetool. SPDX-License-Identifier: MIT

import Fit
import Foundation
import TestSupport
import Testing

@testable import curvetool

/// A JSON sample file read as it streams gives exactly what reading it
/// whole gives: the same samples bit for bit, or the same refusal.
@Suite("JSON sample files stream in")
struct JSONSampleStreamTests {
  /// The file read through `SampleFile.read` (streamed), and the same bytes
  /// parsed whole: (samples, kind) or the error message.
  static func both(_ text: String) throws -> (streamed: String, whole: String, pieces: String?) {
    let path = Scratch.path("stream.json")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    func describe(_ f: SampleFile) -> String {
      "\(f.kind) t=\(f.samples.t.map(\.bitPattern)) y=\(f.samples.y.map(\.bitPattern)) lines=\(f.lines.all)"
    }
    let streamed: String
    do throws(CommandError) {
      streamed = describe(try SampleFile.read(path, io: .captured(), fps: 30))
    } catch {
      guard case .fit(let code, let message) = error else { throw error }
      streamed = "error \(code): \(message)"
    }
    // Standard input streams too, keeping its bytes for the whole read the
    // stream may give up to: the same samples, or the same refusal.
    var io = CommandIO.captured()
    io.standardInput = .bytes(Array(text.utf8))
    let fromStandardInput: String
    do throws(CommandError) {
      fromStandardInput = describe(try SampleFile.read("-", io: io, fps: 30))
    } catch {
      guard case .fit(let code, let message) = error else { throw error }
      fromStandardInput = "error \(code): \(message)"
    }
    #expect(fromStandardInput == streamed)
    let whole: String
    let normalised = try InputFileBytes.normalised(text)
    do throws(FitError) {
      whole = describe(try SampleFile.parse(normalised, fps: 30))
    } catch {
      whole = "error \(error.code): \(error.message)"
    }
    var stream = JSONSampleStream()
    let bytes = Array(text.utf8)
    // Fed in pieces of every size, as the scanner hands them on.
    var start = 0
    var g = SeededRandom(seed: UInt64(bytes.count))
    while start < bytes.count {
      let end = Swift.min(bytes.count, start + Int(g.uniform(1...40)))
      bytes[start..<end].withUnsafeBufferPointer { stream.feed($0) }
      start = end
    }
    return (streamed, whole, stream.finish(fps: 30).map(describe))
  }

  /// A random JSON value that holds no samples (for the other members).
  static func noise(_ g: inout SeededRandom, depth: Int = 0) -> String {
    switch Int(g.uniform(0...6.99)) {
    case 0: return "\"a string … \(Int(g.uniform(0...99)))\""
    case 1: return ["true", "false", "null"][Int(g.uniform(0...2.99))]
    case 2: return "\(g.gauss())"
    case 3 where depth < 3: return "[" + (0..<Int(g.uniform(0...3.99))).map { _ in noise(&g, depth: depth + 1) }.joined(separator: ", ") + "]"
    case 4 where depth < 3:
      return "{" + (0..<Int(g.uniform(0...3.99))).map { "\"k\($0)\": " + noise(&g, depth: depth + 1) }.joined(separator: ",\n ") + "}"
    default: return "-0.5e-3"
    }
  }

  @Test("Every shape curvetool reads, with members around: the streamed read is the whole read", arguments: [81, 82, 83] as [UInt64])
  func shapes(seed: UInt64) throws {
    var g = SeededRandom(seed: seed)
    for k in 0..<40 {
      let n = Int(g.uniform(1...300))
      let ts = (0..<n).map { Double($0) / 60 }
      let ys = (0..<n).map { _ in g.gauss() * pow(10, g.uniform(-5...5)) }
      let space = ["", " ", "\n  ", "\t"][Int(g.uniform(0...3.99))]
      func array(_ xs: [Double]) -> String { "[" + xs.map { NumberBytes.text($0) }.joined(separator: ",\(space)") + "]" }
      let text: String
      switch k % 4 {
      case 0:
        // What `sample` writes: schema, tool, curve, times, values, velocities.
        text = """
          {
            "schema": "curvetool.sample/2",
            "curve": \(Self.noise(&g)),
            "times": \(array(ts)),
            "values": \(array(ys)),
            "velocities": \(array(ys.map { -$0 })),
            "extra": \(Self.noise(&g))
          }
          """
      case 1:
        let tName = ["t", "time", "times"][Int(g.uniform(0...2.99))]
        let vName = ["value", "values"][Int(g.uniform(0...1.99))]
        text = "{\(space)\"\(vName)\":\(space)\(array(ys)),\(space)\"note\": \(Self.noise(&g)),\"\(tName)\": \(array(ts))\(space)}"
      case 2:
        text = "[" + zip(ts, ys).map { "[\(NumberBytes.text($0)),\(space)\(NumberBytes.text($1))]" }.joined(separator: ",\(space)") + "]\n"
      default:
        text = "\(space)\(array(ys))\(space)"
      }
      let (streamed, whole, pieces) = try Self.both(text)
      #expect(streamed == whole)
      // These are the streamed case: no fallback to the whole read, and the
      // same samples however the bytes are cut into pieces.
      #expect(pieces == whole, "\(text.prefix(200))")
    }
  }

  @Test("What it does not take, or refuses, is read whole: the same result or the same refusal")
  func fallbacks() throws {
    let cases = [
      "[1, 2, 3,]",  // a Swift array literal: read leniently, whole
      "[]", "{}", "5", "\"text\"", "[1, \"a\"]", "[[1, 2], [3]]", "[[1, 2], 3]", "[1, [2, 3]]",
      "{\"t\": [1, 2], \"value\": [1]}", "{\"t\": [1, 2], \"value\": [1, \"x\"]}", "{\"t\": 5, \"value\": [1]}",
      "{\"t\": [1, 2], \"t\": [3, 4], \"value\": [1, 2]}",  // duplicate key
      "{\"t\": [1, 2], \"value\": [1, 2]} x", "{\"t\": [01, 2], \"value\": [1, 2]}", "{\"t\": [1e999], \"value\": [1]}",
      "{\"t\": [1, 2], \"value\": [1, 2]", "{\"t\": [1, 2], \"value\": [1, 2],}", "{\"k\\n\": 1, \"t\": [1], \"value\": [2]}",
      "{\"note\": \"a \\\"quoted\\\" word\", \"t\": [1], \"value\": [2]}", "{\"t\": [1, 2], \"value\": [3, 4], \"x\": tru}",
      "{\"time\": [0.5, 1.5], \"t\": \"no\", \"values\": [1, 2]}", "[-0, 0.0, -1.5E+3, 1e-7]", "{\"t\": [.5], \"value\": [1]}",
      String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ]
    for text in cases {
      let (streamed, whole, _) = try Self.both(text)
      #expect(streamed == whole, "\(text.prefix(80))")
    }
  }

  @Test("Numbers read as JSONReader reads them: the grammar, then Double(String), finite")
  func numbers() {
    for text in ["0", "-0", "1.5", "-1.25e-3", "1E+2", "123456789012345678901234", "0.30000000000000004", "4.9e-324"] {
      #expect(Array(text.utf8).withUnsafeBufferPointer { DecimalText.jsonNumber($0) }?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
    for text in ["01", "1.", ".5", "+1", "1e", "1e+", "--1", "1.5.2", "1e999", "-"] {
      #expect(Array(text.utf8).withUnsafeBufferPointer { DecimalText.jsonNumber($0) } == nil, "\(text)")
    }
  }

  @Test("A one-line JSON file of megabytes streams in pieces, with the same samples as the whole read")
  func oneLine() throws {
    var g = SeededRandom(seed: 84)
    let n = 60_000
    let ts = (0..<n).map { Double($0) / 1000 }
    let ys = (0..<n).map { _ in g.gauss() }
    let text = "{\"schema\": \"curvetool.sample/2\", \"times\": [" + ts.map { NumberBytes.text($0) }.joined(separator: ",")
      + "], \"values\": [" + ys.map { NumberBytes.text($0) }.joined(separator: ",") + "]}"
    #expect(text.utf8.count > 1 << 20)
    let (streamed, whole, pieces) = try Self.both(text)
    #expect(streamed == whole)
    #expect(pieces == whole)
  }

  @Test("A long JSON the stream gives up on (an escape at its end) reads whole the same from a file and from standard input")
  func givenUpLate() throws {
    var g = SeededRandom(seed: 86)
    let n = 20_000
    // Pretty-printed, one number a line; the escape comes after the first
    // 64 KiB, so the whole read is of the bytes kept as they streamed in.
    let times: String = (0..<n).map { (k: Int) -> String in NumberBytes.text(Double(k) / 100) }.joined(separator: ",\n")
    let values: String = (0..<n).map { (_: Int) -> String in NumberBytes.text(g.gauss()) }.joined(separator: ",\n")
    var text = "{\n  \"t\": [\n" + times
    text += "\n  ],\n  \"value\": [\n" + values
    text += "\n  ],\n  \"note\": \"caf\\u00e9\"\n}\n"
    #expect(text.utf8.count > 2 * SampleFile.headBytes)
    let (streamed, whole, _) = try Self.both(text)
    #expect(streamed == whole && streamed.hasPrefix("JSON {t, value}"))
    // Broken after the first 64 KiB: the refusal names the same line.
    let (refused, wholeRefusal, _) = try Self.both(text.replacingOccurrences(of: "\"note\"", with: "\"note\" \"\""))
    #expect(refused == wholeRefusal && refused.contains("line \(2 * n + 6), column 10"), "\(refused.prefix(300))")
  }

  @Test("Rows whose line is cut at a read boundary before the rows are recognised keep every row")
  func cutRows() throws {
    var g = SeededRandom(seed: 85)
    // A first line longer than a read, so the first read ends inside it and
    // the rows are recognised with that line half read.
    var text = "# " + String(repeating: "a long note ", count: 30_000) + "\nt,value\n"
    for i in 0..<20_000 { text += "\(Double(i) / 100),\(g.gauss())\n" }
    let bytes = Array(text.utf8)
    let whole = try SampleFile.parse(bytes, fps: 60)
    let path = Scratch.path("cut.csv")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let streamed = try SampleFile.read(path, io: .captured(), fps: 60)
    #expect(streamed.samples.t.map(\.bitPattern) == whole.samples.t.map(\.bitPattern))
    #expect(streamed.samples.y.map(\.bitPattern) == whole.samples.y.map(\.bitPattern))
    #expect(streamed.lines.all == whole.lines.all)
    #expect(streamed.samples.t.count == 20_000)
  }
}
