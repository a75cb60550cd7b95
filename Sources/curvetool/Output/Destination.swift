// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command's result goes: standard output, or the `--output` file.
enum Destination {
  /// Runs `body` with the sink to write to and whether it is a terminal.
  ///
  /// A file is created (or truncated) before `body` runs, so an unwritable
  /// path fails fast with exit 73; write errors become exit 74.
  static func write(
    to path: String?, io: CommandIO, _ body: (OutputSink, Bool) throws(CommandError) -> Void
  ) throws(CommandError) {
    guard let path, path != "-" else {
      try body(io.stdout, io.stdoutIsTerminal)
      return
    }
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else {
      throw .cannotCreateOutput("cannot create --output '\(path)': \(String(cString: strerror(errno)))")
    }
    let sink = OutputSink(fd: fd, closesWhenDone: true)
    do {
      try body(sink, false)
    } catch {
      _ = sink.close()
      throw error
    }
    if let failure = sink.close() {
      throw .ioFailure("cannot write --output '\(path)': \(String(cString: strerror(failure)))")
    }
  }
}
