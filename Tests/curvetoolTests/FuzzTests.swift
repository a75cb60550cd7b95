// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import curvetool

/// In-process fuzzing with fixed seeds: the argument parser, every reader
/// and every numeric option of every command, with random and mutated
/// input, deep nesting, huge tokens and extreme numbers. A trap fails the
/// whole run; beyond that each case must end with a documented exit code
/// and never succeed with a non-finite number in its output.
@Suite("Fuzz (fixed seeds)")
struct FuzzTests {
  static let documented: Set<Int32> = [0, 1, 64, 65, 66, 73, 74]
  static let extremes = ["1e308", "-1e308", "5e-324", "-0", "1e16", "99999999999999999999", "nan", "-inf", "0x1p-1074"]

  /// The arguments a command needs to run at all, besides its options.
  static func base(_ command: String) -> [String] {
    switch command {
    case "bezier": ["0.25", "0.1", "0.25", "1"]
    case "sample", "analyze", "plot", "convert": [".bouncy"]
    case "export": ["bounce(bounces: 2)"]
    case "fit": ["docs/examples/recorded-bounce.csv".inPackage, "-m", "damped-cosine"]
    case "diagnose": ["docs/examples/bouncing-balls.json".inPackage, "--horizon", "6"]
    // A filter matching no kernel: a valid --repetitions ends at once (exit 64).
    case "bench": ["--filter", "no-such-kernel"]
    default: []
    }
  }

  /// Options that name files or texts, not numbers.
  static let notNumbers: Set<String> = [
    "output", "svg", "write-fixed", "export-dir", "format", "key-path", "name", "property", "filter", "data", "fail-on",
    "time-column", "value-column", "time-unit",
  ]

  /// Fails when a run ends outside the documented codes or succeeds with
  /// `nan` or `inf` in its output.
  static func check(_ args: [String], stdin: String = "") {
    let r = cli(args, stdin: stdin)
    #expect(documented.contains(r.code), "\(args.map { String($0.prefix(40)) }) → \(r.code)")
    if r.code == 0 {
      let finite = r.out.range(of: #"(?<![A-Za-z])(nan|inf|-inf)(?![A-Za-z])"#, options: .regularExpression) == nil
      #expect(finite, "\(args.map { String($0.prefix(40)) }) printed a non-finite number")
    } else {
      #expect(r.err.hasPrefix("Error: "), "\(args.map { String($0.prefix(40)) })")
    }
  }

  static var commandNames: [String] { CurveTool.commands.map { $0.spec.name }.filter { $0 != "bench" } }

  @Test("Extreme numbers on every numeric option of every command", arguments: CurveTool.commands.map { $0.spec.name })
  func extremeNumbers(_ command: String) throws {
    let spec = try #require(CurveTool.rootSpec.subcommand(named: command))
    for option in spec.options where option.kind == .value && !Self.notNumbers.contains(option.name) && option.allowed.isEmpty {
      // Everyday: the largest and NaN; exhaustive: every extreme.
      for value in TestTier.cases(["1e308", "nan"], exhaustive: Self.extremes) {
        Self.check([command] + Self.base(command) + ["--\(option.name)", value])
      }
    }
  }

  static let expressions = [
    "cubic-bezier(0.34, 1.56, 0.64, 1)", "steps(4, jump-end)", "linear(0, 0.25 40%, calc(0.5 + 0.25), 1)",
    ".spring(response: 0.5, dampingFraction: 0.8)", "SpringForce(1500f, 0.5f).setStiffness(200f)",
    "{ tension: 170, friction: 26, mass: 1 }", "{ type: 'spring', bounce: 0.25, duration: 0.8, velocity: 2 }",
    "bounce(bounces: 2, from: 0, to: 100, duration: 0.5)", "damped-cosine(amplitude: -1, decay: 4.6, frequency: 18.8, offset: 1)",
    ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)", "Spring(mass: 1, stiffness: 100, damping: 10)", ".bouncy",
  ]
  static let alphabet = Array("()[]{},:=.-+eE%f/*'\" 0123456789abcxyz\u{0}\u{7F}é∞\n\t")

