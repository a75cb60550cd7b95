// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// Every key of every form docs/curves.md shows is honoured: for each
/// example in its "What it reads" table, each value the expression gives
/// (labelled, positional, an object's member, a chained call's argument) is
/// changed in turn, and the command's output must change, or the change be
/// refused, or a warning name the key (a key the platform itself ignores
/// for one uninterrupted run). A key that is read and then dropped fails.
@Suite("Every documented key is applied, refused or named")
struct DocumentedKeysTests {
  /// The backticked examples of the table's Examples column.
  static let examples: [String] = {
    guard let text = try? String(contentsOfFile: "docs/curves.md".inPackage, encoding: .utf8) else { return [] }
    var rows: [Substring] = []
    var inTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("| Family | Examples |") { inTable = true; continue }
      if inTable {
        guard line.hasPrefix("|") else { break }
        rows.append(line)
      }
    }
    var found: [String] = []
    for row in rows.dropFirst() {  // the |---| rule
      let cells = row.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count > 2 else { continue }
      let parts = cells[2].split(separator: "`", omittingEmptySubsequences: false)
      // Odd parts are inside backticks.
      for (k, p) in parts.enumerated() where k % 2 == 1 { found.append(String(p)) }
    }
    return found
  }()

  /// One value to change: where it stands, what to put there instead (the
  /// first that the reader takes is used), and the key it belongs to.
  struct Site: CustomStringConvertible {
    var range: Range<Int>
    var replacements: [String]
    var key: String?
    var description: String { key.map { "'\($0)'" } ?? "the value at \(range.lowerBound)" }
  }

  /// Other spellings of the names and strings the examples use.
  static let alternatives: [String: [String]] = [
    "true": ["false"], "false": ["true"], "jump-end": ["jump-start", "jump-both"], "end": ["start"],
    "medium": ["high", "low"], "skbounce": ["exact"], "exact": ["skbounce"], "sine": ["cosine"], "cosine": ["sine"],
    "spring": ["tween"], "easeInOut": ["easeIn", "easeOut"], "x": ["y"],
    "UnitCurve.circularEaseIn": ["UnitCurve.circularEaseOut"],
    "Easing.quad": ["Easing.cubic"], "EaseOutBounce": ["EaseInBounce"],
    "WigglySpringConfig": ["GentleSpringConfig"],
  ]

  /// Changed values of a number as written (a Kotlin `f` suffix kept).
  static func variations(_ v: Double, source: Substring) -> [String] {
    let suffix = source.hasSuffix("f") ? "f" : ""
    let candidates = v == v.rounded() ? [v + 1, v - 1, v + 0.5] : [v * 1.1, v * 0.9, v / 2]
    return candidates.map { "\(NumberText.text($0, .detail))\(suffix)" }
  }

  static func sites(_ e: CurveExpression, key: String?, in text: [Character], into sites: inout [Site]) {
    switch e {
    case .number(let v, let r):
      sites.append(Site(range: r, replacements: variations(v, source: Substring(String(text[r]))), key: key))
    case .percentage(let v, let r):
      sites.append(Site(range: r, replacements: [v * 0.9, v / 2].map { "\(NumberText.text($0, .detail))%" }, key: key))
    case .name(let n, let r):
      if let c = CurveInterpreter.constant(n) {
        sites.append(Site(range: r, replacements: variations(c, source: ""), key: key))
      } else {
        sites.append(Site(range: r, replacements: alternatives[n] ?? [], key: key))
      }
    case .string(let s, let r):
      sites.append(Site(range: r, replacements: (alternatives[s] ?? []).map { "\"\($0)\"" }, key: key))
    case .call(let name, _, let arguments, _):
      // Animated.spring's first argument is the Animated.Value it animates
      // (a variable of the user's code, whose value is --from), no key.
      for (k, a) in arguments.enumerated() where !(name == "Animated.spring" && k == 0) {
        Self.sites(a.value, key: a.label ?? key, in: text, into: &sites)
      }
    case .object(let members, _):
      for m in members { Self.sites(m.value, key: m.key, in: text, into: &sites) }
    case .array(let items, _):
      for item in items { Self.sites(item, key: key, in: text, into: &sites) }
    case .chain(let base, let methods, _):
      Self.sites(base, key: key, in: text, into: &sites)
      for m in methods {
        for a in m.arguments { Self.sites(a.value, key: m.name, in: text, into: &sites) }
      }
    case .raw:
      break  // linear()'s stops: CSSLinearParser's own tests.
    }
  }

  /// What the commands print for `text`: `sample` (the motion) and, for a
  /// spring, `spring` (every engine's done rule, which reads the engine
  /// keys), with the expression's own text taken out of the output (it is
  /// echoed, and would differ for any change).
  struct Outputs: Equatable {
    var codes: [Int32] = []
    var out: [String] = []
    var err: [String] = []

    init(_ text: String, spring: Bool, through: Int = 2) {
      for command in (spring ? ["sample", "spring"] : ["sample"]).prefix(through) {
        let r = cli([command, text, "--format", "json"])
        codes.append(r.code)
        out.append(r.out.replacingOccurrences(of: JSON.string(text).text(), with: "\"…\""))
        err.append(r.err)
      }
    }
  }

  @Test("the table lists the forms, and every example reads")
  func examplesRead() throws {
    #expect(Self.examples.count > 60)
    for text in Self.examples {
      #expect(throws: Never.self, "\(text)") { try CurveInterpreter.curve(text) }
    }
  }

  @Test("the examples give every parameter of every form the registry lists")
  func everyParameterShown() throws {
    var keys = Set<String>()
    for text in Self.examples {
      guard let expression = try? ExpressionParser.parse(text) else { continue }
      var sites: [Site] = []
      Self.sites(expression, key: nil, in: Array(text), into: &sites)
      keys.formUnion(sites.compactMap(\.key))
    }
    // Rebound's SpringConfig.fromBouncinessAndSpeed(5, 10) takes its two
    // by position (JavaScript has no labels); the values are varied above.
    let positional: Set = ["bounciness", "speed"]
    let missing = Set(Platform.allForms.flatMap(\.parameters).map(\.name)).subtracting(keys).subtracting(positional)
    #expect(missing.isEmpty, "no example gives \(missing.sorted())")
  }

  @Test("changing any value of any example changes the output, is refused, or a warning names its key")
  func everyKeyHonoured() throws {
    var checked = 0
    for text in Self.examples {
      guard let expression = try? ExpressionParser.parse(text), let value = try? CurveInterpreter.interpret(expression)
      else { continue }  // examplesRead reports it
      if case .name = expression { continue }  // a named curve has no keys
      var isSpring = false
      if case .spring = value { isSpring = true }
      let base = Outputs(text, spring: isSpring)
      #expect(base.codes.allSatisfy { $0 == 0 }, "\(text): \(base.err)")
      let characters = Array(text)
      var sites: [Site] = []
      Self.sites(expression, key: nil, in: characters, into: &sites)
      for site in sites {
        #expect(!site.replacements.isEmpty, "\(text): no other value known for \(site)")
        var honoured = false
        var tried: [String] = []
        for replacement in site.replacements where !honoured {
          var changed = characters
          changed.replaceSubrange(site.range, with: Array(replacement))
          let variant = String(changed)
          // The motion first; the engines only when the motion is the same.
          for through in 1...(isSpring ? 2 : 1) where !honoured {
            let r = Outputs(variant, spring: isSpring, through: through)
            let b = Array(zip(base.codes, zip(base.out, base.err)).prefix(through))
            let named = site.key.map { k in r.err.contains { $0.contains("'\(k)'") || $0.contains("'\(k): ") } } ?? false
            honoured = r.codes.contains { $0 != 0 } || r.out != b.map(\.1.0) || (named && r.err != b.map(\.1.1))
            if through == (isSpring ? 2 : 1) { tried.append("\(variant) → \(r.codes)") }
          }
        }
        #expect(honoured, "\(text): \(site) is read and not applied (\(tried.joined(separator: "; ")))")
        checked += 1
      }
    }
    #expect(checked > 150)
  }
}
