// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A buffered byte stream to a file descriptor, or captured in memory.
///
/// Writes are buffered in 64 KiB chunks; a failed write is remembered and
/// reported by ``flush()`` so commands can exit with 74 (EX_IOERR).
final class OutputSink {
  private var buffer: [UInt8] = []
  private let fd: Int32?
  private let closesWhenDone: Bool
  /// Everything written, when capturing (tests).
  private(set) var captured: [UInt8] = []
  /// errno of the first failed write.
  private(set) var failure: Int32?
  /// Whether a progress line (``ProgressLine``) ends what was written: the
  /// next other text erases it first, so a warning or an error never lands
  /// after it on its line, whichever path wrote the message.
  private(set) var progressShown = false
  /// "\r", then erase to the end of the line.
  static let eraseLine = "\r\u{1B}[K"

  /// A sink writing to `fd`.
  init(fd: Int32, closesWhenDone: Bool = false) {
    self.fd = fd
    self.closesWhenDone = closesWhenDone
    buffer.reserveCapacity(1 << 16)
  }

  /// A sink keeping what is written in memory.
  init() {
    fd = nil
    closesWhenDone = false
  }

  /// The captured text (UTF-8).
  var text: String { String(decoding: captured, as: UTF8.self) }

  func write(_ text: String) {
    if progressShown { eraseProgress() }
    if fd == nil {
      captured.append(contentsOf: text.utf8)
      return
    }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { drain() }
  }

  func write(bytes: some Sequence<UInt8>) {
    if progressShown { eraseProgress() }
    if fd == nil {
      captured.append(contentsOf: bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { drain() }
  }

  /// Writes `raw`: a block of 64 KiB or more goes straight to the
  /// descriptor (after what is buffered), a smaller one through the buffer.
  func write(raw: UnsafeRawBufferPointer) {
    if progressShown { eraseProgress() }
    guard fd != nil, raw.count >= 1 << 16 else { return write(bytes: raw) }
    drain()
    send(raw)
  }

  /// Writes a progress line, `text` starting with ``eraseLine``'s return,
  /// and flushes it: the line stays until ``eraseProgress()`` or other text.
  func writeProgress(_ text: String) {
    progressShown = false  // a new line replaces the shown one in place
    write(text)
    flush()
    progressShown = true
  }

  /// Erases the progress line, if one is shown.
  func eraseProgress() {
    guard progressShown else { return }
    progressShown = false
    write(Self.eraseLine)
  }

  /// Writes out the buffer; returns the errno of the first failure, if any.
  @discardableResult
  func flush() -> Int32? {
    drain()
    return failure
  }

  /// Flushes and closes a file opened for `--output`.
  func close() -> Int32? {
    drain()
    if closesWhenDone, let fd {
      if Glibc_close(fd) != 0, failure == nil { failure = errno }
    }
    return failure
  }

  private func drain() {
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    guard fd != nil else {
      captured.append(contentsOf: buffer)
      return
    }
    buffer.withUnsafeBytes { send($0) }
  }

  /// Writes `raw` to the descriptor, retrying short writes; remembers the
  /// first failure and writes nothing after it.
  private func send(_ raw: UnsafeRawBufferPointer) {
    guard let fd, failure == nil, let base = raw.baseAddress else { return }
    var offset = 0
    while offset < raw.count {
      let n = Glibc_write(fd, base + offset, raw.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        failure = errno
        return
      }
      offset += n
    }
  }
}

@inline(__always) private func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
  write(fd, p, n)
}

@inline(__always) private func Glibc_close(_ fd: Int32) -> Int32 { close(fd) }
