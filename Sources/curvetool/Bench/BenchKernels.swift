// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The kernels `curvetool bench` times, with the targets they are held to.
enum BenchKernels {
  /// A fixed pseudo-random sequence (SplitMix64) in [lo, hi).
  static func uniform(_ count: Int, _ lo: Double, _ hi: Double, seed: UInt64 = 42) -> [Double] {
    var state = seed
    return (0..<count).map { _ in
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return lo + (hi - lo) * Double(z >> 11) / Double(1 << 53)
    }
  }

  static var all: [BenchKernel] { numeric + WriteKernels.all + ReadKernels.all + FitKernels.all + DiagnoseKernels.all + LottieKernels.all }

  /// The numeric kernels' data, made on first use (a kernel's warm-up).
  private enum Fixture {
    /// Evaluations of each random kernel (a constant: the count is known
    /// before the data is made).
    static let count = 1_000_000
    static let times = uniform(count, 0, 3)
    static let spring = Spring(duration: 0.5, bounce: 0.3)
    static let over = Spring(duration: 0.5, bounce: -0.4)
    static let bounce = Bounce(from: 0, to: 300, bounces: 3).curve
    static let xs = uniform(count, 0, 1, seed: 7)
    static let sortedXs = xs.sorted()
    static let ease = CubicBezier.ease
    static let back = CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
    static let easeEvaluator = CubicBezierEvaluator(ease)
    static let backEvaluator = CubicBezierEvaluator(back)
    static let chromium = BrowserBezierSolver(ease, engine: .chromium)
    /// 100,000 samples of the same spring's progress, as `export --format css-linear` simplifies them.
    static let linearXs = (0..<100_000).map { Double($0) / 99_999 }
    static let linearYs = linearXs.map { spring.value(at: $0) }
  }

