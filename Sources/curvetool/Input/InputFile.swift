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
  /// The normalised bytes of `path` (`-` for standard input): its lines,
  /// each ended by LF (the last one only if the input ended it).
  static func read(_ path: String, io: CommandIO, limits: InputLimits = .standard) throws(CommandError) -> [UInt8] {
    var output: [UInt8] = []
    try scan(path, io: io, limits: limits) { (line, terminated) throws(CommandError) in
      output.append(contentsOf: line)
      if terminated { output.append(0x0A) }
    }
    return output
  }

  /// The normalised bytes of `path`, and what normalising removed (a
  /// byte-order mark, each line's end), so that a file written back from
  /// them can be given its own layout again.
  static func readKeepingLayout(_ path: String, io: CommandIO, limits: InputLimits = .standard) throws(CommandError) -> ([UInt8], TextLayout) {
    let layout = TextLayout()
    var output: [UInt8] = []
    try scan(path, io: io, limits: limits, layout: layout) { (line, terminated) throws(CommandError) in
      output.append(contentsOf: line)
      if terminated { output.append(0x0A) }
    }
    return (output, layout)
  }

  /// Streams the lines of `path` (`-` for standard input) to `emit`, in
  /// order, without their line ends, as they are read: nothing but the
  /// line being read is kept. `terminated` is `false` only for a last line
  /// with no line end.
  ///
  /// Once `pieces` is switched on (by `emit`, at any point), a line that
  /// runs past the end of a read is handed on in pieces as it arrives
  /// (`terminated` false, the last piece `true`) instead of being kept
  /// whole: for a reader that needs no lines, so a one-line file of many
  /// megabytes is never held at once. The line limit still applies.
  static func scan(
    _ path: String, io: CommandIO, limits: InputLimits = .standard, pieces: ScanPieces? = nil, layout: TextLayout? = nil,
    emit: (_ line: UnsafeBufferPointer<UInt8>, _ terminated: Bool) throws(CommandError) -> Void
  ) throws(CommandError) {
    var scanner = InputScanner(limits: limits)
    scanner.pieces = pieces
    scanner.layout = layout
    if path == "-" {
      switch io.standardInput {
      case .bytes(let bytes):
        try scanner.consume(bytes[...], name: "standard input", emit: emit)
      case .fd(let fd):
        try stream(fd: fd, into: &scanner, name: "standard input", emit: emit)
      }
      return try scanner.finish(name: "standard input", emit: emit)
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
      if n == 1 { try scanner.consume([probe][...], name: path, emit: emit) }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }
    do {
      try stream(fd: fd, into: &scanner, name: path, emit: emit)
    } catch .badData(let message, let hint) where info.st_mode & S_IFMT == S_IFCHR {
      // A device streams forever or yields binary: say what it is.
      throw .badData("\(message) ('\(path)' is a character device, not a file)", hint: hint)
    }
    try scanner.finish(name: path, emit: emit)
  }

  private static func stream(
    fd: Int32, into scanner: inout InputScanner, name: String,
    emit: (UnsafeBufferPointer<UInt8>, Bool) throws(CommandError) -> Void
  ) throws(CommandError) {
    var chunk = [UInt8](repeating: 0, count: 1 << 18)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc_read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .ioFailure("cannot read '\(name)': \(String(cString: strerror(errno)))")
      }
      if n == 0 { return }
      try scanner.consume(chunk[0..<n], name: name, emit: emit)
    }
  }
}

@inline(__always) private func Glibc_read(_ fd: Int32, _ p: UnsafeMutableRawPointer?, _ n: Int) -> Int {
  read(fd, p, n)
}

/// The streaming half of ``InputFile``: splits chunks into lines (LF, CRLF
/// or a lone CR ends one), drops a UTF-8 byte-order mark and enforces the
/// limits chunk by chunk, so nothing past a limit is ever kept. Runs of
/// ordinary bytes are scanned, not appended one by one; a line that lies
/// whole in one chunk is handed on without a copy.
struct InputScanner {
  let limits: InputLimits
  /// Bytes consumed so far (before normalisation).
  private(set) var offset = 0
  /// 1-based line of the next byte.
  private(set) var line = 1
  /// The start of a line split over chunks.
  private var carry: [UInt8] = []
  /// A CR ended the last line: an LF right after it belongs to it.
  private var afterCR = false
  private var checkedBOM = false
  private var head: [UInt8] = []
  /// What ``consume(_:name:)`` collects, for ``finish(name:)``.
  private var collected: [UInt8] = []
  /// When on, a line split over reads is emitted in pieces (see
  /// ``InputFile/scan(_:io:limits:pieces:emit:)``).
  var pieces: ScanPieces?
  /// Bytes of the current line already emitted as pieces.
  private var emittedOfLine = 0
  /// Where to record the byte-order mark and line ends, when asked.
  var layout: TextLayout?

  init(limits: InputLimits) { self.limits = limits }

  /// Consumes a chunk, collecting the normalised bytes for ``finish(name:)``.
  mutating func consume(_ bytes: ArraySlice<UInt8>, name: String) throws(CommandError) {
    var out = collected
    collected = []
    defer { collected = out }
    try consume(bytes, name: name) { (line, terminated) throws(CommandError) in
      out.append(contentsOf: line)
      if terminated { out.append(0x0A) }
    }
  }

  /// The normalised bytes once the input has ended.
  mutating func finish(name: String) throws(CommandError) -> [UInt8] {
    var out = collected
    try finish(name: name) { (line, terminated) throws(CommandError) in
      out.append(contentsOf: line)
      if terminated { out.append(0x0A) }
    }
    collected = []
    return out
  }

