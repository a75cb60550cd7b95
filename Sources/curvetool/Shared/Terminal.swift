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

  /// The narrowest text layout, in columns.
  static let minimumWidth = 40
  /// The widest text layout, in columns (docs/cli.md, Limits): wider than
  /// any screen, and a terminal plot's work and memory grow with it
  /// (`COLUMNS=1000000000` took 10 GB before it was held here).
  static let maximumWidth = 1000

  /// The width to lay text out in: `COLUMNS` if set to a number, else the
  /// terminal's width, else 80; held to `minimumWidth…maximumWidth`.
  static func width(environment: [String: String], fd: Int32) -> Int {
    let requested: Int
    if let text = environment["COLUMNS"], let value = Int(text), value > 0 {
      requested = value
    } else if isTerminal(fd), let value = columns(fd) {
      requested = value
    } else {
      requested = 80
    }
    return Swift.min(maximumWidth, Swift.max(minimumWidth, requested))
  }
}
