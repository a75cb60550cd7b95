// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// Runs the built `curvetool` binary as a separate process.
enum Binary {
  /// The executable next to the test bundle (or in .build/debug).
  static let url: URL? = {
    var candidates: [URL] = []
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    candidates.append(me.appendingPathComponent("curvetool"))
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("curvetool"))
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/curvetool"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  static func run(_ args: [String], stdin: String = "", environment: [String: String] = [:]) throws -> (
    code: Int32, out: String, err: String
  ) {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = url
    process.arguments = args
    var env = ["NO_COLOR": "1", "COLUMNS": "80", "PATH": "/usr/bin:/bin"]
    for (k, v) in environment { env[k] = v }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
  }
}

@Suite("End to end (the built binary)", .enabled(if: Binary.url != nil))
struct EndToEndTests {
  @Test("curvetool bounce --bounces 2 prints the report")
  func mainJob() throws {
    let r = try Binary.run(["bounce", "--bounces", "2"])
    #expect(r.code == 0)
    #expect(r.err.isEmpty)
    #expect(r.out.hasPrefix("Bounce 0 → 1 in 0.5 s: 2 bounces"))
    #expect(r.out.contains("x(t) = -1·e^(-4.60517·t)·cos(18.8496·t) + 1"))
    #expect(!r.out.contains("\u{1B}"))
    for line in r.out.split(separator: "\n") { #expect(line.count <= 80) }
  }

  @Test("COLUMNS is held to 40-1000 columns: a huge value once took gigabytes to plot")
  func widthBounds() throws {
    for (columns, widest) in [("1000000000", Terminal.maximumWidth), ("1000", 1000), ("3", Terminal.minimumWidth)] {
      let r = try Binary.run(["plot", ".bouncy"], environment: ["COLUMNS": columns])
      #expect(r.code == 0)
      let width = r.out.split(separator: "\n").map(\.count).max() ?? 0
      // The plot leaves the last column free.
      #expect(width == widest - 1, "COLUMNS=\(columns): widest line \(width)")
    }
    #expect(Terminal.width(environment: ["COLUMNS": "\(Int.max)"], fd: -1) == 1000)
    #expect(Terminal.width(environment: ["COLUMNS": "-5"], fd: -1) == 80)
  }

  @Test("A reader that stops early ends curvetool silently by SIGPIPE, as cat (docs/cli.md Exit codes)")
  func brokenPipe() throws {
    let url = try #require(Binary.url)
    let process = Process()
    process.executableURL = url
    // 200,000 rows are some 10 MB, far more than a pipe holds.
    process.arguments = ["sample", ".bouncy", "--count", "200000", "--format", "csv"]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let header = "t,value,velocity (units/s)\n"
    let head = try #require(try out.fileHandleForReading.read(upToCount: header.utf8.count))
    #expect(String(decoding: head, as: UTF8.self) == header)
    try out.fileHandleForReading.close()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE)
    #expect(errors.isEmpty)
    // The same where the parent ignores SIGPIPE (an ignored signal is
    // inherited): before, that made it an error and exit 74.
    let status = Scratch.path("status")
    let stderr = Scratch.path("stderr")
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", "trap '' PIPE; { \"$0\" sample .bouncy --count 200000 --format csv 2>\"$1\"; echo $? >\"$2\"; } | head -c 24 >/dev/null",
      url.path, stderr, status,
    ]
    try shell.run()
    shell.waitUntilExit()
    #expect(try String(contentsOfFile: status, encoding: .utf8) == "141\n")
    #expect(try String(contentsOfFile: stderr, encoding: .utf8) == "")
  }

  @Test("Usage errors go to stderr with exit 64")
  func usageError() throws {
    let r = try Binary.run(["bounce", "--duration", "-1"])
    #expect(r.code == 64)
    #expect(r.out.isEmpty)
    #expect(r.err.hasPrefix("Error: The value '-1' is invalid for '--duration <seconds>': must be between 0.001 and 60000\nUsage: curvetool bounce"))
  }

  @Test("--version and JSON output")
  func versionAndJSON() throws {
    let v = try Binary.run(["--version"])
    #expect(v.code == 0 && v.out == "0.1.0\n")
    let j = try Binary.run(["bounce", "--format", "json"])
    #expect(j.code == 0)
    let object = try JSONReader.parse(j.out)
    #expect(object["model"] == .string("damped-cosine"))
  }

  @Test("Cannot create the output file: exit 73")
  func cannotCreate() throws {
    let r = try Binary.run(["bounce", "-o", "/nonexistent-dir/out.csv", "--format", "csv"])
    #expect(r.code == 73)
  }
}
