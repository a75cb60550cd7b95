// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

#if canImport(Glibc)
  import Glibc
#endif

/// Standard error on a pipe, as on a terminal: what has reached the pipe
/// can be read at any moment, without waiting, and without the command's
/// own flush at exit (which `CurveTool.run` leaves to `main`).
final class PipeStandardError {
  let sink: OutputSink
  private let readEnd: Int32
  private let writeEnd: Int32

  init() {
    var fds: [Int32] = [0, 0]
    precondition(pipe(&fds) == 0)
    readEnd = fds[0]
    writeEnd = fds[1]
    _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    sink = OutputSink(fd: writeEnd)
  }

  /// The bytes that have arrived since the last call.
  func arrived() -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      guard n > 0 else { break }
      bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }
}

@Suite("Progress on long work reaches the terminal while the work runs")
struct ProgressLineTests {
  /// A command line's streams with standard error on a pipe marked as a
  /// terminal.
  static func terminal(_ pipe: PipeStandardError, interval: Duration = ProgressLine.interval) -> CommandIO {
    var io = CommandIO.captured()
    io.stderr = pipe.sink
    io.stderrIsTerminal = true
    io.progressInterval = interval
    return io
  }

  /// `rows` rows of a damped cosine, as CSV, in the scratch folder.
  static func csv(_ name: String, rows: Int) throws -> String {
    var text = "t,value\n"
    text.reserveCapacity(rows * 24)
    for i in 0..<rows { text += "\(Double(i) / Double(rows)),\(FitProgressTests.dampedCosine(Double(i) / Double(rows)))\n" }
    let path = Scratch.path(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("A line is written out as soon as it is drawn; clear erases a line that is shown, and only then")
  func writtenAtOnce() throws {
    let pipe = PipeStandardError()
    let io = Self.terminal(pipe)
    let line = try #require(ProgressLine(io, quiet: false))
    line.clear()
    #expect(pipe.arrived() == "")
    line.show("read 5 rows…")
    #expect(pipe.arrived() == "\rread 5 rows…\u{1B}[K")
    line.clear()
    #expect(pipe.arrived() == "\r\u{1B}[K")
    line.clear()
    #expect(pipe.arrived() == "")
    // Control characters in the text are escaped, as in every message.
    line.show("model \u{1B}[31m")
    #expect(pipe.arrived() == "\rmodel \\u{1B}[31m\u{1B}[K")
    #expect(ProgressLine(io, quiet: true) == nil)
    var piped = io
    piped.stderrIsTerminal = false
    #expect(ProgressLine(piped, quiet: false) == nil)
  }

  @Test("Any other text on standard error erases a progress line first; fit's row error after rows read lands on a clean line")
  func messagesEraseTheLine() throws {
    let pipe = PipeStandardError()
    let io = Self.terminal(pipe, interval: .zero)
    let line = try #require(ProgressLine(io, quiet: false))
    line.show("read 5 rows…")
    io.stderr.write("warning: one\n")
    io.stderr.write("warning: two\n")
    io.stderr.flush()
    #expect(pipe.arrived() == "\rread 5 rows…\u{1B}[K\r\u{1B}[Kwarning: one\nwarning: two\n")
    line.clear()
    #expect(pipe.arrived() == "")
    // A file whose bad row comes after the first progress report.
    let rows = SampleFile.progressRows + 10
    var text = "t,value\n"
    text.reserveCapacity(rows * 12)
    for i in 0..<rows { text += "\(i),\(i % 7)\n" }
    text += "oops,1\n"
    let path = Scratch.path("progress-bad-row.csv")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fit = Self.terminal(pipe, interval: .zero)
    #expect(CurveTool.run(["fit", path], io: fit) == 65)
    fit.stderr.flush()
    let arrived = pipe.arrived()
    let error = try #require(arrived.range(of: "Error: "), "\(arrived.suffix(300).debugDescription)")
    #expect(arrived.hasPrefix("\rread "))
    #expect(arrived[..<error.lowerBound].hasSuffix("\u{1B}[K\r\u{1B}[K"), "\(arrived.suffix(300).debugDescription)")
  }

  @Test("tick and phase draw nothing until the work has run an interval; with no interval, every step")
  func interval() throws {
    let pipe = PipeStandardError()
    let slow = try #require(ProgressLine(Self.terminal(pipe, interval: .seconds(3600)), quiet: false))
    slow.tick("a")
    slow.phase("b")
    #expect(pipe.arrived() == "")
    let every = try #require(ProgressLine(Self.terminal(pipe, interval: .zero), quiet: false))
    every.tick("a")
    every.tick("b")
    every.phase("c")
    #expect(pipe.arrived() == "\ra\u{1B}[K\rb\u{1B}[K\rc\u{1B}[K")
  }

  @Test("bench's kernel and the rows read by fit, analyze and plot reach standard error before the command ends", .exhaustiveTier)
  func beforeTheEnd() throws {
    let pipe = PipeStandardError()
    #expect(CurveTool.run(["bench", "--filter", "skbounce.values", "--repetitions", "1"], io: Self.terminal(pipe)) == 0)
    // (A debug build warns first that its figures mean nothing.)
    #expect(pipe.arrived().contains("\r[1/1] skbounce.values\u{1B}[K"))
    let path = try Self.csv("progress-rows.csv", rows: SampleFile.progressRows + 1000)
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Line 262,144 is the 262,143rd row after the header.
    let read = "\rread \(SampleFile.progressRows - 1) rows…\u{1B}[K"
    // (fit's own tests run it under --quiet and piped.)
    #expect(CurveTool.run(["fit", path, "--model", "damped-cosine"], io: Self.terminal(pipe)) == 0)
    #expect(pipe.arrived().hasPrefix(read))
    for args in [["analyze", "--data", path], ["plot", "--data", path]] {
      #expect(CurveTool.run(args, io: Self.terminal(pipe)) == 0)
      let arrived = pipe.arrived()
      #expect(arrived.hasPrefix(read) && arrived.hasSuffix("\r\u{1B}[K"), "\(args[0]): \(arrived.debugDescription)")
      // --quiet, or standard error not a terminal: nothing.
      #expect(CurveTool.run(args + ["--quiet"], io: Self.terminal(pipe)) == 0)
      var piped = Self.terminal(pipe)
      piped.stderrIsTerminal = false
      #expect(CurveTool.run(args, io: piped) == 0)
      #expect(pipe.arrived() == "", "\(args[0])")
    }
    // analyze then says what it analyses (with no interval, at once).
    #expect(CurveTool.run(["analyze", "--data", path], io: Self.terminal(pipe, interval: .zero)) == 0)
    #expect(pipe.arrived().contains("\ranalysing \(SampleFile.progressRows + 1000) samples…\u{1B}[K"))
  }

  @Test("diagnose shows the timelines it simulates and its stages, then clears them before the report; never with --quiet or when piped")
  func diagnose() throws {
    let path = Scratch.path("progress-timelines.json")
    try Data(DiagnoseKernels.kfloop(count: 3, horizon: 20)).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let pipe = PipeStandardError()
    let io = Self.terminal(pipe, interval: .zero)
    #expect(CurveTool.run(["diagnose", path], io: io) == 0)
    let shown = pipe.arrived()
    for stage in [
      "simulating timeline 1 of 3…", "simulating timeline 3 of 3…", "measuring timeline 3 of 3…", "diagnosing 3 timelines…",
      "writing the report…",
    ] {
      #expect(shown.contains("\r\(stage)\u{1B}[K"), "\(stage)")
    }
    #expect(shown.hasSuffix("\r\u{1B}[K"))
    #expect(!shown.contains("reading"))
    // The report is the one a pipe gets.
    #expect(io.stdout.text == cli(["diagnose", path]).out)
    let quiet = Self.terminal(pipe, interval: .zero)
    #expect(CurveTool.run(["diagnose", path, "--quiet"], io: quiet) == 0)
    #expect(pipe.arrived() == "")
    #expect(cli(["diagnose", path]).err.isEmpty)
  }
  @Test("diagnose announces a source of a megabyte or more before reading it, at once")
  func largeSource() throws {
    // Three timelines padded with white space to the announced size.
    var bytes = DiagnoseKernels.kfloop(count: 3, horizon: 20)
    bytes += [UInt8](repeating: 0x20, count: DiagnoseCommand.announcedSource - bytes.count)
    let path = Scratch.path("progress-large.json")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let pipe = PipeStandardError()
    #expect(CurveTool.run(["diagnose", path], io: Self.terminal(pipe, interval: .seconds(3600))) == 0)
    #expect(pipe.arrived() == "\rreading \(path) (1.05 MB)…\u{1B}[K\r\u{1B}[K")
    // One byte less: nothing to announce.
    try Data(bytes.dropLast()).write(to: URL(fileURLWithPath: path))
    #expect(CurveTool.run(["diagnose", path], io: Self.terminal(pipe, interval: .seconds(3600))) == 0)
    #expect(pipe.arrived() == "")
    // A style sheet's warnings start on a line of their own: the
    // announcement is erased first.
    var css = Array(".a { animation: pulse 1s infinite; }\n.b { animation: nothere 1s infinite; }\n".utf8)
    css += Array("@keyframes pulse { 0% { opacity: 0; } 100% { opacity: 1; } }\n".utf8)
    css += [UInt8](repeating: 0x20, count: DiagnoseCommand.announcedSource - css.count)
    let sheet = Scratch.path("progress-large.css")
    try Data(css).write(to: URL(fileURLWithPath: sheet))
    defer { try? FileManager.default.removeItem(atPath: sheet) }
    let io = Self.terminal(pipe, interval: .seconds(3600))
    #expect(CurveTool.run(["diagnose", sheet], io: io) == 0)
    // (Warnings wait in standard error's buffer until main's flush at exit.)
    io.stderr.flush()
    #expect(pipe.arrived() == "\rreading \(sheet) (1.05 MB)…\u{1B}[K\r\u{1B}[K\(sheet):2:25: warning: .b: no @keyframes nothere\n")
  }
}
