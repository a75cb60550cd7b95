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
      #expect(file.lines.all == expectedLines)
    }
  }

  @Test("Edge spellings read exactly as Double(String) reads them (the fast path and its limits)")
  func edges() throws {
    let spellings = [
      "-0", "0", "0.0", "-0.0", "0e500", "1e22", "1e23", "-1e-22", "1e-23", "9007199254740992", "9007199254740993",
      "9007199254740993e-5", "123456789012345678", "1234567890123456789", "12345678901234567890", "0.30000000000000004",
      "1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308", "1.", ".5", "-.5", "+1.5", "0x1p3", "1e+2",
      "00000000000000000000001.5", "0.000000000000000000000000000001", "99.87654321234567", "8.5E3", "3e0004",
    ]
    let text = spellings.map { "0,\($0)" }.joined(separator: "\n") + "\n"
    let file = try SampleFile.parse(Array(text.utf8), fps: 60)
    for (s, y) in zip(spellings, file.samples.y) {
      let expected = try #require(Double(s), "\(s)")
      #expect(y.bitPattern == expected.bitPattern, "\(s): \(y) vs \(expected)")
    }
    #expect(file.samples.y.count == spellings.count)
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
    #expect(message("0 1 2\n") == "line 1: 3 columns and no header; name them with --time-column and --value-column, or put a list of values one per line or in [ ]")
  }

  @Test("A file whose first rows are its longest is read without regrowing the arrays")
  func reservedRoom() throws {
    // The first fifth of docs/perf/side_by_side.py's file: a noisy damped
    // cosine from 0 towards 100 in steps of 2 µs. The first rows' values,
    // near 0, take more characters ("-0.1279401442238002") than the later
    // ones ("95.88411064141468"), so the first 64 KiB suggest a few per
    // cent fewer rows than there are.
    let rows = 200_000
    var g = SeededRandom(seed: 7)
    var text = "t,value\n"
    for i in 0..<rows {
      let t = 2 * Double(i) / 1_000_000
      let y = -100 * exp(-3 * t) * cos(12 * t) + 100 + 0.5 * g.gauss()
      text += NumberBytes.text(t) + "," + NumberBytes.text(y) + "\n"
    }
    let path = Scratch.path("rows.csv")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let samples = try SampleFile.read(path, io: .captured(), fps: 60).samples
    #expect(samples.t.count == rows)
    // An array that outgrows its room doubles it, so a regrown array would
    // hold room for 1.9 × the rows or more (2 × 0.97 here, with the old
    // 1 % margin); the room reserved is 1.5 × the estimate.
    for column in [samples.t, samples.y] {
      #expect(column.capacity >= rows && column.capacity < rows * 19 / 10, "\(column.capacity)")
    }
  }
}

@Suite("fit without --model on large files")
struct LargeAutoFitTests {
  @Test("Models are compared on Fitter.selectionSamples evenly spaced samples; the winner is fitted to all, exactly as --model gives it")
  func decimatedSelection() throws {
    var g = SeededRandom(seed: 61)
    var text = "t,value\n"
    // Everyday: twice the compared samples; exhaustive: 10,000.
    let compared = Fitter.selectionSamples
    let n = TestTier.exhaustive ? 10_000 : 2 * compared
    for i in 0..<n {
      let t = 2 * Double(i) / Double(n)
      text += "\(t),\(100 * (1 - exp(-3 * t) * cos(12 * t)) + 0.5 * g.gauss())\n"
    }
    let path = Scratch.path("auto.csv")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let auto = try #require(cli(["fit", path, "--format", "json"]).json)
    let ranking = try #require(auto.array("ranking"))
    #expect(ranking.allSatisfy { $0.number("samples") == Double(compared) })
    let winner = try #require(ranking.first?["model"]?.stringValue)
    #expect(winner == "damped-cosine")
    let direct = try #require(cli(["fit", path, "--model", winner, "--format", "json"]).json)
    #expect(auto["parameters"] == direct["parameters"])
    // The result is the fit on all the samples.
    #expect(auto.number("n") == Double(n) && auto.number("rmse") == direct.number("rmse"))
    let report = cli(["fit", path]).out
    #expect(report.contains("Ranking by BIC (lower is better), on \(compared) evenly spaced of the \(n) samples"))
  }
}

