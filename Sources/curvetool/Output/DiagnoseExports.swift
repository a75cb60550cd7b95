// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The `export` entries of a kfloop/1 file, through the export writers
/// (docs/formats.md): one file per entry, `<timeline>.<keyPath>.<ext>`.
enum DiagnoseExports {
  static let formats: [String: (format: String, ext: String)] = [
    "array": ("json", "json"), "csv": ("csv", "csv"), "ca-keyframes": ("swift", "swift"),
    "css-keyframes": ("css-keyframes", "css"), "css-linear": ("css-linear", "css"), "lottie": ("lottie", "json"),
  ]

  static func write(_ doc: KfloopDocument, to dir: String, io: CommandIO) throws(CommandError) {
    guard !doc.exports.isEmpty else {
      throw .badData("the file has no \"export\" entries", hint: "add {\"timeline\", \"keyPath\", \"as\"} entries (docs/diagnose.md)")
    }
    for e in doc.exports {
      guard let t = doc.timeline(e.timeline), let (format, ext) = formats[e.format] else { continue }
      let span = e.span ?? t.period
      let curve = TrackCurve(timeline: t.timeline, keyPath: e.keyPath, span: span)
      let realized = RealizedCurve(.track(curve, origin: "\(e.timeline).\(e.keyPath)"), from: nil, to: nil, duration: span, velocity: nil)
      let name = "\(e.timeline).\(e.keyPath)"
      let context = ExportContext(
        curve: realized, expression: name, durationGiven: true, fps: e.fps ?? e.sampleHz, fpsGiven: true, tolerance: nil,
        decimals: nil, property: nil, name: name.replacingOccurrences(of: ".", with: "-").replacingOccurrences(of: "[", with: "-")
          .replacingOccurrences(of: "]", with: ""))
      let result: ExportResult
      do {
        result = try Exporter.export(context, format: format)
      } catch {
        throw .badData("\(e.path): \(error.message)", hint: error.hint)
      }
      let path = (dir.hasSuffix("/") ? dir : dir + "/") + "\(name).\(ext)"
      try Destination.write(to: path, io: io) { sink, _ in sink.write(result.text) }
      io.stderr.write("wrote \(path)\n")
      for note in result.notes { io.stderr.write("note: \(name): \(note)\n") }
    }
  }
}
