// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Curve {
  /// Samples a ``TimeGrid`` exactly: the times of `rows` into `times`
  /// (generated, never stored for the whole grid), then `value(at:)` and
  /// `velocity(at:)` there, evaluated together
  /// (``sample(at:values:velocities:)``: a spring four times at once).
  ///
  /// Bit for bit the calls one by one, so a table sampled on a grid agrees
  /// with every other way of reading the curve; this is what `sample` runs.
  /// ``SpringSampler`` steps a spring's basis by a rotation instead (about
  /// 1 ns a sample), but differs from the closed form by up to about 1e-12
  /// relative, which printed digits would show (docs/performance.md §4).
  ///
  /// - Parameters:
  ///   - grid: the sample times, seconds.
  ///   - rows: the indices of `grid` to sample; `times`, `values` and
  ///     `velocities` (either may be left out) hold at least `rows.count`.
  public func sample(
    _ grid: TimeGrid, rows: Range<Int>, times: UnsafeMutableBufferPointer<Double>,
    values: UnsafeMutableBufferPointer<Double>?, velocities: UnsafeMutableBufferPointer<Double>?
  ) {
    let n = rows.count
    for k in 0..<n { times[k] = grid[rows.lowerBound + k] }
    func prefix(_ b: UnsafeMutableBufferPointer<Double>?) -> UnsafeMutableBufferPointer<Double>? {
      b.map { UnsafeMutableBufferPointer(rebasing: $0[0..<n]) }
    }
    sample(at: UnsafeBufferPointer(rebasing: times[0..<n]), values: prefix(values), velocities: prefix(velocities))
  }
}
