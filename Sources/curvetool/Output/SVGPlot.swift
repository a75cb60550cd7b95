// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A static SVG chart of one or more curves: axes in seconds, a grid with
/// 1-2-5 ticks, dashed lines at each end value, and a legend. Each curve is
/// sampled at 4001 times and drawn as the fewest straight lines that stay
/// within 0.05 px of every sample.
struct SVGPlot {
  /// One line: a label, how long it runs, its value, and a dashed reference.
  struct Series {
    var label: String
    var span: Double
    var value: (Double) -> Double
    var reference: Double?
    /// Where the legend's rising/falling test looks.
    var from: Double
    var to: Double
    /// The least and greatest value over [a, b], when known exactly
    /// (``AnalyzableCurve/valueRange(from:to:)``): a swing between two
    /// samples is drawn too, as ``TerminalPlot`` does.
    var range: ((Double, Double) -> (lowest: Double, highest: Double))? = nil
  }

  var curves: [Series]
  var yLabel = "value"
  var width = 720.0
  var height = 420.0
  /// Samples per curve before simplification.
  var resolution = 4000

  init(curves: [(label: String, curve: RealizedCurve)]) {
    self.curves = curves.map { item in
      Series(label: item.label, span: item.curve.duration, value: { item.curve.value(at: $0) }, reference: item.curve.to,
        from: item.curve.from, to: item.curve.to, range: { item.curve.curve.valueRange(from: $0, to: $1) })
    }
  }

  init(series: [Series], yLabel: String) {
    curves = series
    self.yLabel = yLabel
  }

  static let palette = ["#2563eb", "#dc2626", "#16a34a", "#9333ea", "#ea580c", "#0891b2", "#db2777", "#4b5563"]

  static let maximumTicks = 50

  /// Tick step of 1, 2 or 5 × 10^k giving about `count` ticks over `span`.
  static func tickStep(_ span: Double, count: Double = 6) -> Double {
    guard span > 0, span.isFinite else { return 1 }
    let raw = span / count
    var p = 1.0
    while p * 10 <= raw { p *= 10 }
    while p > raw { p /= 10 }
    for m in [1.0, 2, 5, 10] where m * p >= raw { return m * p }
    return 10 * p
  }