@Suite("Sample files stream in")
struct StreamingReaderTests {
  /// A reader of `chunks` as standard input, one chunk per read.
  static func read(_ text: String) throws(CommandError) -> SampleFile {
    var io = CommandIO.captured()
    io.standardInput = .bytes(Array(text.utf8))
    return try SampleFile.read("-", io: io, fps: 60)
  }

  @Test("Lines split across reads keep their numbers; CR, CRLF and LF all end a line")
  func chunks() throws {
    var g = SeededRandom(seed: 71)
    for _ in 0..<20 {
      var text = "t,value\n"
      var lines: [Int] = []
      var line = 1
      for i in 0..<Int(g.uniform(20...400)) {
        if g.uniform(0...1) < 0.05 {
          text += "# note\r"
          line += 1
        }
        text += "\(Double(i) * 0.01),\(g.gauss())" + ["\n", "\r\n", "\r"][Int(g.uniform(0...2.99))]
        line += 1
        lines.append(line)
      }
      let whole = try SampleFile.parse(InputFileBytes.normalised(text), fps: 60)
      // Through the scanner in chunks of random sizes.
      var scanner = InputScanner(limits: .standard)
      var reader = DelimitedReader(fps: 60, columns: .init())
      var number = 0
      let bytes = Array(text.utf8)
      var start = 0
      func emit(_ line: UnsafeBufferPointer<UInt8>, _: Bool) throws(CommandError) {
        number += 1
        do throws(FitError) {
          try reader.line(line, number: number)
        } catch {
          throw SampleFile.failure(error, file: nil)
        }
      }
      while start < bytes.count {
        let end = Swift.min(bytes.count, start + Int(g.uniform(1...40)))
        try scanner.consume(bytes[start..<end], name: "x", emit: emit)
        start = end
      }
      try scanner.finish(name: "x", emit: emit)
      let streamed = reader.finish()
      #expect(streamed.samples.t == whole.samples.t && streamed.samples.y == whole.samples.y)
      #expect(streamed.lines.all == lines && whole.lines.all == lines)
    }
  }

  @Test("A bad header is refused from the first lines; a bad row names its line however far in")
  func refusals() {
    var text = "time,speed\n"
    for i in 0..<100_000 { text += "\(i),\(i)\n" }
    #expect(throws: CommandError.self) { try Self.read(text) }
    do {
      _ = try Self.read(text)
    } catch {
      #expect(error.message.hasPrefix("line 1: no value column in the header 'time,speed'"))
    }
    var late = "t,value\n"
    for i in 0..<50_000 { late += "\(i),\(i)\n" }
    late += "50000,oops\n"
    do {
      _ = try Self.read(late)
      Issue.record("accepted a bad row")
    } catch {
      #expect(error.message == "line 50002: 'oops' is not a number")
    }
  }

  @Test("JSON and pasted code are still read whole")
  func wholeFormats() throws {
    #expect(try Self.read("{\"t\": [0, 0.5, 1], \"value\": [0, 2, 3]}").samples.y == [0, 2, 3])
    #expect(try Self.read("let values: [Float] = [0, 1.5, 2]").samples.y == [0, 1.5, 2])
  }
}

/// The bytes ``InputFile`` hands on for a text: lines ended by LF.
enum InputFileBytes {
  static func normalised(_ text: String) throws -> [UInt8] {
    var s = InputScanner(limits: .standard)
    try s.consume(Array(text.utf8)[...], name: "x")
    return try s.finish(name: "x")
  }
}
