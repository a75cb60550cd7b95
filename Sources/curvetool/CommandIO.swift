// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The streams, environment and terminal facts a command runs with.
///
/// The real process wires file descriptors; tests capture in memory and fix
/// the width, so every command is testable without spawning a process.
struct CommandIO {
  var stdout: OutputSink
  var stderr: OutputSink
  var environment: [String: String]
  /// Whether standard output is a terminal (colour, Unicode plots).
  var stdoutIsTerminal: Bool
  /// Layout width in columns.
  var width: Int
  /// Reads all of standard input, or `nil` on error.
  var readStandardInput: () -> [UInt8]?

  /// Colour only on a terminal, never with `NO_COLOR` set (to anything but
  /// the empty string) or `TERM=dumb`. https://no-color.org
  var colour: Bool {
    guard stdoutIsTerminal else { return false }
    if let value = environment["NO_COLOR"], !value.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }

  /// Unicode plots only on a terminal.
  var unicode: Bool { stdoutIsTerminal }

  /// Wired to the process: fds 0, 1, 2 and the real environment.
  static func process(environment: [String: String]) -> CommandIO {
    CommandIO(
      stdout: OutputSink(fd: 1), stderr: OutputSink(fd: 2), environment: environment,
      stdoutIsTerminal: Terminal.isTerminal(1),
      width: Terminal.width(environment: environment, fd: 1),
      readStandardInput: { readAll(fd: 0) })
  }

  /// In memory: nothing is a terminal, the width is fixed.
  static func captured(
    width: Int = 80, environment: [String: String] = ["NO_COLOR": "1"], stdin: [UInt8] = []
  ) -> CommandIO {
    CommandIO(
      stdout: OutputSink(), stderr: OutputSink(), environment: environment,
      stdoutIsTerminal: false, width: width, readStandardInput: { stdin })
  }

  /// All bytes from `fd` until end of file, or `nil` on a read error.
  static func readAll(fd: Int32) -> [UInt8]? {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { return result }
      result.append(contentsOf: chunk[0..<n])
    }
  }
}
