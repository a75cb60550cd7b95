// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// Files in and out: bounded reading, line ends, atomic writes, inputs never
/// replaced, exports kept inside their folder.
@Suite("Files: bounded input, atomic output, no writes outside the folder")
struct FileSafetyTests {
  /// A fresh folder for one test.
  static func folder() throws -> URL {
    let url = Scratch.url("curvetool")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func names(_ dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
  }

  static let csv = "t,value\n0,0\n0.1,0.45\n0.2,0.8\n0.3,0.95\n0.4,1\n0.5,1.01\n0.6,1\n"

  @Test("CRLF, CR-only and a UTF-8 byte-order mark read like LF")
  func lineEnds() throws {
    let plain = cli(["fit", "-", "-m", "cubic-bezier", "--format", "json"], stdin: Self.csv)
    #expect(plain.code == 0)
    for variant in [
      Self.csv.replacingOccurrences(of: "\n", with: "\r\n"), Self.csv.replacingOccurrences(of: "\n", with: "\r"),
      "\u{FEFF}" + Self.csv, "\u{FEFF}" + Self.csv.replacingOccurrences(of: "\n", with: "\r\n"),
    ] {
      let r = cli(["fit", "-", "-m", "cubic-bezier", "--format", "json"], stdin: variant)
      #expect(r.code == 0)
      #expect(DocsExamplesTests.timeless(r.out) == DocsExamplesTests.timeless(plain.out))
    }
    // A refusal on a CRLF file names its line, not the whole file.
    let bad = cli(["fit", "-"], stdin: "t,value\r\n0,0\r\n0.1,x\r\n0.2,1\r\n")
    #expect(bad.code == 65 && bad.err.contains("line 3") && bad.err.count < 600)
  }

  @Test("Limits enforced while streaming: size, line length, NUL, with byte and line")
  func scannerLimits() throws {
    let small = InputLimits(maxBytes: 100, maxLineBytes: 10)
    var s = InputScanner(limits: small)
    #expect(throws: CommandError.badData("'x': line 2 is longer than 10 bytes: stopped at byte 17", hint: "the line limit is 10 bytes (docs/cli.md, Limits)")) {
      try s.consume(Array("short\r\nvery long line".utf8)[...], name: "x")
    }
    var t = InputScanner(limits: small)
    try t.consume(Array(repeating: UInt8(ascii: "\n"), count: 60)[...], name: "y")
    #expect(throws: CommandError.self) { try t.consume(Array(repeating: UInt8(ascii: "\n"), count: 60)[...], name: "y") }
    var u = InputScanner(limits: small)
    #expect(throws: CommandError.badData("'z' is binary: a NUL byte at byte 3 (line 2)", hint: "curvetool reads text: CSV, TSV, JSON or a pasted array (docs/fit.md)")) {
      try u.consume([0x31, 0x0A, 0x32, 0x00][...], name: "z")
    }
    // A BOM split over two chunks is still dropped.
    var v = InputScanner(limits: .standard)
    try v.consume([0xEF][...], name: "w")
    try v.consume([0xBB, 0xBF, 0x31, 0x0D][...], name: "w")
    #expect(try v.finish(name: "w") == [0x31, 0x0A])
  }

  @Test("An endless line on standard input is refused at the line limit (binary)")
  func endlessLine() throws {
    let url = try #require(Binary.url, "swift test builds the curvetool binary")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = ["-c", "tr '\\000' a < /dev/zero | \"$0\" fit -", url.path]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 65)
    #expect(text.hasPrefix("Error: 'standard input': line 1 is longer than 64 MiB: stopped at byte 67108864"))
  }

  @Test("A FIFO with no writer and a directory are named as such (66)")
  func specialFiles() throws {
    let dir = try Self.folder()
    let fifo = dir.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let r = cli(["fit", fifo])
    #expect(r.code == 66 && r.err.hasPrefix("Error: '\(fifo)' is a FIFO with no writer"))
    let d = cli(["diagnose", dir.path])
    #expect(d.code == 66 && d.err.hasPrefix("Error: '\(dir.path)' is a directory, not a file"))
  }

  @Test("An error while writing leaves the previous file and no temporary")
  func atomicOnError() throws {
    let dir = try Self.folder()
    let target = dir.appendingPathComponent("out.txt")
    try "previous\n".write(to: target, atomically: false, encoding: .utf8)
    let io = CommandIO.captured()
    #expect(throws: CommandError.failure("stop")) {
      try Destination.write(to: target.path, io: io) { (sink, _) throws(CommandError) in
        sink.write(String(repeating: "partial ", count: 100_000))
        throw .failure("stop")
      }
    }
    #expect(try String(contentsOf: target, encoding: .utf8) == "previous\n")
    #expect(Self.names(dir) == ["out.txt"])
    // And a success replaces it whole, keeping no temporary either.
    try Destination.write(to: target.path, io: io) { sink, _ in sink.write("new\n") }
    #expect(try String(contentsOf: target, encoding: .utf8) == "new\n")
    #expect(Self.names(dir) == ["out.txt"])
  }

  @Test(
    "A signal that ends the process mid-write removes the temporary and keeps the previous file (binary)",
    arguments: [SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM])
  func atomicOnSignal(_ signal: Int32) throws {
    let url = try #require(Binary.url, "swift test builds the curvetool binary")
    let dir = try Self.folder()
    let target = dir.appendingPathComponent("fit.json")
    try "previous\n".write(to: target, atomically: false, encoding: .utf8)
    let p = Process()
    p.executableURL = url
    p.arguments = ["fit", "-", "-o", target.path]
    let input = Pipe()
    p.standardInput = input
    p.standardError = FileHandle.nullDevice
    try p.run()
    // fit opens its output before reading: the temporary exists while it
    // waits for standard input, which the test holds open.
    var waited = 0
    while Self.names(dir).count < 2, waited < 60_000, p.isRunning {
      usleep(1000)
      waited += 1
    }
    #expect(Self.names(dir).count == 2)
    kill(p.processIdentifier, signal)
    p.waitUntilExit()
    try? input.fileHandleForWriting.close()
    #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == signal)
    #expect(try String(contentsOf: target, encoding: .utf8) == "previous\n")
    #expect(Self.names(dir) == ["fit.json"])
  }

  @Test("A write past ulimit -f fails with exit 74 naming the option; no temporary, the previous file kept (binary)")
  func fileSizeLimit() throws {
    let url = try #require(Binary.url, "swift test builds the curvetool binary")
    let dir = try Self.folder()
    let target = dir.appendingPathComponent("samples.csv")
    try "previous\n".write(to: target, atomically: false, encoding: .utf8)
    let p = Process()
    // The limit is set by the shell for the binary alone: 16 blocks (8 or
    // 16 KiB, whichever unit the shell counts in); the samples take some 2 MB.
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = [
      "-c", "ulimit -f 16 && exec \"$0\" \"$@\"", url.path,
      "sample", "ease", "--count", "40000", "--format", "csv", "-o", target.path,
    ]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationReason == .exit && p.terminationStatus == 74)
    #expect(message.hasPrefix("Error: cannot write --output '\(target.path)': File too large\n"))
    #expect(message.split(separator: "\n").count <= 2)
    #expect(try String(contentsOf: target, encoding: .utf8) == "previous\n")
    #expect(Self.names(dir) == ["samples.csv"])
  }

  #if os(Linux)
    @Test("A pipe, or a link to an open descriptor as /dev/stdout is, is written in place, never replaced")
    func streams() throws {
      let dir = try Self.folder()
      let command = ["export", ".bouncy", "--format", "css-linear"]
      let expected = cli(command)
      #expect(expected.code == 0 && expected.out.utf8.count > 500 && expected.out.utf8.count < 60_000)
      // A FIFO the test holds open at both ends, so the write does not block.
      let fifo = dir.appendingPathComponent("stream").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let reader = open(fifo, O_RDWR | O_NONBLOCK)
      #expect(reader >= 0)
      defer { close(reader) }
      #expect(cli(command + ["-o", fifo]).code == 0)
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while case let count = read(reader, &chunk, chunk.count), count > 0 { bytes += chunk[..<count] }
      #expect(String(decoding: bytes, as: UTF8.self) == expected.out)
      var info = stat()
      #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
      // A link to /proc/self/fd/N, as /dev/stdout is: appended to (`>> log`).
      let log = dir.appendingPathComponent("log.txt")
      try "before\n".write(to: log, atomically: false, encoding: .utf8)
      let fd = open(log.path, O_WRONLY | O_APPEND)
      #expect(fd >= 0)
      defer { close(fd) }
      let link = dir.appendingPathComponent("stdout").path
      #expect(symlink("/proc/self/fd/\(fd)", link) == 0)
      #expect(cli(command + ["-o", link]).code == 0)
      #expect(try String(contentsOf: log, encoding: .utf8) == "before\n" + expected.out)
      #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
      #expect(Self.names(dir) == ["log.txt", "stdout", "stream"])
      // A descriptor that is not open cannot be created (73).
      let closed = cli(command + ["-o", "/dev/fd/987654"])
      #expect(closed.code == 73 && closed.err.hasPrefix("Error: cannot create --output '/dev/fd/987654': "))
    }
  #endif

  @Test("Outputs that are the input are refused (64) unless --in-place")
  func inputsKept() throws {
    let dir = try Self.folder()
    let data = dir.appendingPathComponent("data.csv")
    try Self.csv.write(to: data, atomically: false, encoding: .utf8)
    let r = cli(["fit", data.path, "-m", "cubic-bezier", "-o", data.path])
    #expect(r.code == 64 && r.err.contains("--output '\(data.path)' is the input file"))
    #expect(try String(contentsOf: data, encoding: .utf8) == Self.csv)
    let kfloop = dir.appendingPathComponent("in.json")
    try FileManager.default.copyItem(atPath: "docs/examples/bouncing-balls.json".inPackage, toPath: kfloop.path)
    let before = try Data(contentsOf: kfloop)
    for option in ["-o", "--write-fixed", "--svg"] {
      let d = cli(["diagnose", kfloop.path, option, kfloop.path])
      #expect(d.code == 64 && d.err.contains("is the input file"), "\(option)")
      #expect(try Data(contentsOf: kfloop) == before)
    }
    let inPlace = cli(["diagnose", kfloop.path, "--write-fixed", kfloop.path, "--in-place"])
    #expect(inPlace.code == 0)
    #expect(try Data(contentsOf: kfloop) != before)
  }

  @Test("--write-fixed with a track longer than the intended period writes a file that reads back")
  func fixedFileReadsBack() throws {
    let dir = try Self.folder()
    let out = dir.appendingPathComponent("fixed.json")
    let doc = try HostileInputTests.example().replacingOccurrences(of: "\"d\": 1.4", with: "\"d\": 2.8")
    let r = cli(["diagnose", "-", "--write-fixed", out.path, "--format", "json"], stdin: doc)
    #expect(r.code == 0)
    let fixed = try KfloopReader.read(Array(Data(contentsOf: out)))
    // The smallest multiple of the intended 2 s that holds the 2.8 s track.
    #expect(fixed.loops.map(\.period) == [4, 4, 4])
  }

  @Test("Export ids cannot leave the folder; the folder is created; names are identifiers")
  func exportNames() throws {
    let dir = try Self.folder()
    let doc = try HostileInputTests.example().replacingOccurrences(of: "\"ball2\"", with: "\"../escaped\"")
    let exports = dir.appendingPathComponent("new/exports")
    let r = cli(["diagnose", "-", "--export-dir", exports.path], stdin: doc)
    #expect(r.code == 0)
    #expect(Self.names(dir) == ["new"])
    #expect(Self.names(exports) == ["_---escaped.offsetY.json", "_---escaped.scale.json"])
    #expect(DiagnoseExports.identifier("a/b\u{7}c.d") == "a-b-c-d")
    // The writer checks every path resolves inside the folder, whatever name reaches it.
    let escape = [DiagnoseExports.File(name: "../outside.json", result: ExportResult(text: "x"))]
    #expect(throws: CommandError.self) { try DiagnoseExports.write(escape, to: exports.path, io: CommandIO.captured()) }
    #expect(!FileManager.default.fileExists(atPath: exports.deletingLastPathComponent().appendingPathComponent("outside.json").path))
    let unwritable = cli(["diagnose", "-", "--svg", "/proc/nope/x.svg"], stdin: doc)
    #expect(unwritable.code == 73 && unwritable.err.hasPrefix("Error: cannot create --svg '/proc/nope/x.svg'"))
  }

  @Test("fit --format json -o puts the refusal in the file")
  func refusalGoesToTheFile() throws {
    let dir = try Self.folder()
    let out = dir.appendingPathComponent("r.json")
    let r = cli(["fit", "-", "--format", "json", "-o", out.path], stdin: "t,value\n0,x\n")
    #expect(r.code == 65 && r.out.isEmpty)
    let json = try JSONReader.parse(Array(Data(contentsOf: out)))
    #expect(json.object("error")?.string("code") != nil)
  }
}
