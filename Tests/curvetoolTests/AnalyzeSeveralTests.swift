// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

@Suite("analyze compares several curves")
struct AnalyzeSeveralTests {
  @Test("JSON: an array of exactly the single-curve analyses; text: one row per curve within 80 columns")
  func several() throws {
    let curves = [".bouncy", ".snappy", "cubic-bezier(.68,-.55,.27,1.55)", "bounce(bounces: 2)"]
    let r = cli(["analyze"] + curves + ["--format", "json"])
    #expect(r.code == 0)
    let array = try #require(r.json?.arrayValue)
    #expect(array.count == curves.count)
    for (curve, item) in zip(curves, array) {
      #expect(item == cli(["analyze", curve, "--format", "json"]).json, "\(curve)")
    }
    let text = cli(["analyze"] + curves)
    #expect(text.code == 0 && text.out.split(separator: "\n").allSatisfy { $0.count <= 80 })
    for curve in curves { #expect(text.out.contains(String(curve.prefix(12))), "\(curve)") }
    // The settle band applies to every curve.
    let wide = try #require(cli(["analyze", ".bouncy", ".snappy", "--epsilon", "0.01", "--format", "json"]).json?.arrayValue)
    #expect(wide.allSatisfy { $0["analysis"]?["epsilon"]?.doubleValue == 0.01 })
  }

  @Test("Unquoted words still make one expression; a word that is no curve is named")
  func words() {
    let one = cli(["analyze", "spring(stiffness:", "300,", "damping:", "20)", "--format", "json"])
    #expect(one.code == 0 && one.json?["schema"]?.stringValue == JSONSchema.analyze.id)
    let typo = cli(["analyze", ".bouncy", ".snapy"])
    #expect(typo.code == 64 && typo.err.contains("unknown curve '.snapy'. Did you mean '.snappy'?"))
  }
}

@Suite("sample takes several curves")
struct SampleSeveralTests {
  @Test("JSON: an array of exactly the single-curve documents; text one after another; CSV refused")
  func several() throws {
    let curves = [".bouncy", "ease-in-out", "bounce(bounces: 2)"]
    let r = cli(["sample"] + curves + ["--fps", "30", "--format", "json"])
    #expect(r.code == 0)
    let array = try #require(r.json?.arrayValue)
    #expect(array.count == curves.count)
    for (curve, item) in zip(curves, array) {
      #expect(item == cli(["sample", curve, "--fps", "30", "--format", "json"]).json, "\(curve)")
    }
    let text = cli(["sample"] + curves)
    #expect(text.code == 0 && curves.allSatisfy { c in text.out.contains(cli(["sample", c]).out) })
    let csv = cli(["sample"] + curves + ["--format", "csv"])
    #expect(csv.code == 64 && csv.err.contains("a CSV holds one curve"))
  }
}
