// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import curvetool

/// Right units without asking: time columns by name with their unit,
/// times whose steps do not fit their unit, durations that look like
/// milliseconds, and the move the size-dependent rules assume.
@Suite("Units: time columns by name, suspicious steps, durations in ms, the assumed move")
struct UnitsTests {
  /// A spring (stiffness 157.9, ratio 0.7) from 0 to 1.
  static func spring(_ t: Double) -> Double { AnalyticSpring.unitStep(t, stiffness: 157.9, ratio: 0.7) }


  /// `rows` samples at `fps`, times written in `scale` units per second.
  static func csv(header: String, fps: Double, rows: Int, scale: Double, separator: String = ",") -> String {
    var text = header + "\n"
    for i in 0..<rows {
      let t = Double(i) / fps
      text += "\(t * scale)\(separator)\(spring(t))\n"
    }
    return text
  }

  @Test(
    "A time column is told by its name, and its unit with it",
    arguments: [
      ("t", SampleColumns.TimeUnit.seconds), ("time", .seconds), ("Time", .seconds), ("times", .seconds),
      ("timestamp", .seconds), ("elapsed", .seconds), ("time_s", .seconds), ("t_sec", .seconds),
      ("time (s)", .seconds), ("seconds", .seconds), ("t_ms", .milliseconds), ("T_MS", .milliseconds),
      ("time_ms", .milliseconds), ("timestamp_ms", .milliseconds), ("time (ms)", .milliseconds),
      ("Time [ms]", .milliseconds), ("t-ms", .milliseconds), ("time.millis", .milliseconds), ("ms", .milliseconds),
      ("milliseconds", .milliseconds), ("timestamp_us", .microseconds), ("time (µs)", .microseconds),
      ("frame", .frames(30)), ("frames", .frames(30)), ("time [frames]", .frames(30)),
    ])
  func names(_ name: String, _ unit: SampleColumns.TimeUnit) {
    #expect(SampleColumns.timeColumnUnit(name, fps: 30) == unit, "\(name)")
  }

  @Test("Names that are not time columns stay unread", arguments: ["s", "f", "type", "tms", "time (min)", "time [ms", "t_x", "value", "velocity", ""])
  func notNames(_ name: String) {
    #expect(SampleColumns.timeColumnUnit(name, fps: 60) == nil, "\(name)")
  }

