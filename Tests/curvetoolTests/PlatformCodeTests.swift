// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import curvetool

/// A platform is one unit (docs/platforms.md §3): its entry in Curves'
/// registry and its code file in curvetool, each read through one door.
@Suite("A platform is one unit")
struct PlatformCodeTests {
  @Test("Every platform has one code file, in registry order, that says which platform it is")
  func oneCodePerPlatform() {
    #expect(PlatformCodes.all.map { $0.id } == PlatformID.allCases)
    for id in PlatformID.allCases { #expect(id.code.id == id, "\(id)") }
    // The Curves side: one entry each, its presets under its own prefixes.
    for p in Platform.all {
      for preset in p.springPresets { #expect(preset.platform == p.id, "\(preset.name)") }
      for preset in p.timingPresets {
        let prefix = String(preset.name.prefix { $0 != "." })
        #expect(p.presetPrefixes.contains(prefix), "\(preset.name)")
      }
    }
  }

  @Test("Each call is one platform's: the interpreter reaches its own reader (no core call shadows it); each name a platform lists is one of its names")
  func callsAreItsOwn() throws {
    var seen: [String: PlatformID] = [:]
    for code in PlatformCodes.all {
      for reader in code.readers {
        for name in reader.names {
          #expect(seen.updateValue(code.id, forKey: name) == nil, "\(name) is read by two platforms")
          #expect(PlatformCodes.reader[name]?.names == reader.names, "\(name): the index holds another reader")
          // Through the interpreter, with no arguments: the platform's
          // reader answers (a curve or its own refusal), never "unknown".
          let r = cli(["sample", name + "()"])
          #expect(!r.err.contains("unknown function") && !r.err.contains("is a named curve"), "\(code.id) \(name): \(r.err)")
        }
      }
      for name in code.names {
        #expect((try? code.name(name, 0..<0)) != nil, "\(code.id) lists the name \(name) but does not read it")
      }
    }
    #expect(seen.count > 40)
    // The check can fail: a name nobody reads is unknown.
    #expect(cli(["sample", "NotAPlatformCall()"]).err.contains("unknown function"))
  }

  @Test("No platform's call, name, move call or animation object is written as a literal in the curve language's core, the snippet reader or a writer")
  func onePlace() throws {
    var words = Set(PlatformCodes.all.flatMap { $0.calls + $0.names + Array($0.moveCalls) + $0.unmodelled.keys })
    words.formUnion(PlatformCodes.all.flatMap { Array($0.animationObjects) })
    words.formUnion(InertKeys.all.map(\.call))
    #expect(words.count > 60)
    let core = try LayoutTests.sources().filter { f in
      (f.folder == "Input" && (f.name.hasPrefix("CurveInterpreter") || f.name.hasPrefix("SnippetReader") || f.name == "InertKeys.swift"))
        || f.folder == "Output"
    }
    #expect(core.count > 40)
    for f in core {
      for word in try Self.literals(in: f.text) where words.contains(word) {
        Issue.record("\(f.name) writes \(word), which its platform's code file reads")
      }
    }
  }

  /// The string literals written in Swift source `text` (one line each).
  static func literals(in text: String) throws -> [String] {
    let literal = try NSRegularExpression(pattern: #""([^"\\\n]+)""#)
    let ns = text as NSString
    return literal.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
  }

  @Test("The snippet reader names no platform's property: each is read by its platform's file, duration alone shared")
  func propertiesInTheirFiles() throws {
    let all = PlatformCodes.all.flatMap { $0.properties.flatMap(\.names) }
    let names = Set(all)
    #expect(names.count == all.count, "a property is read by two platforms")
    #expect(names.isSuperset(of: ["mass", "initialVelocity", "keyTimes", "interpolator", "curve"]))
    let reader = try LayoutTests.sources().filter { $0.name.hasPrefix("SnippetReader") }
    #expect(reader.count >= 2)
    for f in reader {
      for word in try Self.literals(in: f.text) where names.contains(word) {
        Issue.record("\(f.name) names the property \(word), which its platform's code file reads")
      }
    }
    // Each is read as before: Core Animation's velocity relative to the
    // distance, a property before its spring refused, an unknown one named.
    let ca = try SnippetReader.read(["let spring = CASpringAnimation(keyPath: \"y\")", "spring.mass = 2; spring.initialVelocity = 0.5"])
    guard case .spring(let s, _, _, _)? = ca.curve, case .relative(let v)? = ca.velocity else {
      Issue.record("no spring read: \(ca)")
      return
    }
    #expect(s.mass == 2 && v == 0.5)
    #expect(throws: ExpressionError.self) { try SnippetReader.read(["spring.mass = 2"]) }
    #expect(throws: ExpressionError.self) { try SnippetReader.read(["animation.speed = 2"]) }
    // Written three other ways it reads the same: comments, a statement a
    // line, semicolons; a property set twice is refused, not merged.
    for other in [
      ["let spring = CASpringAnimation(keyPath: \"y\") // the spring", "spring.mass = 2 // kg", "spring.initialVelocity = 0.5 // relative"],
      ["let spring = CASpringAnimation(keyPath: \"y\");", "spring.mass = 2;", "spring.initialVelocity = 0.5;"],
    ] {
      let again = try SnippetReader.read(other)
      guard case .spring(let t, _, _, _)? = again.curve else {
        Issue.record("no spring read: \(other)")
        continue
      }
      #expect(t.mass == 2 && again.velocity == ca.velocity, "\(other)")
    }
    let twice = #expect(throws: ExpressionError.self) {
      try SnippetReader.read(["let spring = CASpringAnimation(keyPath: \"y\")", "spring.mass = 1; spring.mass = 2"])
    }
    #expect(twice?.message == "'spring.mass' is set more than once")
    let keyframes = try SnippetReader.read(["let animation = CAKeyframeAnimation(keyPath: \"y\")", "animation.values = [0, 1]", "animation.keyTimes = [0, 1]"])
    #expect(keyframes.values == [0, 1] && keyframes.keyTimes == [0, 1] && keyframes.curve == nil)
    // The scan finds a literal, so a property written into the reader shows.
    #expect(try Self.literals(in: #"case "mass": x; let y = "stiffness""#) == ["mass", "stiffness"])
  }

  @Test("A setting given twice is said: a repeated label is refused, naming it; a SpringForce setter called twice is noted, the last one counting as on Android")
  func givenTwice() throws {
    let twice = cli(["analyze", "spring(dampingRatio = 0.5f, dampingRatio = 0.7f)"])
    #expect(twice.code == 64 && twice.err.contains("spring(…) is given 'dampingRatio' more than once (column 29)"), "\(twice.err)")
    // A misspelt label is still a suggestion, not a repeat.
    #expect(cli(["analyze", ".spring(duration: 0.5, duraton: 0.4)"]).err.contains("has no argument 'duraton'. Did you mean 'duration'?"))
    let chain = cli(["analyze", "SpringForce(1f).setStiffness(100f).setStiffness(400f).setDampingRatio(0.5f)", "--format", "json"])
    #expect(chain.code == 0 && chain.err.contains(".setStiffness(…) is called 2 times"), "\(chain.err)")
    #expect(chain.json?.object("curve")?.number("stiffness") == 400)
    // Called once each: no note.
    #expect(!cli(["analyze", "SpringForce(1f).setStiffness(400f).setDampingRatio(0.5f)"]).err.contains("called"))
  }

  @Test("Every platform's spring code reads back through the curve language as the spring (start velocity included)")
  func springsReadBack() throws {
    var s = Spring(mass: 1.5, stiffness: 320, damping: 18)
    s.from = 10
    s.to = 250
    s.initialVelocity = 400
    for id in PlatformID.allCases {
      guard let snippets = id.code.spring(s, digits: .roundTrip) else {
        #expect(id.platform.forms.isEmpty, "\(id) has forms but writes no spring")
        continue
      }
      // The first snippet carries the velocity where the platform can.
      let first = try #require(snippets.snippets.first)
      let reading = try SnippetReader.read(first.lines)
      guard case .spring(let read, _, _, _)? = reading.curve else {
        Issue.record("\(id): \(first.lines) is not a spring")
        continue
      }
      // Android and Compose keep Floats and have no mass; React Native and
      // Reanimated draw ζ ≥ 1 as critical (ζ here is 0.41).
      let relative = id == .android || id == .compose ? 1e-6 : 1e-12
      #expect(Swift.abs(read.stiffness / read.mass - s.stiffness / s.mass) <= relative * s.stiffness / s.mass, "\(id): \(first.lines)")
      #expect(Swift.abs(read.damping / read.mass - s.damping / s.mass) <= relative * s.damping / s.mass, "\(id): \(first.lines)")
    }
  }
}

/// The registry's docs row per platform (docs/platforms.md §1) is the
/// registry: a platform added without its row, or a row that disagrees,
/// fails.
@Suite("The platforms table is the registry")
struct PlatformTableTests {
  @Test("docs/platforms.md §1 lists every platform with its name, engine, presets and done rule as the registry has them")
  func table() throws {
    let text = try String(contentsOfFile: "docs/platforms.md".inPackage, encoding: .utf8)
    let rows = Set(text.split(separator: "\n").map(String.init))
    for p in Platform.all {
      let engine = p.engine.map { "`\($0.rawValue)`" } ?? "closed form"
      let presets = p.presetPrefixes.isEmpty ? "none" : p.presetPrefixes.map { "`\($0).*`" }.joined(separator: ", ")
      // A bar inside a cell is escaped in Markdown.
      let done = "\(p.done.kind.rawValue): \(p.done.words)".replacingOccurrences(of: "|", with: "\\|")
      let row = "| `\(p.id.rawValue)` | \(p.displayName) | \(engine) | \(presets) | \(done) |"
      if !rows.contains(row) { Issue.record("docs/platforms.md §1 needs the row\n\(row)") }
    }
  }
}
