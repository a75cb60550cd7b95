// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

@testable import curvetool

/// Identical input gives byte-identical output (measured fit times aside),
/// also when the runs happen at the same time in one process. `bench`
/// prints timings only and is left out.
@Suite("Determinism")
struct DeterminismTests {
  static let invocations: [[String]] = [
    ["bounce", "--bounces", "3", "--format", "json"],
    ["bounce", "--compat", "skbounce", "--to", "100"],
    ["spring", "--response", "0.5", "--damping-ratio", "0.6", "--engine", "android", "--format", "json"],
    ["spring", "--preset", "react-spring.wobbly", "--engine", "reactSpring"],
    ["bezier", "0.34", "1.56", "0.64", "1", "--count", "7", "--format", "json"],
    ["sample", ".bouncy", "--count", "9", "--format", "csv"],
    ["analyze", "cubic-bezier(0.68, -0.55, 0.27, 1.55)", "--format", "json"],
    ["export", ".bouncy", "-f", "css-linear"],
    ["export", "bounce(bounces: 2)", "-f", "lottie"],
    ["plot", "SpringForce(1500, 0.5)"],
    ["fit", "docs/examples/recorded-bounce.csv".inPackage, "--format", "json"],
    ["convert", ".snappy", "--format", "json"],
    ["diagnose", "docs/examples/bouncing-balls.json".inPackage, "--format", "json"],
    ["diagnose", "docs/examples/bouncing-balls.json".inPackage, "--simulate", "--horizon", "8"],
  ]

  /// One invocation of each command, for the everyday tier.
  static let onePerCommand = [0, 2, 4, 5, 6, 7, 9, 10, 11, 12].map { invocations[$0] }

  @Test(
    "Every command, run at once (twice; four times in the exhaustive tier), prints the same bytes",
    arguments: TestTier.cases(onePerCommand, exhaustive: invocations))
  func sameBytes(_ args: [String]) async {
    let outputs = await withTaskGroup(of: String.self) { group in
      for _ in 0..<(TestTier.exhaustive ? 4 : 2) {
        group.addTask {
          let r = cli(args)
          return "\(r.code)\n" + DocsExamplesTests.timeless(r.out) + r.err
        }
      }
      var all: [String] = []
      for await o in group { all.append(o) }
      return all
    }
    #expect(outputs.first?.hasPrefix("0\n") == true, "\(args)")
    #expect(Set(outputs).count == 1, "\(args)")
  }

  @Test("Export folders written at once hold the same files")
  func sameExports() async throws {
    let dirs = try (0..<3).map { _ in try FileSafetyTests.folder() }
    await withTaskGroup(of: Void.self) { group in
      for dir in dirs {
        group.addTask {
          _ = cli(["diagnose", "docs/examples/bouncing-balls.json".inPackage, "--export-dir", dir.path])
        }
      }
    }
    let contents = try dirs.map { dir in
      try FileSafetyTests.names(dir).map { try Data(contentsOf: dir.appendingPathComponent($0)) }
    }
    #expect(contents[0].count == 2)
    #expect(contents.allSatisfy { $0 == contents[0] })
  }
}
