// This file is part of curvetool. SPDX-License-Identifier: MIT

import Fit
import Foundation
import TestSupport
import Testing

@testable import curvetool

/// The byte-level CSV reader reads every number as `Double(String)` does,
/// whatever the spelling, separators and line ends.
@Suite("Delimited sample files, read from bytes")
struct DelimitedReaderTests {
  @Test("Random files: every number bit-identical to Double(String), every line numbered", arguments: [51, 52, 53] as [UInt64])
  func numbers(seed: UInt64) throws {
    var g = SeededRandom(seed: seed)
    for _ in 0..<30 {
      let separator = [",", ", ", "\t", " ", "  "][Int(g.uniform(0...4.99))]
      let newline = Bool.random(using: &g) ? "\r\n" : "\n"
      var text = Bool.random(using: &g) ? "time\(separator.contains(",") ? "," : " ")value\(newline)" : ""
      var expectedT: [Double] = []
      var expectedY: [Double] = []
      var expectedLines: [Int] = []
      var line = text.isEmpty ? 0 : 1
      for _ in 0..<Int(g.uniform(3...60)) {
        if g.uniform(0...1) < 0.1 {
          text += (Bool.random(using: &g) ? "# a comment" : "   ") + newline
          line += 1
          continue
        }
        let t = g.uniform(0...100)
        let y = g.gauss() * pow(10, g.uniform(-8...8))
        // Spellings Double(String) reads: shortest, fixed, exponent, leading +.
        let spell = { (x: Double) -> String in
          switch Int(g.uniform(0...3.99)) {
          case 0: return "\(x)"
          case 1: return String(format: "%.6f", x)
          case 2: return String(format: "%.12e", x)
          default: return x >= 0 ? "+\(x)" : "\(x)"
          }
        }
        let ts = spell(t)
        let ys = spell(y)
        text += " \(ts)\(separator)\(ys) " + newline
        line += 1
        expectedT.append(try #require(Double(ts)))
        expectedY.append(try #require(Double(ys)))
        expectedLines.append(line)
      }
      let file = try SampleFile.parse(Array(text.utf8), fps: 60)
      #expect(file.samples.t == expectedT)
      #expect(file.samples.y == expectedY)
      #expect(file.lines == expectedLines)
    }
  }

  @Test("Refusals name their line; the header is checked before any row")
  func refusals() {
    func message(_ text: String) -> String {
      do {
        _ = try SampleFile.parse(Array(text.utf8), fps: 60)
        return ""
      } catch {
        return error.message
      }
    }
    #expect(message("t,value\n0,1\n0.1,x\n") == "line 3: 'x' is not a number")
    #expect(message("t,value\n0,1\n0.1,2,3\n") == "line 3: 3 columns; expected 2 (t, value)")
    #expect(message("a,b\n0,1\n").hasPrefix("line 1: no value column in the header 'a,b'"))
    #expect(message("0 1 2\n") == "line 1: 3 columns and no header; name them with --time-column and --value-column")
  }
}

@Suite("fit without --model on large files")
struct LargeAutoFitTests {
  @Test("Models are compared on 1000 evenly spaced samples; the winner is fitted to all, exactly as --model gives it")
  func decimatedSelection() throws {
    var g = SeededRandom(seed: 61)
    var text = "t,value\n"
    for i in 0..<10_000 {
      let t = 2 * Double(i) / 10_000
      text += "\(t),\(100 * (1 - exp(-3 * t) * cos(12 * t)) + 0.5 * g.gauss())\n"
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("auto-\(UUID().uuidString).csv").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let auto = try #require(cli(["fit", path, "--format", "json"]).json)
    let ranking = try #require(auto.array("ranking"))
    #expect(ranking.allSatisfy { $0.number("samples") == 1000 })
    let winner = try #require(ranking.first?["model"]?.stringValue)
    #expect(winner == "damped-cosine")
    let direct = try #require(cli(["fit", path, "--model", winner, "--format", "json"]).json)
    #expect(auto["parameters"] == direct["parameters"])
    // The result is the fit on all 10000 samples.
    #expect(auto.number("n") == 10_000 && auto.number("rmse") == direct.number("rmse"))
    let report = cli(["fit", path]).out
    #expect(report.contains("Ranking by BIC (lower is better), on 1000 evenly spaced of the 10000 samples"))
  }
}

@Suite("fit shows progress on large files")
struct FitProgressTests {
  @Test("On a terminal's stderr for files over 8 MB; never when piped or with --quiet")
  func progress() throws {
    // 8.4 MB, most of it comment lines: big to read, quick to fit.
    var text = "t,value\n" + String(repeating: "# " + String(repeating: "x", count: 98) + "\n", count: 84_000)
    for i in 0..<200 { text += "\(Double(i) / 100),\(1 - exp(-3 * Double(i) / 100))\n" }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).csv").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var io = CommandIO.captured()
    io.stderrIsTerminal = true
    #expect(CurveTool.run(["fit", path, "--model", "spring"], io: io) == 0)
    #expect(io.stderr.text.contains("read 200 rows; fitting spring…"))
    var quiet = CommandIO.captured()
    quiet.stderrIsTerminal = true
    #expect(CurveTool.run(["fit", path, "--model", "spring", "--quiet"], io: quiet) == 0)
    #expect(quiet.stderr.text.isEmpty)
    #expect(cli(["fit", path, "--model", "spring"]).err.isEmpty)
  }
}
