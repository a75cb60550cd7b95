// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a text input (a sample file, a kfloop file, standard input) with
/// the ``InputLimits`` enforced while streaming, and with line ends made
/// uniform: a UTF-8 byte-order mark is dropped, CRLF and lone CR become LF.
///
/// Refusals (docs/cli.md §Limits): a missing or unreadable path, a
/// directory, a block device or a FIFO with no writer is exit 66; a NUL byte
/// (binary input), a line longer than the limit or input larger than the
/// limit is exit 65, naming the byte and line where reading stopped.
enum InputFile {
  /// The normalised bytes of `path` (`-` for standard input).
  static func read(_ path: String, io: CommandIO, limits: InputLimits = .standard) throws(CommandError) -> [UInt8] {
    var scanner = InputScanner(limits: limits)
    if path == "-" {
      switch io.standardInput {
      case .bytes(let bytes):
        try scanner.consume(bytes[...], name: "standard input")
      case .fd(let fd):
        try stream(fd: fd, into: &scanner, name: "standard input")
      }
      return try scanner.finish(name: "standard input")
    }
    let resolved = io.resolve(path)
    var info = stat()
    guard stat(resolved, &info) == 0 else {
      throw .missingInput("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: throw .missingInput("'\(path)' is a directory, not a file")
    case S_IFBLK: throw .missingInput("'\(path)' is a block device, not a file")
    default: break
    }
    let isFIFO = info.st_mode & S_IFMT == S_IFIFO
    let fd = open(resolved, O_RDONLY | (isFIFO ? O_NONBLOCK : 0))
    guard fd >= 0 else {
      throw .missingInput("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    if isFIFO {
      // Without a writer a non-blocking read sees end of file at once;
      // with one it sees data or EAGAIN. Then read blocking as usual.
      var probe: UInt8 = 0
      let n = Glibc_read(fd, &probe, 1)
      if n == 0 { throw .missingInput("'\(path)' is a FIFO with no writer: start the writer first, or pipe into '-'") }
      if n == 1 { try scanner.consume([probe][...], name: path) }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }
    do {
      try stream(fd: fd, into: &scanner, name: path)
    } catch .badData(let message, let hint) where info.st_mode & S_IFMT == S_IFCHR {
      // A device streams forever or yields binary: say what it is.
      throw .badData("\(message) ('\(path)' is a character device, not a file)", hint: hint)
    }
    return try scanner.finish(name: path)
  }

  private static func stream(fd: Int32, into scanner: inout InputScanner, name: String) throws(CommandError) {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc_read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .ioFailure("cannot read '\(name)': \(String(cString: strerror(errno)))")
      }
      if n == 0 { return }
      try scanner.consume(chunk[0..<n], name: name)
    }
  }
}

@inline(__always) private func Glibc_read(_ fd: Int32, _ p: UnsafeMutableRawPointer?, _ n: Int) -> Int {
  read(fd, p, n)
}

/// The streaming half of ``InputFile``: normalises line ends and enforces
/// the limits chunk by chunk, so nothing past a limit is ever kept.
struct InputScanner {
  let limits: InputLimits
  private(set) var output: [UInt8] = []
  /// Bytes consumed so far (before normalisation).
  private(set) var offset = 0
  /// 1-based line of the next byte.
  private(set) var line = 1
  private var lineLength = 0
  private var pendingCR = false
  private var checkedBOM = false
  private var head: [UInt8] = []

  init(limits: InputLimits) { self.limits = limits }

  mutating func consume(_ bytes: ArraySlice<UInt8>, name: String) throws(CommandError) {
    guard !checkedBOM else { return try process(bytes, name: name) }
    head.append(contentsOf: bytes)
    if head.count >= 3 { try flushHead(name: name) }
  }

  /// Drops a byte-order mark from the first bytes and processes them.
  private mutating func flushHead(name: String) throws(CommandError) {
    checkedBOM = true
    var first = head[...]
    head = []
    if first.starts(with: [0xEF, 0xBB, 0xBF]) {
      first = first.dropFirst(3)
      offset += 3
    }
    try process(first, name: name)
  }

  private mutating func process(_ bytes: ArraySlice<UInt8>, name: String) throws(CommandError) {
    guard offset + bytes.count <= limits.maxBytes else {
      throw .badData(
        "'\(name)' is larger than \(InputLimits.describe(bytes: limits.maxBytes)): stopped at byte \(limits.maxBytes) (line \(line))",
        hint: "the input limit is \(InputLimits.describe(bytes: limits.maxBytes)) (docs/cli.md, Limits)")
    }
    for byte in bytes {
      switch byte {
      case 0:
        throw .badData(
          "'\(name)' is binary: a NUL byte at byte \(offset) (line \(line))",
          hint: "curvetool reads text: CSV, TSV, JSON or a pasted array (docs/fit.md)")
      case 0x0D:
        if pendingCR { newline() }
        pendingCR = true
      case 0x0A:
        pendingCR = false
        newline()
      default:
        if pendingCR {
          pendingCR = false
          newline()
        }
        lineLength += 1
        guard lineLength <= limits.maxLineBytes else {
          throw .badData(
            "'\(name)': line \(line) is longer than \(InputLimits.describe(bytes: limits.maxLineBytes)): stopped at byte \(offset)",
            hint: "the line limit is \(InputLimits.describe(bytes: limits.maxLineBytes)) (docs/cli.md, Limits)")
        }
        output.append(byte)
      }
      offset += 1
    }
  }

  private mutating func newline() {
    output.append(0x0A)
    line += 1
    lineLength = 0
  }

  /// The normalised bytes once the input has ended.
  mutating func finish(name: String) throws(CommandError) -> [UInt8] {
    if !checkedBOM { try flushHead(name: name) }
    if pendingCR {
      pendingCR = false
      newline()
    }
    return output
  }
}