  @Test("Each spelling reads the same times in seconds; a tab-separated header may have spaces in its names")
  func spellings() throws {
    // 30 fps data: read as a values array at 60 fps it fitted stiffness 631.
    let reference = try SampleFile.parse(Array(Self.csv(header: "t,value", fps: 30, rows: 31, scale: 1).utf8), fps: 60)
    #expect(reference.samples.t.count == 31 && reference.warnings.isEmpty)
    for (header, scale) in [("time_s,value", 1.0), ("time (ms),value", 1000), ("Time [ms],value", 1000), ("t_ms,value", 1000)] {
      let file = try SampleFile.parse(Array(Self.csv(header: header, fps: 30, rows: 31, scale: scale).utf8), fps: 60)
      #expect(file.warnings.isEmpty, "\(header)")
      // The same times to the rounding of t·1000/1000.
      for (a, b) in zip(file.samples.t, reference.samples.t) { #expect(Swift.abs(a - b) <= 1e-15, "\(header)") }
    }
    let tabbed = try SampleFile.parse(Array(Self.csv(header: "Time [ms]\tvalue", fps: 30, rows: 31, scale: 1000, separator: "\t").utf8), fps: 60)
    #expect(tabbed.samples.t.count == 31 && Swift.abs(tabbed.samples.t[30] - 1) <= 1e-15)
    // The whole fit: the spring comes back.
    let path = try SwiftSourceTests.temporary("time_s.csv", Self.csv(header: "time_s,value", fps: 30, rows: 31, scale: 1))
    let fit = cli(["fit", path, "--model", "spring", "--format", "json"])
    let stiffness = try #require(try JSONReader.parse(fit.out).object("spring")?.number("stiffness"))
    #expect(Swift.abs(stiffness - 157.9) <= 1e-9 * 157.9, "\(stiffness)")
  }

  @Test("A header with no time column says which columns it did not read")
  func unreadColumns() throws {
    let file = try SampleFile.parse(Array("when,value\n0,0\n1,0.5\n2,1\n".utf8), fps: 60)
    #expect(file.kind == "values array")
    #expect(file.warnings == ["no time column in the header (not read: 'when'): the values are taken 60 a second; name it with --time-column"])
    // Two time columns: the one read is named, and the one not read.
    let two = try SampleFile.parse(Array("# recorded\r\nt_ms,time_s,value\r\n\r\n0,0,0\r\n16.7,0.0167,0.5\r\n33.3,0.0333,1\r\n".utf8), fps: 60)
    #expect(two.warnings == ["the header has more than one time column: read 't_ms', not 'time_s'; choose with --time-column"])
    #expect(zip(two.samples.t, [0, 0.0167, 0.0333]).allSatisfy { abs($0 - $1) < 1e-15 })
    // A value column alone reads as a values array without a word.
    #expect(try SampleFile.parse(Array("value\n0\n0.5\n1\n".utf8), fps: 60).warnings.isEmpty)
  }

  @Test("Steps that do not fit the unit are warned about, naming --time-unit; a unit given is trusted")
  func suspiciousSteps() throws {
    // Milliseconds under a seconds name (the 399 s spring).
    let ms = Array(Self.csv(header: "t,value", fps: 60, rows: 25, scale: 1000).utf8)
    let file = try SampleFile.parse(ms, fps: 60)
    #expect(file.warnings.count == 1)
    #expect(file.warnings.first?.hasPrefix("the time column 't' spans 400 s in steps of 16.67: they look like milliseconds; pass --time-unit ms") == true)
    var given = SampleColumns()
    given.unit = .milliseconds
    let read = try SampleFile.parse(ms, fps: 60, columns: given)
    #expect(read.warnings.isEmpty && Swift.abs(read.samples.t[24] - 0.4) <= 1e-15)
    // The same numbers as JSON.
    let json = "{\"t\": [" + (0..<25).map { "\(Double($0) * 1000 / 60)" }.joined(separator: ",") + "], \"value\": ["
      + (0..<25).map { "\(Self.spring(Double($0) / 60))" }.joined(separator: ",") + "]}"
    #expect(try SampleFile.parse(Array(json.utf8), fps: 60).warnings.first?.contains("--time-unit ms") == true)
    // Frame numbers under a seconds name.
    let frames = try SampleFile.parse(Array(("t,value\n" + (0..<40).map { "\($0),\(Self.spring(Double($0) / 60))\n" }.joined()).utf8), fps: 60)
    #expect(frames.warnings.first?.contains("they look like frame numbers (or milliseconds); pass --time-unit frames@60") == true)
    // Seconds under a milliseconds name.
    let seconds = try SampleFile.parse(Array(Self.csv(header: "t_ms,value", fps: 60, rows: 25, scale: 1).utf8), fps: 60)
    #expect(seconds.warnings.first?.contains("they look like seconds; pass --time-unit s") == true)
    // Milliseconds under a frames name.
    let framesMs = try SampleFile.parse(Array(Self.csv(header: "frame,value", fps: 60, rows: 25, scale: 1000).utf8), fps: 60)
    #expect(framesMs.warnings.first?.contains("frames: they look like milliseconds") == true)
    // Plausible times: nothing (a 10 s recording in seconds is not long).
    #expect(try SampleFile.parse(Array(Self.csv(header: "t,value", fps: 60, rows: 601, scale: 1).utf8), fps: 60).warnings.isEmpty)
    #expect(try SampleFile.parse(Array(Self.csv(header: "t_ms,value", fps: 60, rows: 25, scale: 1000).utf8), fps: 60).warnings.isEmpty)
  }

  @Test("analyze --data and plot --data take --time-unit (and the column options); without --data they are refused")
  func dataCommands() throws {
    let seconds = try SwiftSourceTests.temporary("s.csv", Self.csv(header: "t,value", fps: 60, rows: 25, scale: 1))
    let ms = try SwiftSourceTests.temporary("ms.csv", Self.csv(header: "t,value", fps: 60, rows: 25, scale: 1000))
    let warned = cli(["analyze", "--data", ms])
    #expect(warned.code == 0 && warned.err.contains("pass --time-unit ms"))
    let fixed = cli(["analyze", "--data", ms, "--time-unit", "ms", "--format", "json"])
    let truth = cli(["analyze", "--data", seconds, "--format", "json"])
    #expect(fixed.code == 0 && fixed.err.isEmpty)
    let settle = try JSONReader.parse(fixed.out)["analysis"]?.number("settleTime")
    let expected = try JSONReader.parse(truth.out)["analysis"]?.number("settleTime")
    #expect(settle != nil && settle == expected)
    let plot = cli(["plot", "--data", ms, "--time-unit", "ms", "--svg", "-"])
    #expect(plot.code == 0 && plot.err.isEmpty && plot.out.contains("<svg"))
    for command in [["analyze", ".bouncy"], ["plot", ".bouncy"]] {
      let refused = cli(command + ["--time-unit", "ms"])
      #expect(refused.code == 64 && refused.err.hasPrefix("Error: --time-unit <unit> applies to the samples of --data"))
    }
    let bad = cli(["analyze", "--data", ms, "--time-unit", "minutes"])
    #expect(bad.code == 64 && bad.err.contains("use s, ms, us or frames@FPS"))
  }

  @Test("Durations, responses and settling times over 10 s warn once, suggesting milliseconds; 10 s and less do not")
  func longDurations() {
    #expect(SecondsCheck.parameterNames.isSuperset(of: ["duration", "response", "settlingDuration", "visualDuration"]))
    #expect(SecondsCheck.flags.isSuperset(of: ["duration", "response", "settling-duration", "visual-duration"]))
    let cases: [([String], String?)] = [
      (["spring", "--response", "500"], "warning: --response 500 is 500 s (8.33 min), read in seconds; for 500 ms write --response 0.5"),
      (["sample", ".easeIn(duration: 300)", "--count", "3"], "warning: 'duration: 300' is 300 s (5 min), read in seconds; for 300 ms write 'duration: 0.3'"),
      (["analyze", "{ type: 'spring', visualDuration: 12, bounce: 0.2 }"], "warning: 'visualDuration: 12' is 12 s (longer than 10 s)"),
      (["sample", "Spring(settlingDuration: 20, dampingRatio: 1)", "--count", "3"], "warning: 'settlingDuration: 20' is 20 s"),
      (["bezier", "ease", "--duration", "300"], "warning: --duration 300 is 300 s (5 min)"),
      (["sample", ".easeIn(duration: 10)", "--count", "3"], nil),
      (["sample", "tween(durationMillis = 300)", "--count", "3"], nil),
      (["sample", ".spring(response: 0.5)", "--count", "3"], nil),
    ]
    for (args, warning) in cases {
      let r = cli(args)
      #expect(r.code == 0, "\(args)")
      if let warning {
        let lines = r.err.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix(warning), "\(args): \(r.err)")
      } else {
        #expect(!r.err.contains("warning"), "\(args): \(r.err)")
      }
    }
  }

