// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension CurveReadout {
  /// Several curves side by side: one row per curve, one column per
  /// figure of the analysis (settle time, time needed, peak overshoot as a
  /// percentage of the move, turning points, end residual, snap), then
  /// the curves in full below the table.
  static func table(_ readouts: [(text: String, readout: CurveReadout)], epsilon: Double, style: TextStyle) -> String {
    let header = ["curve", "settle (s)", "needs (s)", "overshoot", "turns", "residual", "snap"]
    var rows: [[String]] = []
    for (text, r) in readouts {
      let a = r.analysis
      rows.append([
        text,
        a.settleTime.map { NumberText.text($0, .significant(5)) } ?? "—",
        a.settleTimeIfContinued.map { NumberText.text($0, .significant(5)) } ?? "never",
        a.overshoot.map { $0.percentText(digits: 3) } ?? "none",
        a.turnsCount,
        NumberText.text(r.residual, .significant(3)),
        a.snap == 0 ? "0" : NumberText.text(a.snap, .significant(3)),
      ])
    }
    // The curve column takes what the others leave of the width.
    var widths = header.indices.map { c in ([header[c]] + rows.map { $0[c] }).map(\.count).max() ?? 0 }
    let others = widths.dropFirst().reduce(0, +) + 2 * (widths.count - 1)
    widths[0] = Swift.max(8, Swift.min(widths[0], style.width - others - 1))
    func cell(_ s: String, _ c: Int) -> String {
      let w = widths[c]
      let text = s.count > w ? String(s.prefix(w - 1)) + "…" : s
      let pad = String(repeating: " ", count: w - text.count)
      return c == 0 ? text + pad : pad + text
    }
    var out = [style.heading("\(readouts.count) curves, settle band ±\(NumberText.text(epsilon, .report)) of each move"), ""]
    out.append(header.indices.map { cell(header[$0], $0) }.joined(separator: "  "))
    for row in rows { out.append(row.indices.map { cell(row[$0], $0) }.joined(separator: "  ")) }
    out.append("")
    out.append(style.paragraph("overshoot: the peak past the end value, as a percentage of the move; needs: how long the motion takes to stay within the band; residual: end value − resting value; snap: the jump when the animation is removed. One curve at a time gives the full analysis."))
    return out.joined(separator: "\n") + "\n"
  }
}