  /// `text` with a few random insertions, deletions, substitutions,
  /// duplications and extreme numbers.
  static func mutate(_ text: String, _ g: inout SeededRandom) -> String {
    var chars = Array(text)
    for _ in 0..<Int.random(in: 1...4, using: &g) {
      let i = chars.isEmpty ? 0 : Int.random(in: 0..<chars.count, using: &g)
      switch Int.random(in: 0..<6, using: &g) {
      case 0: chars.insert(alphabet.randomElement(using: &g)!, at: i)
      case 1: if !chars.isEmpty { chars.remove(at: i) }
      case 2: if !chars.isEmpty { chars[i] = alphabet.randomElement(using: &g)! }
      case 3: if i < chars.count { chars.insert(contentsOf: chars[i..<Swift.min(chars.count, i + 8)], at: i) }
      case 4: chars.insert(contentsOf: Array(extremes.randomElement(using: &g)!), at: i)
      default: chars.insert(contentsOf: Array(String(repeating: "(", count: Int.random(in: 1...600, using: &g))), at: i)
      }
    }
    return String(chars)
  }

  @Test("Mutated curve expressions through every curve command", arguments: TestTier.cases([UInt64(1)], exhaustive: [1, 2, 3, 4]))
  func mutatedExpressions(_ seed: UInt64) {
    var g = SeededRandom(seed: seed)
    for _ in 0..<300 {
      let text = Self.mutate(Self.expressions.randomElement(using: &g)!, &g)
      let command = ["sample", "analyze", "export", "convert", "plot"].randomElement(using: &g)!
      Self.check([command, text] + (command == "sample" ? ["--count", "5"] : []))
    }
  }

  @Test("Huge tokens and deep nesting in every reader")
  func hugeTokens() {
    let digits = String(repeating: "9", count: 200_000)
    let letters = String(repeating: "a", count: 200_000)
    for text in [
      digits, letters, "spring(stiffness: \(digits))", ".\(letters)", "\"" + letters, "linear(0, \(digits)%, 1)",
      String(repeating: "{a:", count: 5_000), String(repeating: "f(", count: 5_000), "linear(" + String(repeating: "0,", count: 100_000) + "1)",
    ] {
      Self.check(["sample", text, "--count", "3"])
    }
    for text in [String(repeating: "[", count: 100_000), "[" + digits + "]", "{\"t\": [" + String(repeating: "1,", count: 1000) + "]}"] {
      Self.check(["fit", "-"], stdin: text)
      Self.check(["diagnose", "-"], stdin: text)
    }
  }

  @Test("Mutated sample files and kfloop documents", arguments: [UInt64(11), 12, 13])
  func mutatedFiles(_ seed: UInt64) throws {
    var g = SeededRandom(seed: seed)
    let csv = try String(contentsOfFile: "docs/examples/recorded-bounce.csv".inPackage, encoding: .utf8)
    let kfloop = try HostileInputTests.example()
    for _ in 0..<25 {
      Self.check(["fit", "-", "-m", ["cubic-bezier", "damped-cosine", "spring"].randomElement(using: &g)!], stdin: Self.mutate(csv, &g))
      Self.check(["diagnose", "-", "--horizon", "4"], stdin: Self.mutate(kfloop, &g))
    }
  }

  @Test("Random command lines through the argument parser", arguments: TestTier.cases([UInt64(21)], exhaustive: [21, 22]))
  func randomCommandLines(_ seed: UInt64) {
    var g = SeededRandom(seed: seed)
    let words = ["--", "-", "-o", "-f", "--format", "json", "csv", "--help", "-h", "=", "--fps=", "--to", "--bogus", "help", ""]
      + Self.extremes + Self.expressions
    for _ in 0..<(TestTier.exhaustive ? 600 : 140) {
      var args = [(Self.commandNames + ["help", "--version", "nope"]).randomElement(using: &g)!]
      for _ in 0..<Int.random(in: 0...5, using: &g) {
        args.append(Bool.random(using: &g) ? words.randomElement(using: &g)! : Self.mutate(words.randomElement(using: &g)!, &g))
      }
      // No file is written: outputs point at a folder that does not exist.
      args = args.map { $0 == "-o" ? "--output=/nonexistent/curvetool-fuzz" : $0 }
      Self.check(args)
    }
  }

  @Test("Memory stays bounded over the whole fuzz run (peak resident set under 4 GiB)")
  func boundedMemory() {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    // ru_maxrss is in KiB on Linux: the process's high-water mark so far.
    #expect(usage.ru_maxrss < 4 << 20)
  }
}
