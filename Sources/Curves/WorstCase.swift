// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The true maximum of an error function, not the largest sample: every
/// local maximum found on a scan is bracketed by its neighbours and refined
/// by golden-section search.
///
/// Used for the reported worst error of engine modes (a browser's Bézier
/// solver against the exact curve) and of exports (`linear()` against the
/// curve). Errors of solvers and polylines are piecewise smooth, so each
/// bracket holds one smooth peak; a discontinuity inside a bracket is still
/// bounded from below by the samples, which stay candidates.
public enum WorstCase {
  /// The largest `f(x)` over `range`, and where.
  ///
  /// - Parameters:
  ///   - samples: scan intervals (≥ 2); cost is `samples + peaks·refinements`.
  ///   - extra: points to include in the scan (ends of pieces, tangents).
  ///   - peaks: how many of the highest local maxima to refine.
  ///   - depth: how many times each is rescanned 256 times finer before the
  ///     golden-section search (4 for rough solver errors; 1 for smooth ones).
  ///   - near: also refine every local maximum whose sample is within this
  ///     fraction of the highest (up to 256 of them): many peaks of almost
  ///     one height (a slowly decaying oscillation) are sampled at random
  ///     phases, so the highest sample need not mark the highest peak.
  public static func maximum(
    of f: (Double) -> Double, in range: ClosedRange<Double>, samples: Int = 20_000, extra: [Double] = [], peaks: Int = 24,
    depth: Int = 4, near: Double = 0
  ) -> (x: Double, value: Double) {
    let n = Swift.max(2, samples)
    let span = range.upperBound - range.lowerBound
    var xs = (0...n).map { range.lowerBound + span * Double($0) / Double(n) }
    xs += extra.filter { range.contains($0) }
    xs.sort()
    let ys = xs.map(f)
    var (best, candidates) = scan(xs, ys)
    let floor = best.value - near * Swift.abs(best.value)
    let count = Swift.max(peaks, Swift.min(256, candidates.prefix { $0.1 >= floor }.count))
    for (i, _) in candidates.prefix(count) {
      let a = xs[Swift.max(0, i - 1)]
      let b = xs[Swift.min(xs.count - 1, i + 1)]
      let refined = zoom(f, a, b, depth: depth)
      if refined.value > best.value { best = refined }
    }
    return best
  }

  /// Rescans [a, b] finely, recurses into the highest local peaks (a
  /// solver's error is rough at coarse scales: iteration counts change),
  /// and ends with golden-section search where it is smooth.
  static func zoom(_ f: (Double) -> Double, _ a: Double, _ b: Double, depth: Int) -> (x: Double, value: Double) {
    guard depth > 0, b - a > 1e-14 * Swift.max(1, Swift.abs(a)) else { return goldenSection(f, a, b) }
    let n = 256
    let xs = (0...n).map { a + (b - a) * Double($0) / Double(n) }
    let ys = xs.map(f)
    var (best, peaks) = scan(xs, ys)
    for (i, _) in peaks.prefix(3) {
      let r = zoom(f, xs[Swift.max(0, i - 1)], xs[Swift.min(n, i + 1)], depth: depth - 1)
      if r.value > best.value { best = r }
    }
    let g = goldenSection(f, a, b)
    return g.value > best.value ? g : best
  }

  /// The largest sample and the local maxima (index, value), highest first.
  static func scan(_ xs: [Double], _ ys: [Double]) -> (best: (x: Double, value: Double), peaks: [(Int, Double)]) {
    var best = (x: xs[0], value: ys[0])
    var peaks: [(Int, Double)] = []
    for i in xs.indices {
      if ys[i] > best.value { best = (xs[i], ys[i]) }
      let left = i == 0 ? -Double.infinity : ys[i - 1]
      let right = i == xs.count - 1 ? -Double.infinity : ys[i + 1]
      if ys[i] >= left, ys[i] >= right { peaks.append((i, ys[i])) }
    }
    peaks.sort { $0.1 > $1.1 }
    return (best, peaks)
  }

  /// Golden-section search for the maximum of `f` on [a, b], to the
  /// resolution of doubles.
  static func goldenSection(_ f: (Double) -> Double, _ a0: Double, _ b0: Double) -> (x: Double, value: Double) {
    let r = (5.0.squareRoot() - 1) / 2
    var a = a0
    var b = b0
    var c = b - r * (b - a)
    var d = a + r * (b - a)
    var fc = f(c)
    var fd = f(d)
    var best = fc >= fd ? (x: c, value: fc) : (x: d, value: fd)
    for _ in 0..<80 where b - a > 1e-15 * Swift.max(1, Swift.abs(a)) {
      if fc >= fd {
        b = d
        d = c
        fd = fc
        c = b - r * (b - a)
        fc = f(c)
        if fc > best.value { best = (c, fc) }
      } else {
        a = c
        c = d
        fc = fd
        d = a + r * (b - a)
        fd = f(d)
        if fd > best.value { best = (d, fd) }
      }
    }
    return best
  }
}
