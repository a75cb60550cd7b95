// This file is part of curvetool. SPDX-License-Identifier: MIT

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