  static var numeric: [BenchKernel] {
    [
      BenchKernel(name: "bezier.evaluator.random", ops: Fixture.count, unit: "evaluation") {
        let xs = Fixture.xs
        let easeEvaluator = Fixture.easeEvaluator
        var s = 0.0
        for x in xs { s += easeEvaluator.progress(at: x) }
        return s
      }.standing(for: "bezier, export css-linear (CubicBezierEvaluator.progress(at:))"),
      BenchKernel(name: "bezier.evaluator.random.back", ops: Fixture.count, unit: "evaluation") {
        let xs = Fixture.xs
        let backEvaluator = Fixture.backEvaluator
        var s = 0.0
        for x in xs { s += backEvaluator.progress(at: x) }
        return s
      }.standing(for: "bezier, export css-linear on an overshooting Bézier"),
      BenchKernel(name: "bezier.evaluator.sorted-batch", ops: Fixture.count, unit: "sample") {
        let sortedXs = Fixture.sortedXs
        let easeEvaluator = Fixture.easeEvaluator
        return easeEvaluator.progress(sortedXs)[500_000]
      }.standing(for: "bezier samples in order (CubicBezierEvaluator.progress(_:))"),
      BenchKernel(name: "bezier.progress.random", ops: Fixture.count, unit: "evaluation") {
        let xs = Fixture.xs
        let ease = Fixture.ease
        var s = 0.0
        for x in xs { s += ease.progress(at: x) }
        return s
      }.standing(for: "sample, analyze, export on a Bézier easing (CubicBezier.progress(at:))"),
    ] + [
      // Chromium's solver at the browsers' ε and at the exact solver's accuracy.
      ("1e-7", 1e-7, "bezier --engine chromium (BrowserBezierSolver)"),
      ("1e-12", 1e-12, "no command: Chromium's solver at the exact solver's accuracy, the peer of bezier.progress.random (docs/bezier.md §4)"),
    ].map { (name, epsilon, path) in
      BenchKernel(name: "bezier.chromium-\(name).random", ops: Fixture.count, unit: "evaluation") {
        let xs = Fixture.xs
        let chromium = Fixture.chromium
        var s = 0.0
        for x in xs { s += chromium.solve(x, epsilon: epsilon) }
        return s
      }.standing(for: path)
    } + [
      BenchKernel(name: "bezier.evaluator.build", ops: 100, unit: "table") {
        var s = 0.0
        for i in 0..<100 { s += CubicBezierEvaluator(CubicBezier(x1: 0.25, y1: 0.1 + Double(i) * 1e-3, x2: 0.25, y2: 1)).exactCellFraction }
        return s
      }.standing(for: "bezier, export: the evaluator's table, once per curve"),
      BenchKernel(name: "spring.value.random", ops: Fixture.count, unit: "evaluation") {
        let times = Fixture.times
        let spring = Fixture.spring
        var s = 0.0
        for t in times { s += spring.value(at: t) }
        return s
      }.standing(for: "sample, spring, analyze on a spring (Spring.value(at:))"),
      BenchKernel(name: "spring.value.overdamped", ops: Fixture.count, unit: "evaluation") {
        let times = Fixture.times
        let over = Fixture.over
        var s = 0.0
        for t in times { s += over.value(at: t) }
        return s
      }.standing(for: "sample, spring, analyze on an over-damped spring"),
      BenchKernel(name: "spring.velocity.random", ops: Fixture.count, unit: "evaluation") {
        let times = Fixture.times
        let spring = Fixture.spring
        var s = 0.0
        for t in times { s += spring.velocity(at: t) }
        return s
      }.standing(for: "sample's velocity column (Spring.velocity(at:))"),
      BenchKernel(name: "spring.sample.grid", ops: 1_000_000, unit: "sample") {
        let spring = Fixture.spring
        let v = SpringSampler.values(spring, step: 1 / 120, count: 1_000_000)
        return v[999_999] + v[500_000]
      }.standing(for: "no command: the rotation sampler (SpringSampler, 1e-12); sample runs spring.sample.exact (docs/performance.md §4)"),
      BenchKernel(name: "spring.sample.exact", ops: 1_000_000, unit: "sample (value and velocity)") {
        let spring = Fixture.spring
        // As SampleWriter has it: its chunks of a 10⁶-row grid.
        let grid = TimeGrid(.even(duration: 3, count: 1_000_000))
        let chunk = SampleWriter.chunk
        var s = 0.0
        SampleWriter.withColumns(3, rows: chunk) { t, v, d in
          for lo in stride(from: 0, to: grid.count, by: chunk) {
            let rows = lo..<Swift.min(grid.count, lo + chunk)
            spring.sample(grid, rows: rows, times: t, values: v, velocities: d)
            s += v[0] + d[rows.count - 1]
          }
        }
        return s
      }.standing(for: "sample on a spring, --count or --fps (Curve.sample(_:rows:…), exact)"),
      BenchKernel(name: "spring.settle-time", ops: 1000, unit: "settle time") {
        var s = 0.0
        for i in 0..<1000 {
          let k = 100 + Double(i)
          s += Spring(mass: 1, stiffness: k, damping: 0.6 * k.squareRoot()).settleTime(tolerance: 0.001) ?? 0
        }
        return s
      }.standing(for: "spring, analyze: the settle time (Spring.settleTime)"),
      BenchKernel(name: "bounce.value.random", ops: Fixture.count, unit: "evaluation") {
        let times = Fixture.times
        let bounce = Fixture.bounce
        var s = 0.0
        for t in times { s += bounce.value(at: t) }
        return s
      }.standing(for: "bounce, sample on bounce(…) (DampedCosine.value(at:))"),
      BenchKernel(name: "css-linear.simplify-100k", ops: 1, unit: "100,000-sample linear() simplification") {
        let linearXs = Fixture.linearXs
        let linearYs = Fixture.linearYs
        return Double(Simplification.refined(xs: linearXs, ys: linearYs, tolerance: 0.001).count)
      }.standing(for: "export --format css-linear, convert --as css-linear"),
      BenchKernel(name: "skbounce.values", ops: 10_000, unit: "30-value array") {
        var s = 0.0
        for i in 0..<10_000 {
          s += Double(SKBounceRendering(Bounce(to: 300 + Double(i & 7), bounces: 3)).values[29])
        }
        return s
      }.standing(for: "bounce --compat skbounce (SKBounceRendering)"),
    ]
  }
}
