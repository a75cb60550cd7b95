// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import curvetool

/// Bad Lottie input never crashes or hangs: the examples with random parts
/// replaced by hostile values (huge frames, mixed sizes, NaN-making numbers,
/// endless or deep expressions, curved paths with overshooting easings),
/// read by `lottie`, `lottie --bake` and `diagnose`, end with a documented
/// code.
@Suite("Lottie: hostile edits")
struct LottieFuzzTests {
  static let hostile: [JSON] = [
    .number(0), .number(-1), .number(1e308), .number(-1e308), .number(1e-300), .number(0.5), .number(1e9), .null, .string("x"),
    .array([]), .object([]), .array([.number(0)]), .array([.number(1), .number(2), .number(3)]), .bool(true),
    .string("loopOut('pingpong')"), .string("wiggle(1,1)"), .string("value*2"), .string("loopOut('cycle', 1e300)"),
    .string("while(1){}"), .string(String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)),
    .string("key(1e300).time"), .string("value[1e300]"),
    .object([("a", .int(1)), ("k", .array([
      .object([("t", .number(0)), ("s", .array([.number(0)]))]), .object([("t", .number(1e-9)), ("s", .array([.number(1)]))]),
    ]))]),
    .object([("a", .int(1)), ("k", .array([
      .object([
        ("t", .number(0)), ("s", .array([.number(0), .number(0)])), ("o", .object([("x", .number(0.5)), ("y", .number(5))])),
        ("i", .object([("x", .number(0.5)), ("y", .number(-5))])), ("to", .array([.number(100), .number(-100)])),
        ("ti", .array([.number(3), .number(4)])),
      ]),
      .object([("t", .number(10)), ("s", .array([.number(1), .number(1)]))]),
    ]))]),
  ]

  /// Every node of `json` with its path.
  static func paths(_ json: JSON, _ path: [JSONSpans.Step] = []) -> [[JSONSpans.Step]] {
    var out = [path]
    switch json {
    case .object(let members): for (k, v) in members { out += paths(v, path + [.key(k)]) }
    case .array(let items): for (i, v) in items.enumerated() { out += paths(v, path + [.index(i)]) }
    default: break
    }
    return out
  }

  static func replacing(_ json: JSON, at path: ArraySlice<JSONSpans.Step>, with value: JSON) -> JSON {
    guard let step = path.first else { return value }
    switch (json, step) {
    case (.object(var members), .key(let k)):
      if let i = members.firstIndex(where: { $0.0 == k }) { members[i].1 = replacing(members[i].1, at: path.dropFirst(), with: value) }
      return .object(members)
    case (.array(var items), .index(let i)) where items.indices.contains(i):
      items[i] = replacing(items[i], at: path.dropFirst(), with: value)
      return .array(items)
    default: return json
    }
  }

  @Test("Random hostile edits of the three Lottie examples end with 0, 1, 64 or 65", arguments: TestTier.cases(Array(1...2), exhaustive: Array(1...40)))
  func edits(_ seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    let examples = try ["bounce", "spinner", "loader"].map { name in
      try JSONReader.parse(Array(try String(contentsOfFile: "docs/examples/\(name).lottie.json".inPackage, encoding: .utf8).utf8))
    }
    for _ in 0..<6 {
      var doc = examples[Int.random(in: 0..<examples.count, using: &random)]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let all = Self.paths(doc)
        let path = all[Int.random(in: 0..<all.count, using: &random)]
        doc = Self.replacing(doc, at: path[...], with: Self.hostile[Int.random(in: 0..<Self.hostile.count, using: &random)])
      }
      let file = Scratch.path("fuzz-\(seed).json")
      try doc.text().write(toFile: file, atomically: true, encoding: .utf8)
      for args in [["lottie", file, "--format", "json"], ["lottie", file, "--bake", "-o", "/dev/null"], ["diagnose", file, "--format", "json"]] {
        let r = cli(args)
        #expect([0, 1, 64, 65].contains(r.code), "\(args[0]) on \(doc.text().prefix(300)): \(r.err.prefix(300))")
      }
    }
  }
}
