// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Testing

@testable import curvetool

/// Every command that takes curves takes several (docs/cli.md, Values):
/// convert and export too, each curve as it would be alone.
@Suite("Several curves")
struct SeveralCurvesTests {
  @Test("convert A B: each report as convert A and convert B write it; JSON an array of their documents")
  func convert() throws {
    let a = cli(["convert", ".bouncy", "--as", "compose"])
    let b = cli(["convert", "ease", "--as", "compose"])
    let both = cli(["convert", ".bouncy", "ease", "--as", "compose"])
    #expect(both.code == 0 && both.out == a.out + "\n" + b.out)
    let json = try #require(cli(["convert", ".bouncy", "ease", "--format", "json"]).json?.arrayValue)
    #expect(json.count == 2)
    #expect(json.first == cli(["convert", ".bouncy", "--format", "json"]).json)
    // One unquoted expression in several words is still one curve.
    #expect(cli(["convert", "spring(stiffness:", "300,", "damping:", "20)", "--as", "swiftUI"]).out.contains("stiffness 300"))
  }

  @Test("export A B: code named name-1, name-2; JSON an array; one-curve formats refuse several")
  func export() throws {
    let css = cli(["export", ".bouncy", "ease", "-f", "css-keyframes"])
    #expect(css.code == 0 && css.out.contains("@keyframes curve-1") && css.out.contains("@keyframes curve-2"))
    let alone = cli(["export", "ease", "-f", "css-keyframes", "--name", "curve-2"])
    #expect(css.out.hasSuffix(alone.out))
    let json = try #require(cli(["export", ".bouncy", "ease", "-f", "json"]).json?.arrayValue)
    #expect(json.count == 2 && json.allSatisfy { $0.string("schema") == "curvetool.export/1" })
    let lottie = cli(["export", ".bouncy", "ease", "-f", "lottie"])
    #expect(lottie.code == 64 && lottie.err.contains("--format lottie writes one curve"))
  }
}

/// CSV headers by one rule (docs/json.md §3): what sample writes, fit reads.
@Suite("CSV round trip")
struct CSVRoundTripTests {
  @Test("sample .bouncy -f csv read by fit --model spring gives .bouncy's spring back")
  func sampleThenFit() throws {
    let csv = cli(["sample", ".bouncy", "--count", "60", "-f", "csv"]).out
    #expect(csv.hasPrefix("t,value,velocity (units/s)\n"))
    let fit = try #require(cli(["fit", "-", "--model", "spring", "--format", "json"], stdin: csv).json)
    let want = Spring(duration: 0.5, bounce: 0.3)
    let k = try #require(fit.object("spring")?.number("stiffness"))
    let c = try #require(fit.object("spring")?.number("damping"))
    #expect(Swift.abs(k - want.stiffness) <= 1e-6 * want.stiffness && Swift.abs(c - want.damping) <= 1e-6 * want.damping)
  }
}
