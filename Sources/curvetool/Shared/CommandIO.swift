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
  /// Whether standard error is a terminal (progress of long work).
  var stderrIsTerminal = false
  /// Layout width in columns.
  var width: Int
  /// How long work runs before a progress line is drawn, and the least
  /// time between two of its ticks (``ProgressLine``); tests set zero to
  /// see every step.
  var progressInterval = ProgressLine.interval
  /// Where standard input comes from.
  var standardInput: StandardInput
  /// The directory relative paths are resolved against; `nil` is the
  /// process's current directory. Tests run examples from the package root
  /// with it, as a user would, without changing the process's directory.
  var currentDirectory: String?

  /// Standard input: the process's file descriptor, or bytes (tests).
  enum StandardInput {
    case fd(Int32)
    case bytes([UInt8])
  }

  /// `path` as the file system should see it: relative paths are taken
  /// from ``currentDirectory`` when one is set. Messages keep the path the
  /// user wrote.
  func resolve(_ path: String) -> String {
    guard let currentDirectory, !path.hasPrefix("/") else { return path }
    return currentDirectory.hasSuffix("/") ? currentDirectory + path : currentDirectory + "/" + path
  }

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
      stdoutIsTerminal: Terminal.isTerminal(1), stderrIsTerminal: Terminal.isTerminal(2),
      width: Terminal.width(environment: environment, fd: 1),
      standardInput: .fd(0), currentDirectory: nil)
  }

  /// In memory: nothing is a terminal, the width is fixed.
  static func captured(
    width: Int = 80, environment: [String: String] = ["NO_COLOR": "1"], stdin: [UInt8] = [],
    currentDirectory: String? = nil
  ) -> CommandIO {
    CommandIO(
      stdout: OutputSink(), stderr: OutputSink(), environment: environment,
      stdoutIsTerminal: false, width: width, standardInput: .bytes(stdin), currentDirectory: currentDirectory)
  }
}
