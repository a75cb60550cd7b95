// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// The `export` entries of a kfloop/1 file, through the export writers
/// (docs/formats.md): one file per entry, `<timeline>.<keyPath>.<ext>`.
enum DiagnoseExports {
  /// One file to write: its name inside the folder and its text.
  struct File {
    var name: String
    var result: ExportResult
  }

  /// Every export rendered, before anything is written (so a refusal
  /// comes before the report and leaves no files).
  static func render(_ doc: KfloopDocument) throws(CommandError) -> [File] {
    guard !doc.exports.isEmpty else {
      throw .badData("the file has no \"export\" entries", hint: "add {\"timeline\", \"keyPath\", \"as\"} entries (docs/diagnose.md)")
    }
    var files: [File] = []
    var taken = Set<String>()
    for e in doc.exports {
      guard let t = doc.timeline(e.timeline) else { continue }
      let (format, ext) = (e.format.format, e.format.fileExtension)
      let span = e.span ?? t.period
      let curve = TrackCurve(timeline: t.timeline, keyPath: e.keyPath, span: span)
      let realized = RealizedCurve(.track(curve, origin: "\(e.timeline).\(e.keyPath)"), from: nil, to: nil, duration: span, velocity: nil)
      let timelineName = identifier(e.timeline)
      let keyPathName = identifier(e.keyPath)
      let context = ExportContext(
        curve: realized, expression: "\(e.timeline).\(e.keyPath)", durationGiven: true, fps: e.fps ?? e.sampleHz,
        fpsGiven: true, tolerance: nil, decimals: nil, property: Self.property(e.keyPath), name: timelineName + "-" + keyPathName)
      // Over the budget, the file's entry is what asks too much: bad data,
      // named as the file names it.
      do {
        try Exporter.checkBudget(context, what: "\(e.path) (\"as\": \"\(e.format.rawValue)\")", fix: "lower the entry's sampleHz, fps or span")
      } catch {
        throw .badData(error.message, hint: "docs/cli.md, Limits")
      }
      let result: ExportResult
      do {
        result = try Exporter.export(context, format: format)
      } catch .usage(let message, let hint) {
        throw .usage("\(e.path): \(message)", hint: hint)
      } catch {
        throw .badData("\(e.path): \(error.message)", hint: error.hint)
      }
      // Both parts are identifiers (no '/', no '.'), so the file is inside
      // the folder. Two exports never share a file, even on a file system
      // that ignores case: a later one whose name is taken gets -2, -3, ….
      var name = "\(timelineName).\(keyPathName).\(ext)"
      var k = 1
      while taken.contains(name.lowercased()) {
        k += 1
        name = "\(timelineName)-\(k).\(keyPathName).\(ext)"
      }
      taken.insert(name.lowercased())
      files.append(File(name: name, result: result))
    }
    return files
  }

  /// Writes rendered exports into `dir` (created if missing), saying what
  /// it wrote on standard error.
  static func write(_ files: [File], to dir: String, io: CommandIO) throws(CommandError) {
    try makeFolder(dir, io: io)
    let folder = URL(fileURLWithPath: io.resolve(dir)).standardizedFileURL
    for file in files {
      let path = (dir.hasSuffix("/") ? dir : dir + "/") + file.name
      // Names are identifiers, so this holds; checked anyway before writing.
      guard URL(fileURLWithPath: io.resolve(path)).standardizedFileURL.deletingLastPathComponent().path == folder.path else {
        throw .cannotCreateOutput("cannot create --export-dir file '\(file.name)': it would resolve outside '\(dir)'")
      }
      try Destination.write(to: path, option: "--export-dir", io: io) { sink, _ in sink.write(file.result.text) }
      io.stderr.writeLine("wrote \(path)")
      for note in file.result.notes { io.stderr.writeLine("note: \(file.name): \(note)") }
    }
  }

  /// The key path as the exports' `--property` when it names a role they
  /// know (`scale`, `offsetY`, `opacity`, `rotation`), so a scale track is a
  /// Lottie scale and a CSS `scale()`, not a dot moving a fraction of a pixel.
  static func property(_ keyPath: String) -> String? {
    if case .other = AnimatedProperty(keyPath) { return nil }
    return keyPath.hasPrefix("--") || keyPath.contains("{}") ? nil : keyPath
  }

  /// A name safe as a file name part and as a CSS, Swift or Kotlin
  /// identifier: letters, digits, `_` and `-`, starting with a letter or
  /// `_`; anything else (path separators, dots, brackets, control
  /// characters) becomes `-`.
  static func identifier(_ raw: String) -> String {
    var out = String(raw.map { c -> Character in
      (c.isLetter || c.isNumber || c == "_" || c == "-") && !c.isWhitespace && c.asciiValue.map { $0 >= 0x20 } != false ? c : "-"
    })
    while out.hasSuffix("-") { out.removeLast() }
    if out.first.map({ $0.isLetter || $0 == "_" }) != true { out = "_" + out }
    return out
  }

  /// Creates the export folder (and its parents) if it does not exist.
  private static func makeFolder(_ dir: String, io: CommandIO) throws(CommandError) {
    let resolved = io.resolve(dir)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw .cannotCreateOutput("cannot create --export-dir '\(dir)': it is a file") }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: resolved, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreateOutput("cannot create --export-dir '\(dir)': \(error.localizedDescription)")
    }
  }
}
