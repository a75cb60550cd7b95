// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

@Suite("curvetool presets")
struct PresetsCommandTests {
  @Test("Every listed easing and spring resolves by its name in the curve language to the very numbers listed")
  func namesResolve() throws {
    for e in PresetCatalog.entries where e.kind != .stiffness {
      let value = try CurveInput.parse(e.name)
      let numbers = Dictionary(uniqueKeysWithValues: e.values)
      switch (e.kind, value) {
      case (.easing, .easing(.bezier(let b), _, _)):
        #expect([b.x1, b.y1, b.x2, b.y2] == [numbers["x1"], numbers["y1"], numbers["x2"], numbers["y2"]].compactMap { $0 }, "\(e.name)")
      case (.easing, .easing(.circular, _, _)):
        #expect(e.values.isEmpty && e.note != nil, "\(e.name)")
      case (.easing, .easing(.function(let f), _, _)):
        // The function the preset table holds, its numbers listed.
        #expect(TimingPreset.named(e.name)?.curve as? EasingFunction == f, "\(e.name)")
        #expect(e.values.map(\.0) == f.parameters.map(\.0) && e.values.map(\.1) == f.parameters.map(\.1) && e.note != nil, "\(e.name)")
      case (.spring, .spring(let s, _, _, _)):
        #expect(s.mass == numbers["mass"] && s.stiffness == numbers["stiffness"] && s.damping == numbers["damping"], "\(e.name)")
        // ζ = c / (2√(km)) and response 2π/√(k/m), recomputed here.
        #expect(numbers["dampingRatio"] == s.damping / (2 * (s.stiffness * s.mass).squareRoot()))
        #expect(numbers["response"] == 2 * Double.pi / (s.stiffness / s.mass).squareRoot())
      default:
        Issue.record("\(e.name) (\(e.kind)) resolves to something else")
      }
    }
  }

  @Test("A code presets prints that is platform code reads as that preset; a stiffness name says how to use it")
  func codesResolve() throws {
    var read = 0
    for e in PresetCatalog.entries where e.kind != .stiffness {
      // The easings' codes are all code; of the springs', Material 3's
      // motion scheme calls (the others are described in words).
      guard e.kind == .easing || e.code.hasPrefix("MotionScheme.") else { continue }
      // (A code two presets share, easings.net's easeInSine and its
      // classic version, names neither: the name does.)
      guard PresetCatalog.entries.filter({ $0.code == e.code }).count == 1 else { continue }
      let byCode = cli(["sample", e.code, "--count", "5", "--format", "csv"])
      let byName = cli(["sample", e.name, "--count", "5", "--format", "csv"])
      #expect(byCode.code == 0 && byCode.out == byName.out, "\(e.code): \(byCode.err)")
      read += 1
    }
    #expect(read > 30)
    for e in PresetCatalog.entries where e.kind == .stiffness {
      let r = cli(["sample", e.name])
      let stiffness = e.name.dropFirst("skbounce.".count)
      #expect(r.code == 64 && r.err.contains("is a bounce's stiffness, not a curve: write bounce(stiffness: \(stiffness))"), "\(r.err)")
    }
    // Core Animation's names, with a did-you-mean.
    let wrong = cli(["sample", "CAMediaTimingFunction(name: .easeInOut)"])
    #expect(wrong.code == 64 && wrong.err.contains("takes .default, .easeIn, .easeOut, .easeInEaseOut, .linear. Did you mean"))
  }

  @Test("SKBounce's stiffnesses are its constants: 5, 0.1 and 0.001 (SKBounceAnimation.m)")
  func stiffnesses() {
    let residuals = PresetCatalog.entries.filter { $0.kind == .stiffness }.map { $0.values.first?.1 }
    #expect(residuals == [5, 0.1, 0.001])
  }

  @Test("Filters, the did-you-mean, and JSON with schema, tool and camelCase keys")
  func command() throws {
    let all = try #require(cli(["presets", "--format", "json"]).json)
    #expect(all["schema"]?.stringValue == JSONSchema.presets.id && all["tool"]?.stringValue?.hasPrefix("curvetool ") == true)
    let items = try #require(all["presets"]?.arrayValue)
    #expect(items.count == PresetCatalog.entries.count)
    func keys(_ j: JSON?) -> [String] {
      if case .object(let members)? = j { return members.map(\.0) }
      return []
    }
    for item in items {
      for key in keys(item) + keys(item["values"]) {
        #expect(key.first?.isLowercase == true && !key.contains("_") && !key.contains("-"), "\(key)")
      }
    }
    let springs = try #require(cli(["presets", "--platform", "swiftUI", "--kind", "spring", "--format", "json"]).json?["presets"]?.arrayValue)
    #expect(!springs.isEmpty && springs.allSatisfy { $0["platform"]?.stringValue == "swiftUI" && $0["kind"]?.stringValue == "spring" })
    let typo = cli(["presets", "--platform", "swiftuii"])
    #expect(typo.code == 64 && typo.err.contains("Did you mean 'swiftUI'?"))
    let text = cli(["presets", "--namespace", "m3"])
    #expect(text.code == 0 && text.out.contains("m3.emphasized-decelerate") && text.out.contains("source: "))
    // Only an address longer than a line may pass 80 columns.
    #expect(text.out.split(separator: "\n").allSatisfy { $0.count <= 80 || $0.contains("://") })
    let csv = cli(["presets", "--format", "csv"]).out.split(separator: "\n")
    #expect(csv.first == "name,namespace,platform,kind,code,values,source" && csv.count == PresetCatalog.entries.count + 1)
  }
}
