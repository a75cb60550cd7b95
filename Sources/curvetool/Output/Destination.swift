// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command's result goes: standard output, or a file named by an
/// option (`--output`, `--svg`, `--write-fixed`, `--export-dir`).
///
/// Files are written atomically (docs/cli.md §Output files): the bytes go to
/// a temporary file in the same folder, which is renamed over the target only
/// when complete. On an error (a full disk, `ulimit -f`: exit 74) or a signal
/// that ends the process (`TemporaryFiles.endingSignals`) the temporary file
/// is removed and the previous file is left as it was.
enum Destination {
  /// Runs `body` with the sink to write to and whether it is a terminal.
  ///
  /// The temporary file is created before `body` runs, so an unwritable
  /// folder fails fast with exit 73 naming `option`; write errors are 74.
  static func write(
    to path: String?, option: String = "--output", io: CommandIO,
    _ body: (OutputSink, Bool) throws(CommandError) -> Void
  ) throws(CommandError) {
    guard let path, path != "-" else {
      try body(io.stdout, io.stdoutIsTerminal)
      return
    }
    if try writeStream(to: path, option: option, io: io, body) { return }
    let target = finalTarget(io.resolve(path))
    var info = stat()
    let exists = stat(target, &info) == 0
    if exists, info.st_mode & S_IFMT == S_IFDIR {
      throw .cannotCreateOutput("cannot create \(option) '\(path)': it is a directory")
    }
    let mode: mode_t = exists && info.st_mode & S_IFMT == S_IFREG ? info.st_mode & 0o7777 : 0o666
    let (fd, temporary) = try createTemporary(beside: target, mode: mode, option: option, path: path)
    if exists { _ = fchmod(fd, mode) }
    defer { TemporaryFiles.unregister(temporary) }
    try fill(fd, option: option, path: path, body) { unlink(temporary) }
    guard rename(temporary, target) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .cannotCreateOutput("cannot create \(option) '\(path)': \(reason)")
    }
  }

  /// Refuses (exit 64) an output that is the same file as one of the
  /// inputs, unless `inPlace`: replacing the input by accident loses it.
  static func refuseOverwriting(
    inputs: [String], output: String?, option: String, inPlace: Bool, io: CommandIO
  ) throws(CommandError) {
    guard let output, output != "-", !inPlace else { return }
    var out = stat()
    guard stat(io.resolve(output), &out) == 0 else { return }
    for input in inputs where input != "-" {
      var inp = stat()
      if stat(io.resolve(input), &inp) == 0, inp.st_dev == out.st_dev, inp.st_ino == out.st_ino {
        throw .usage(
          "\(option) '\(output)' is the input file '\(input)': curvetool will not replace its input",
          hint: "pass --in-place to replace it, or write somewhere else")
      }
    }
  }

  /// Writes straight to `path` when it names a stream rather than a file
  /// (a device, a pipe, a socket, or an open descriptor such as
  /// `/dev/stdout`); returns false, writing nothing, for a file or a path
  /// that does not exist. A stream cannot be replaced by renaming: that would
  /// put a file where the device or the link was. It is opened for
  /// appending, so `-o /dev/stdout >> log` adds to `log`.
  private static func writeStream(
    to path: String, option: String, io: CommandIO,
    _ body: (OutputSink, Bool) throws(CommandError) -> Void
  ) throws(CommandError) -> Bool {
    let resolved = io.resolve(path)
    var info = stat()
    let exists = stat(resolved, &info) == 0
    let kind = info.st_mode & S_IFMT
    guard (exists && kind != S_IFREG && kind != S_IFDIR) || namesDescriptor(resolved) else { return false }
    let fd = open(resolved, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard fd >= 0 else {
      throw .cannotCreateOutput("cannot create \(option) '\(path)': \(String(cString: strerror(errno)))")
    }
    try fill(fd, option: option, path: path, body) {}
    return true
  }

  /// Runs `body` on a sink that writes to `fd` and closes it; on an error
  /// (the body's, or a failed write: 74) runs `discard` first.
  private static func fill(
    _ fd: Int32, option: String, path: String,
    _ body: (OutputSink, Bool) throws(CommandError) -> Void, discard: () -> Void
  ) throws(CommandError) {
    let sink = OutputSink(fd: fd, closesWhenDone: true)
    do {
      try body(sink, false)
    } catch {
      _ = sink.close()
      discard()
      throw error
    }
    if let failure = sink.close() {
      discard()
      throw .ioFailure("cannot write \(option) '\(path)': \(String(cString: strerror(failure)))")
    }
  }

  /// Whether `path`, or a symbolic link on its way, names an open file
  /// descriptor (`/dev/fd/N`, `/proc/self/fd/N`, `/proc/PID/fd/N`), as
  /// `/dev/stdout` does: at most 40 links are followed, as the kernel does.
  private static func namesDescriptor(_ path: String) -> Bool {
    var current = path
    for _ in 0..<40 {
      if current.hasPrefix("/dev/fd/") || isProcessDescriptor(current) { return true }
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return false }
      var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &bytes, Int(PATH_MAX))
      guard count > 0 else { return false }
      let link = String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else {
        let folder = current.lastIndex(of: "/").map { String(current[...$0]) } ?? ""
        current = folder + link
      }
    }
    return false
  }

  /// `/proc/self/fd/…` or `/proc/PID/fd/…`.
  private static func isProcessDescriptor(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 5, parts[0].isEmpty, parts[1] == "proc", parts[3] == "fd" else { return false }
    return parts[2] == "self" || (!parts[2].isEmpty && parts[2].allSatisfy { ("0"..."9").contains($0) })
  }

  /// The file a path names: a symbolic link's target, so that writing
  /// through a link replaces what it points to, not the link.
  private static func finalTarget(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  /// A new, exclusive temporary file in the target's folder.
  private static func createTemporary(
    beside target: String, mode: mode_t, option: String, path: String
  ) throws(CommandError) -> (Int32, String) {
    let slash = target.lastIndex(of: "/")
    let folder = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    for attempt in 0..<100 {
      let candidate = "\(folder).\(name).curvetool-\(getpid())-\(TemporaryFiles.nextSerial())-\(attempt).tmp"
      // Registered before it exists, so a signal can never leave it behind.
      TemporaryFiles.register(candidate)
      let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL, mode)
      if fd >= 0 { return (fd, candidate) }
      TemporaryFiles.unregister(candidate)
      if errno != EEXIST {
        throw .cannotCreateOutput("cannot create \(option) '\(path)': \(String(cString: strerror(errno)))")
      }
    }
    throw .cannotCreateOutput("cannot create \(option) '\(path)': no free temporary name")
  }
}