  @Test("The done table says which move the size-dependent rules assume and how to set it")
  func assumedMove() {
    let unit = cli(["spring", "--stiffness", "1500", "--damping-ratio", "0.5"]).out
    #expect(unit.contains("The move is 0 → 1 in value units: Android reads them as pixels"))
    #expect(unit.contains("so these rows describe a move of 1 px; for a 300 px slide give --from 0 --to"))
    let alpha = cli(["spring", "--stiffness", "1500", "--damping-ratio", "0.5", "--to", "300", "--android-threshold", "alpha"]).out
    #expect(alpha.contains("The move is 0 → 300 in value units: Android's smallest visible change is") && !alpha.contains("describe a move of"))
    #expect(alpha.contains("0.003906 of them (--android-threshold)"))
    // Which rules depend on the move is measured on the rules: the three
    // libraries whose defaults scale with it (Motion's granular restDelta
    // below a move of 5, Popmotion's |to − from|/100, react-spring's
    // 0.001·|to − from|; docs/platforms.md §1), named in the sentence.
    #expect(SpringReport.sizedByMove == ["Motion", "Popmotion", "react-spring"])
    let words = unit.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("and Motion, Popmotion and react-spring choose their thresholds by the move's size"))
  }

  @Test("analyze --data estimates the noise and makes no claim inside it; clean data keeps every claim")
  func noisyRecording() throws {
    var random = SeededRandom(seed: 38)
    var text = "t,value\n"
    for i in 0..<90 { text += "\(Double(i) / 60),\(Self.spring(Double(i) / 60) + 0.005 * random.gauss())\n" }
    let noisy = try SwiftSourceTests.temporary("noisy.csv", text)
    let report = cli(["analyze", "--data", noisy])
    #expect(report.code == 0)
    #expect(report.out.contains("  noise            ±"))
    #expect(report.out.contains("settle time      not stated: the band is inside the noise; --epsilon "))
    let json = try JSONReader.parse(cli(["analyze", "--data", noisy, "--format", "json"]).out)
    let noise = try #require(json["noise"])
    let sigma = try #require(noise.number("sigma"))
    #expect(Swift.abs(sigma / 0.005 - 1) < 0.3, "\(sigma)")
    #expect(noise["settleTimeStated"] == .bool(false) && json["analysis"]?["settleTime"] == .null)
    #expect((noise.number("turningPointsInside") ?? 0) >= 10)
    // The real first peak (π/ω_d = 0.35 s, 4.5 % over) stands above the
    // noise, at the highest noisy sample near it.
    let turns = try #require(json["analysis"]?["turningPoints"]?.arrayValue)
    let peak = try #require(turns.first?.number("time"))
    #expect(peak >= 0.3 && peak <= 0.45, "\(peak)")
    // A band wider than the noise: the settle time is stated again.
    let wide = try JSONReader.parse(cli(["analyze", "--data", noisy, "--format", "json", "--epsilon", "0.05"]).out)
    #expect(wide["noise"]?["settleTimeStated"] == .bool(true) && wide["analysis"]?.number("settleTime") != nil)
    // Clean samples: the same report as before the estimate, no noise row.
    let clean = try SwiftSourceTests.temporary("clean.csv", Self.csv(header: "t,value", fps: 60, rows: 90, scale: 1))
    let plain = cli(["analyze", "--data", clean])
    #expect(!plain.out.contains("noise"))
    let cleanJSON = try JSONReader.parse(cli(["analyze", "--data", clean, "--format", "json"]).out)
    #expect(cleanJSON["noise"]?["turningPointsInside"] == .number(0) && cleanJSON["noise"]?["settleTimeStated"] == .bool(true))
    // Every turn of the motion: the velocity's zeros nπ/ω_d before the last
    // sample (89/60 s), none lost.
    let wd = (157.9 * (1 - 0.49)).squareRoot()
    let expected = (1...10).filter { Double($0) * Double.pi / wd < 89.0 / 60 }.count
    #expect(cleanJSON["analysis"]?["turningPoints"]?.arrayValue?.count == expected && expected == 4)
  }
}