  /// Text for an SVG element or attribute: on one line with its control
  /// characters escaped (``MessageText/oneLine(_:)``; XML 1.0 allows none
  /// of them), then `&`, `<`, `>` and `"` as entities.
  static func escape(_ s: String) -> String {
    MessageText.oneLine(s).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// `item` at `resolution` + 1 evenly spaced times; where its range is
  /// known, a swing past both ends of an interval adds its extreme (or
  /// both, a third and two thirds of the way in, under a pixel apart), so a
  /// motion faster than the samples is drawn as its band, not an alias.
  func sampled(_ item: Series) -> [(Double, Double)] {
    var out: [(Double, Double)] = [(0, item.value(0))]
    for i in 1...resolution {
      let t = item.span * Double(i) / Double(resolution)
      let v = item.value(t)
      if let range = item.range, let (t0, v0) = out.last {
        let (lowest, highest) = range(t0, t)
        let high = highest > Swift.max(v0, v) ? highest : nil
        let low = lowest < Swift.min(v0, v) ? lowest : nil
        let extremes = v >= v0 ? [low, high] : [high, low]
        let inner = extremes.compactMap { $0 }
        for (k, e) in inner.enumerated() { out.append((t0 + (t - t0) * Double(k + 1) / Double(inner.count + 1), e)) }
      }
      out.append((t, v))
    }
    return out
  }

  func render() -> String {
    let left = 64.0, right = 24.0, top = 24.0, bottom = 48.0
    let plotW = width - left - right
    let plotH = height - top - bottom
    let tMax = curves.map(\.span).max() ?? 1
    let samples = curves.map(sampled)
    var lo = Double.infinity
    var hi = -Double.infinity
    for s in samples { for (_, v) in s where v.isFinite { lo = Swift.min(lo, v); hi = Swift.max(hi, v) } }
    for item in curves {
      if let r = item.reference { lo = Swift.min(lo, r); hi = Swift.max(hi, r) }
    }
    if !lo.isFinite || !hi.isFinite { (lo, hi) = (0, 1) }
    // A flat curve gets a band around its value, wide enough to exist at
    // that magnitude.
    let flat = Swift.max(0.5, Swift.max(Swift.abs(lo), Swift.abs(hi)) * 1e-6)
    if hi - lo < 1e-12 * Swift.max(1, Swift.abs(hi)) { (lo, hi) = (lo - flat, hi + flat) }
    let pad = (hi - lo) * 0.05
    lo -= pad
    hi += pad
    func px(_ t: Double) -> Double { left + t / tMax * plotW }
    func py(_ v: Double) -> Double { top + (hi - v) / (hi - lo) * plotH }
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"system-ui, sans-serif\" font-size=\"12\">\n"
    out += "  <title>\(Self.escape(curves.map(\.label).joined(separator: ", ")))</title>\n"
    out += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    // Grid and tick labels.
    out += "  <g stroke=\"#e5e7eb\" stroke-width=\"1\">\n"
    let xStep = Self.tickStep(tMax)
    let yStep = Self.tickStep(hi - lo)
    var xTicks: [Double] = []
    var t = 0.0
    // At most `maximumTicks` per axis, whatever the numbers.
    while t <= tMax * (1 + 1e-9), xTicks.count < Self.maximumTicks { xTicks.append(t); t = Double(xTicks.count) * xStep }
    var yTicks: [Double] = []
    var v = (lo / yStep).rounded(.up) * yStep
    while v <= hi, yTicks.count < Self.maximumTicks { yTicks.append(v); v = (lo / yStep).rounded(.up) * yStep + Double(yTicks.count) * yStep }
    for x in xTicks { out += "    <line x1=\"\(NumberText.text(px(x), .fixed(2)))\" y1=\"\(NumberText.text(top, .fixed(2)))\" x2=\"\(NumberText.text(px(x), .fixed(2)))\" y2=\"\(NumberText.text(top + plotH, .fixed(2)))\"/>\n" }
    for y in yTicks { out += "    <line x1=\"\(NumberText.text(left, .fixed(2)))\" y1=\"\(NumberText.text(py(y), .fixed(2)))\" x2=\"\(NumberText.text(left + plotW, .fixed(2)))\" y2=\"\(NumberText.text(py(y), .fixed(2)))\"/>\n" }
    out += "  </g>\n"
    out += "  <g fill=\"#374151\">\n"
    for x in xTicks {
      out += "    <text x=\"\(NumberText.text(px(x), .fixed(2)))\" y=\"\(NumberText.text(top + plotH + 16, .fixed(2)))\" text-anchor=\"middle\">\(NumberText.text(x, .report))</text>\n"
    }
    for y in yTicks {
      out += "    <text x=\"\(NumberText.text(left - 6, .fixed(2)))\" y=\"\(NumberText.text(py(y) + 4, .fixed(2)))\" text-anchor=\"end\">\(NumberText.text(Swift.abs(y) < yStep * 1e-9 ? 0 : y, .report))</text>\n"
    }
    out += "    <text x=\"\(NumberText.text(left + plotW / 2, .fixed(2)))\" y=\"\(NumberText.text(height - 10, .fixed(2)))\" text-anchor=\"middle\">time (s)</text>\n"
    out += "    <text x=\"14\" y=\"\(NumberText.text(top + plotH / 2, .fixed(2)))\" text-anchor=\"middle\" transform=\"rotate(-90 14 \(NumberText.text(top + plotH / 2, .fixed(2))))\">\(Self.escape(yLabel))</text>\n"
    out += "  </g>\n"
    // Axes.
    out += "  <path d=\"M\(NumberText.text(left, .fixed(2))),\(NumberText.text(top, .fixed(2))) V\(NumberText.text(top + plotH, .fixed(2))) H\(NumberText.text(left + plotW, .fixed(2)))\" fill=\"none\" stroke=\"#111827\" stroke-width=\"1.2\"/>\n"
    // End values and curves.
    for (i, item) in curves.enumerated() {
      let colour = Self.palette[i % Self.palette.count]
      if let r = item.reference {
        out += "  <line x1=\"\(NumberText.text(left, .fixed(2)))\" y1=\"\(NumberText.text(py(r), .fixed(2)))\" x2=\"\(NumberText.text(left + plotW, .fixed(2)))\" y2=\"\(NumberText.text(py(r), .fixed(2)))\" stroke=\"\(colour)\" stroke-opacity=\"0.5\" stroke-dasharray=\"4 4\"/>\n"
      }
      // Straight lines within 0.05 px of the curve: the same picture, fewer points.
      let xs = samples[i].map { px($0.0) }
      let ys = samples[i].map { py($0.1) }
      let kept = Simplification.refined(xs: xs, ys: ys, tolerance: 0.05)
      let points = kept.map { "\(NumberText.text(xs[$0], .fixed(2))),\(NumberText.text(ys[$0], .fixed(2)))" }
      out += "  <polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" stroke-linejoin=\"round\" points=\"\(points.joined(separator: " "))\"/>\n"
    }
    // Legend.
    // Legend in the corner the first curve leaves empty: bottom right for
    // a rising curve, top right for a falling one.
    let rising = (curves.first.map { $0.to >= $0.from }) ?? true
    let legendRight = left + plotW - 12
    let firstY = rising ? top + plotH - 12 - Double(curves.count - 1) * 18 : top + 18
    out += "  <g>\n"
    for (i, item) in curves.enumerated() {
      let y = firstY + Double(i) * 18
      let colour = Self.palette[i % Self.palette.count]
      out += "    <text x=\"\(NumberText.text(legendRight - 26, .fixed(2)))\" y=\"\(NumberText.text(y, .fixed(2)))\" text-anchor=\"end\" fill=\"#111827\">\(Self.escape(item.label))</text>\n"
      out += "    <line x1=\"\(NumberText.text(legendRight - 20, .fixed(2)))\" y1=\"\(NumberText.text(y - 4, .fixed(2)))\" x2=\"\(NumberText.text(legendRight, .fixed(2)))\" y2=\"\(NumberText.text(y - 4, .fixed(2)))\" stroke=\"\(colour)\" stroke-width=\"2\"/>\n"
    }
    out += "  </g>\n</svg>\n"
    return out
  }
}
