// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Fit

extension SampleFile {
  /// How much of the input is looked at before deciding how to read it.
  static let headBytes = 1 << 16

  /// Reads a sample file (`-` for standard input) as it streams in.
  ///
  /// The first 64 KiB decide the reading: JSON (the first character is `{`
  /// or `[`) and pasted code (a `=` or `@` in them) are read whole, then
  /// parsed; rows of numbers are read line by line as they arrive, so the
  /// header and the first rows are checked before the rest of the file is
  /// read, and nothing is kept but the samples (16 bytes each). `progress`
  /// is called every ``progressRows`` rows with the number read so far.
  static func read(
    _ path: String, io: CommandIO, fps: Double, columns: SampleColumns = .init(), progress: ((Int) -> Void)? = nil
  ) throws(CommandError) -> SampleFile {
    // Until the rows are recognised a long line comes in pieces, so a
    // one-line JSON file is never held whole just to look at its start.
    let pieces = ScanPieces()
    pieces.enabled = true
    var reading = Reading(path: path, io: io, fps: fps, columns: columns, progress: progress, pieces: pieces)
    try InputFile.scan(path, io: io, pieces: pieces) { (piece, terminated) throws(CommandError) in
      try reading.feed(piece, terminated: terminated)
    }
    return try reading.finish()
  }

  /// The state of one ``read(_:io:fps:columns:progress:)``, fed a line (or,
  /// before the decision, a piece of one) at a time. A value the scan's
  /// closure mutates in place, so no row pays for a checked access.
  private struct Reading {
    let path: String
    let io: CommandIO
    let fps: Double
    let columns: SampleColumns
    let progress: ((Int) -> Void)?
    let pieces: ScanPieces
    var head: [UInt8] = []
    var streaming: DelimitedReader?
    /// Whether `streaming` is set (a flag, so a row does not copy the
    /// optional reader to test it).
    var rows = false
    /// JSON is streamed; when the stream gives up, the file is read whole.
    var json: JSONSampleStream?
    /// The bytes of JSON that cannot be read twice (standard input, a
    /// pipe), kept as they stream in for the whole read the stream may
    /// give up to: the bytes, not their tree (some 14 times larger).
    var kept: [UInt8]?
    /// A row's start cut off by the decision.
    var partial: [UInt8] = []
    var headEndsLine = true
    var decided = false
    var lineNumber = 0
    var nextReport = progressRows

    init(path: String, io: CommandIO, fps: Double, columns: SampleColumns, progress: ((Int) -> Void)?, pieces: ScanPieces) {
      self.path = path
      self.io = io
      self.fps = fps
      self.columns = columns
      self.progress = progress
      self.pieces = pieces
    }

    /// Rows of numbers are streamed; a JSON file is streamed by
    /// ``JSONSampleStream``; anything else is read whole.
    mutating func decide(ended: Bool) throws(CommandError) {
      decided = true
      guard isRows(head) else {
        if isJSON(head) {
          var stream = JSONSampleStream()
          head.withUnsafeBufferPointer { stream.feed($0) }
          if fileSize(path, io: io) == nil { kept = head }
          head = []
          json = stream
        }
        return
      }
      pieces.enabled = false
      if !ended, !headEndsLine {
        let cut = head.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        partial = Array(head[cut...])
        head.removeSubrange(cut...)
      }
      var reader = DelimitedReader(fps: fps, columns: columns)
      do throws(FitError) {
        try reader.lines(of: head, counting: &lineNumber)
      } catch {
        throw SampleFile.failure(error, file: nil)
      }
      // Room for every row at once, so the arrays are not regrown and
      // copied: half as many rows again as the file's size and the first
      // rows' length suggest, since the first rows can be the longest
      // (values near 0 spelled with all their digits). Room never written
      // is address space, not memory: a page is given when first touched.
      if reader.sampleCount > 0, let size = fileSize(path, io: io) {
        reader.reserve(rows: Int(Double(size) / Double(head.count) * Double(reader.sampleCount) * 1.5) + 16)
      }
      head = []
      streaming = reader
      rows = true
    }

    /// Reads the next row once the rows are streamed: `piece` finishes the
    /// row whose start the decision cut off, if there is one.
    mutating func row(_ piece: UnsafeBufferPointer<UInt8>) throws(CommandError) {
      lineNumber += 1
      do throws(FitError) {
        guard !partial.isEmpty else { return try streaming!.line(piece, number: lineNumber) }
        partial.append(contentsOf: piece)
        let whole = partial
        partial = []
        try whole.withUnsafeBufferPointer { (line) throws(FitError) in try streaming!.line(line, number: lineNumber) }
      } catch {
        throw SampleFile.failure(error, file: nil)
      }
    }

    mutating func feed(_ piece: UnsafeBufferPointer<UInt8>, terminated: Bool) throws(CommandError) {
      if json != nil {
        json!.feed(piece)
        if terminated { json!.feed(byte: 0x0A) }
        if kept != nil {
          kept!.append(contentsOf: piece)
          if terminated { kept!.append(0x0A) }
        }
        if json!.longestArray > WorkBudget.maxSamples { throw SampleFile.failure(SampleFile.tooMany(line: nil), file: nil) }
        if json!.rowsRead >= nextReport, let progress {
          progress(json!.rowsRead)
          nextReport += progressRows
        }
        return
      }
      if rows {
        try row(piece)
        if lineNumber >= nextReport, let progress {
          progress(streaming!.sampleCount)
          nextReport += progressRows
        }
        return
      }
      head.append(contentsOf: piece)
      if terminated { head.append(0x0A) }
      headEndsLine = terminated
      if !decided, head.count >= headBytes { try decide(ended: false) }
    }

    mutating func finish() throws(CommandError) -> SampleFile {
      // The input ended inside the row the decision cut off.
      if !partial.isEmpty, rows { try row(UnsafeBufferPointer(start: nil, count: 0)) }
      if let reader = streaming { return reader.finish() }
      if !decided { try decide(ended: true) }
      if let reader = streaming { return reader.finish() }
      if var stream = json {
        if let file = stream.finish(fps: fps) { return withUnit(file, columns) }
        if let kept {
          head = kept
          self.kept = nil
        } else {
          head = try InputFile.read(path, io: io)
        }
      }
      do throws(FitError) {
        return try parse(head, fps: fps, columns: columns)
      } catch {
        throw SampleFile.failure(error, file: nil)
      }
    }
  }

  /// The size in bytes of a regular file, or `nil` (standard input, a
  /// pipe, a device).
  static func fileSize(_ path: String, io: CommandIO) -> Int? {
    guard path != "-" else { return nil }
    var info = stat()
    guard stat(io.resolve(path), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  /// How often ``read(_:io:fps:columns:progress:)`` reports progress.
  static let progressRows = 1 << 18
}