  mutating func consume(
    _ bytes: ArraySlice<UInt8>, name: String, emit: (UnsafeBufferPointer<UInt8>, Bool) throws(CommandError) -> Void
  ) throws(CommandError) {
    guard !checkedBOM else { return try process(bytes, name: name, emit: emit) }
    head.append(contentsOf: bytes)
    if head.count >= 3 { try flushHead(name: name, emit: emit) }
  }

  /// Emits the last line, if it has no line end.
  mutating func finish(name: String, emit: (UnsafeBufferPointer<UInt8>, Bool) throws(CommandError) -> Void) throws(CommandError) {
    if !checkedBOM { try flushHead(name: name, emit: emit) }
    if !carry.isEmpty {
      let last = carry
      carry = []
      try last.withUnsafeBufferPointer { (p) throws(CommandError) in try emit(p, false) }
    }
  }

  /// Drops a byte-order mark from the first bytes and processes them.
  private mutating func flushHead(name: String, emit: (UnsafeBufferPointer<UInt8>, Bool) throws(CommandError) -> Void) throws(CommandError) {
    checkedBOM = true
    var first = head[...]
    head = []
    if first.starts(with: [0xEF, 0xBB, 0xBF]) {
      first = first.dropFirst(3)
      offset += 3
      layout?.byteOrderMark = true
    }
    try process(first, name: name, emit: emit)
  }

  private mutating func process(
    _ bytes: ArraySlice<UInt8>, name: String, emit: (UnsafeBufferPointer<UInt8>, Bool) throws(CommandError) -> Void
  ) throws(CommandError) {
    guard offset + bytes.count <= limits.maxBytes else {
      throw .badData(
        "'\(name)' is larger than \(InputLimits.describe(bytes: limits.maxBytes)): stopped at byte \(limits.maxBytes) (line \(line))",
        hint: "the input limit is \(InputLimits.describe(bytes: limits.maxBytes)) (docs/cli.md, Limits)")
    }
    try bytes.withUnsafeBufferPointer { (buffer) throws(CommandError) in
      let n = buffer.count
      var i = 0
      while i < n {
        if afterCR {
          afterCR = false
          if buffer[i] == 0x0A {
            if let layout, !layout.ends.isEmpty { layout.ends[layout.ends.count - 1] = .crlf }
            i += 1
            offset += 1
            continue
          }
        }
        // A run of ordinary bytes.
        var j = i
        while j < n {
          let b = buffer[j]
          if b == 0x0A || b == 0x0D || b == 0 { break }
          j += 1
        }
        let length = emittedOfLine + carry.count + (j - i)
        if length > limits.maxLineBytes {
          throw .badData(
            "'\(name)': line \(line) is longer than \(InputLimits.describe(bytes: limits.maxLineBytes)): stopped at byte \(offset + limits.maxLineBytes - carry.count - emittedOfLine)",
            hint: "the line limit is \(InputLimits.describe(bytes: limits.maxLineBytes)) (docs/cli.md, Limits)")
        }
        guard j < n else {
          carry.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i..<j]))
          offset += j - i
          if pieces?.enabled == true, !carry.isEmpty {
            emittedOfLine += carry.count
            let piece = carry
            carry.removeAll(keepingCapacity: true)
            try piece.withUnsafeBufferPointer { (p) throws(CommandError) in try emit(p, false) }
          }
          break
        }
        if buffer[j] == 0 {
          throw .badData(
            "'\(name)' is binary: a NUL byte at byte \(offset + j - i) (line \(line))",
            hint: "curvetool reads text: CSV, TSV, JSON or a pasted array (docs/fit.md)")
        }
        afterCR = buffer[j] == 0x0D
        layout?.ends.append(afterCR ? .cr : .lf)
        if carry.isEmpty {
          try emit(UnsafeBufferPointer(rebasing: buffer[i..<j]), true)
        } else {
          carry.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i..<j]))
          let whole = carry
          carry.removeAll(keepingCapacity: true)
          try whole.withUnsafeBufferPointer { (p) throws(CommandError) in try emit(p, true) }
        }
        offset += j - i + 1
        line += 1
        emittedOfLine = 0
        i = j + 1
      }
    }
  }
}

/// Whether ``InputFile/scan(_:io:limits:pieces:emit:)`` hands long lines on
/// in pieces; switched on by the reader once it knows it needs no lines.
final class ScanPieces {
  var enabled = false
}

/// What reading normalised away from a text file: its byte-order mark and
/// each line's end (LF, CRLF or a lone CR), in order. ``restore(_:)`` gives
/// normalised bytes (the same lines, some edited within lines) the file's
/// own layout back, so a fix written from them differs from the input only
/// where it was edited.
final class TextLayout {
  enum End: UInt8 { case lf, crlf, cr }

  var byteOrderMark = false
  var ends: [End] = []

  /// `bytes` with the mark put back and the k-th LF written as the k-th
  /// line end read (an LF past the recorded ones stays LF).
  func restore(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
    out.reserveCapacity(bytes.count + ends.count + 3)
    var k = 0
    for b in bytes {
      guard b == 0x0A else {
        out.append(b)
        continue
      }
      switch k < ends.count ? ends[k] : .lf {
      case .lf: out.append(0x0A)
      case .crlf: out += [0x0D, 0x0A]
      case .cr: out.append(0x0D)
      }
      k += 1
    }
    return out
  }
}
