// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// curvetool reads everything it writes: every sample writer × the sample
/// reader, compared with the writer's own JSON; columns and time units.
@Suite("fit reads what curvetool writes")
struct ReadBackTests {
  /// (writer command, the same command's JSON, how close values must be).
  static let writers: [([String], [String], Double)] = [
    (["sample", ".bouncy", "--format", "csv"], ["sample", ".bouncy", "--format", "json"], 0),
    (["sample", ".bouncy", "--format", "json"], ["sample", ".bouncy", "--format", "json"], 0),
    (["bounce", "--to", "100", "--format", "csv"], ["bounce", "--to", "100", "--format", "json"], 0),
    (["bounce", "--to", "100", "--format", "json"], ["bounce", "--to", "100", "--format", "json"], 0),
    (["bounce", "--to", "100", "--format", "swift"], ["bounce", "--to", "100", "--format", "json"], 0),
    (["bounce", "--compat", "skbounce", "--format", "swift"], ["bounce", "--compat", "skbounce", "--format", "json"], 0),
    (["spring", "--to", "50", "--format", "csv"], ["spring", "--to", "50", "--format", "json"], 0),
    (["spring", "--to", "50", "--format", "json"], ["spring", "--to", "50", "--format", "json"], 0),
    (["spring", "--to", "50", "--format", "swift"], ["spring", "--to", "50", "--format", "json"], 0),
    (["export", ".bouncy", "-f", "csv"], ["export", ".bouncy", "-f", "json"], 0),
    (["export", ".bouncy", "-f", "json"], ["export", ".bouncy", "-f", "json"], 0),
    (["export", ".bouncy", "-f", "swift", "--sampled"], ["export", ".bouncy", "-f", "json"], 0),
    (["export", ".bouncy", "-f", "css-keyframes"], ["export", ".bouncy", "-f", "json"], 0),
    (["export", "bounce(bounces: 2)", "-f", "android"], ["export", "bounce(bounces: 2)", "-f", "json"], 1e-7),
  ]

  @Test("Every writer's output reads back to its own times and values", arguments: writers)
  func readBack(_ writer: [String], _ reference: [String], _ tolerance: Double) throws {
    let written = cli(writer)
    #expect(written.code == 0)
    let file = try SampleFile.parse(Array(written.out.utf8), fps: 60)
    let json = try #require(cli(reference).json)
    let times = try #require(json.numbers("times") ?? json.numbers("t"))
    let values = try #require(json.numbers("values") ?? json.numbers("value"))
    #expect(file.samples.y.count == values.count, "\(writer): \(file.kind)")
    for (a, b) in zip(file.samples.y, values) { #expect(abs(a - b) <= tolerance * max(1, abs(b)), "\(writer)") }
    // Android stores fractions as Float: its times carry that precision too.
    for (a, b) in zip(file.samples.t, times) { #expect(abs(a - b) <= max(tolerance, 1e-12) * max(1, abs(b)), "\(writer)") }
  }

  @Test("Columns by name or index, units from the header or --time-unit")
  func columns() throws {
    let csv = "frame_id,timestamp_ms,y,other\n1,0,0,9\n2,16,0.5,9\n3,33,0.9,9\n4,50,1,9\n"
    let byHeader = try SampleFile.parse(Array(csv.utf8), fps: 60)
    #expect(byHeader.samples.t == [0, 0.016, 0.033, 0.05] && byHeader.samples.y == [0, 0.5, 0.9, 1])
    var cols = SampleColumns()
    cols.time = .init("1")
    cols.value = .init("other")
    cols.unit = .frames(30)
    let byIndex = try SampleFile.parse(Array(csv.utf8), fps: 60, columns: cols)
    let frames: [Double] = [1, 2, 3, 4].map { (f: Double) -> Double in f / 30 }
    let nines: [Double] = [9, 9, 9, 9]
    #expect(byIndex.samples.t == frames && byIndex.samples.y == nines)
    let r = cli(["fit", "-", "--value-column", "nope"], stdin: csv)
    #expect(r.code == 65 && r.err.contains("no column 'nope' for --value-column"))
    #expect(cli(["fit", "-", "--time-unit", "hours"], stdin: csv).code == 64)
  }

  @Test("Headerless milliseconds get a warning naming --time-unit")
  func millisecondsWarning() {
    let rows = (0..<200).map { "\(Double($0) * 16.667),\(1 - pow(0.98, Double($0)))" }.joined(separator: "\n")
    let r = cli(["fit", "-", "-m", "spring"], stdin: rows)
    #expect(r.err.contains("they look like milliseconds; pass --time-unit ms"))
    let ms = cli(["fit", "-", "-m", "spring", "--time-unit", "ms"], stdin: rows)
    #expect(!ms.err.contains("milliseconds") && ms.out.contains("t = 0 … 3.31673 s"))
  }
}

@Suite("analyze --data and plot --data")
struct DataInputTests {
  @Test("A recorded polyline's overshoot and settle time, exactly")
  func analyzeData() throws {
    // (0, 0) → (1, 1.5) → (2, 1): 0.5 past the end at t = 1; the band ±0.001
    // around 1 is entered where the line reaches 1.001: t = 1 + 0.499/0.5.
    let r = cli(["analyze", "--data", "-", "--format", "json"], stdin: "t,value\n0,0\n1,1.5\n2,1\n")
    #expect(r.code == 0, "\(r.err)")
    let a = try #require(r.json?.object("analysis"))
    let settle = try #require(a.number("settleTime"))
    #expect(a.object("overshoot")?.number("distance") == 0.5 && a.object("overshoot")?.number("time") == 1)
    #expect(abs(settle - (1 + 0.499 / 0.5)) < 1e-12)
    #expect(r.json?.object("curve")?.string("kind") == "samples")
  }

  @Test("--data refuses move options and an expression beside it; plot draws data beside curves")
  func refusals() {
    #expect(cli(["analyze", "--data", "-", "--to", "2"], stdin: "0,0\n1,1\n").code == 64)
    #expect(cli(["analyze", ".bouncy", "--data", "-"], stdin: "0,0\n1,1\n").code == 64)
    let p = cli(["plot", ".bouncy", "--data", "-", "--ascii"], stdin: "t,value\n0,0\n0.5,1\n")
    #expect(p.code == 0 && p.out.contains("2 samples from -"))
  }
}
