// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process is attached to.
enum Terminal {
  /// Whether the file descriptor is a terminal.
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// Columns of the terminal on `fd`, if it is one.
  static func columns(_ fd: Int32) -> Int? {
    var size = winsize()
    #if os(Linux)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(fd, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The width to lay text out in: `COLUMNS` if set to a number, else the
  /// terminal's width, else 80; never below 40.
  static func width(environment: [String: String], fd: Int32) -> Int {
    if let text = environment["COLUMNS"], let value = Int(text), value > 0 {
      return Swift.max(40, value)
    }
    if isTerminal(fd), let value = columns(fd) { return Swift.max(40, value) }
    return 80
  }
}
