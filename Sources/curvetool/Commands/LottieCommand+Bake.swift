// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool lottie FILE --bake -o OUT`: the expressions replaced by
/// keyframes (``LottieBake``), and the report.
extension LottieCommand {
  static func bake(
    bytes: [UInt8], json: JSON, path: String, output: String?, tolerance: Double, format: ReportFormat, io: CommandIO
  ) throws(CommandError) {
    let result = LottieBake.bake(bytes: bytes, json: json, tolerance: tolerance)
    try Destination.write(to: output, io: io) { sink, _ in sink.write(bytes: result.bytes) }
    // The report goes to standard output, or to standard error when the
    // baked file went there.
    let sink = output == "-" ? io.stderr : io.stdout
    let terminal = output == "-" ? io.stderrIsTerminal : io.stdoutIsTerminal
    switch format {
    case .json: sink.write(bakeJSON(result, path: path, output: output ?? "-", tolerance: tolerance).text() + "\n")
    case .text:
      let style = TextStyle(width: io.width, unicode: terminal && io.unicode, colour: terminal && io.colour)
      sink.write(bakeText(result, path: path, output: output ?? "-", tolerance: tolerance, style: style))
    }
  }

  static func bakeText(_ r: LottieBake.Result, path: String, output: String, tolerance: Double, style: TextStyle) -> String {
    var out: [String] = []
    let n = r.baked.count
    out.append(style.paragraph(style.heading(
      "Baked \(n) expression\(n == 1 ? "" : "s") of \(MessageText.escaped(path)) into \(MessageText.escaped(output)) (--max-error \(NumberText.text(tolerance, .report))):")))
    for b in r.baked {
      out.append(style.paragraph(
        "\(b.path)" + (b.layer.map { " \"\($0)\"" } ?? "") + ": \(b.kind) → \(b.keyframes) keyframes on frames \(NumberText.text(b.fromFrame, .report)) to \(NumberText.text(b.toFrame, .report)); "
          + "largest deviation \(NumberText.text(b.error, .significant(3))) at frame \(NumberText.text(b.worstFrame, .significant(6))) (measured at \(LottieBake.measuredPerFrame) points a frame)"
          + (b.error > tolerance ? ": more than --max-error, where the expression jumps between frames (keyframes stay on whole frames)" : ""),
        indent: 2))
    }
    if !r.left.isEmpty {
      out.append("")
      out.append(style.paragraph(style.heading("Left in place (\(r.left.count)):")))
      for l in r.left {
        out.append(style.paragraph("\(l.path)" + (l.layer.map { " \"\($0)\"" } ?? "") + ": \(l.kind): \(l.reason)", indent: 2))
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func bakeJSON(_ r: LottieBake.Result, path: String, output: String, tolerance: Double) -> JSON {
    JSONSchema.lottieBake.document([
      ("file", .string(path)), ("output", .string(output)), ("maxError", .number(tolerance)),
      ("baked", .array(r.baked.map { b in
        .object([
          ("path", .string(b.path)), ("layer", b.layer.map(JSON.string) ?? .null), ("kind", .string(b.kind)), ("keyframes", .int(b.keyframes)),
          ("fromFrame", .number(b.fromFrame)), ("toFrame", .number(b.toFrame)), ("error", .number(b.error)), ("worstFrame", .number(b.worstFrame)),
        ])
      })),
      ("left", .array(r.left.map { l in
        .object([("path", .string(l.path)), ("layer", l.layer.map(JSON.string) ?? .null), ("kind", .string(l.kind)), ("reason", .string(l.reason))])
      })),
    ])
  }
}
