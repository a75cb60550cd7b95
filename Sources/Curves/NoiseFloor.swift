// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The noise of recorded samples, and which features of them stand above it.
///
/// **Estimate.** For independent noise of standard deviation σ, the k-th
/// finite difference Δᵏyᵢ has standard deviation σ·√C(2k, k); a smooth
/// motion sampled at frames of length h contributes about |y⁽ᵏ⁾|·hᵏ, which
/// falls with k while ω·h < 1. So for each k in 2…8 the median absolute
/// difference gives σₖ = 1.4826·median|Δᵏy| / √C(2k, k) (1.4826 = 1/Φ⁻¹(¾),
/// the median absolute deviation's factor for a normal distribution), and
/// σ̂ = min over k of σₖ: for noise every σₖ is about σ; for a smooth motion
/// the higher differences vanish (a spring at 60 Hz: σ̂ ≈ 1e-9 of the move).
/// Motion faster than the sampling (ω·h ≳ 1) is not told from noise. The
/// differences are taken at up to ``positions`` evenly spread places, so
/// the estimate costs the same for 10⁷ samples as for 10⁴. Source: the
/// difference-based variance estimators of Rice (1984) and Hall, Kay and
/// Titterington (1990), made robust with the median.
///
/// **Claims.** ``band`` is ±3σ̂. A settle band narrower than it cannot be
/// told from the noise; a turning point counts only when the samples
/// reverse by more than 2·``band`` (a zigzag with that hysteresis); a
/// crossing of the resting value counts only when the samples go from more
/// than ``band`` on one side to more than ``band`` on the other.
public struct NoiseFloor: Hashable, Codable, Sendable {
  /// The estimated standard deviation of the noise, value units.
  public var sigma: Double

  public init(sigma: Double) { self.sigma = sigma }

  /// ±3σ, value units: what the samples vary by without moving.
  public var band: Double { 3 * sigma }

  /// Places at which the differences are taken, at most.
  public static let positions = 20_001

  /// The estimate, or `nil` with fewer than 16 samples or a non-finite one.
  public static func estimate(_ values: [Double]) -> NoiseFloor? {
    guard values.count >= 16, values.allSatisfy(\.isFinite) else { return nil }
    var best = Double.infinity
    for k in 2...8 where values.count >= k + 8 {
      let starts = values.count - k
      let take = Swift.min(starts, positions)
      var differences = [Double](repeating: 0, count: take)
      for j in 0..<take {
        let i = take == starts ? j : Int(Double(j) * Double(starts - 1) / Double(take - 1))
        // Δᵏ y_i = Σ (−1)^(k−m) C(k, m) y_(i+m).
        var sum = 0.0
        var c = 1.0
        for m in 0...k {
          sum += ((k - m) % 2 == 0 ? c : -c) * values[i + m]
          c = c * Double(k - m) / Double(m + 1)
        }
        differences[j] = Swift.abs(sum)
      }
      differences.sort()
      let median = differences[take / 2]
      best = Swift.min(best, 1.482_6 * median / Self.centralBinomial(k).squareRoot())
    }
    return best.isFinite ? NoiseFloor(sigma: best) : nil
  }

  /// C(2k, k).
  static func centralBinomial(_ k: Int) -> Double {
    var c = 1.0
    for m in 0..<k { c = c * Double(2 * k - m) / Double(m + 1) }
    return c
  }

  /// The times of the samples at which the samples turn by more than
  /// 2·``band``: a zigzag that starts at the first sample and records the
  /// running extreme once the samples move back from it by more than the
  /// hysteresis. Only interior samples are returned.
  public func turningTimes(times: [Double], values: [Double]) -> Set<Double> {
    let h = 2 * band
    var out: Set<Double> = []
    guard values.count >= 3 else { return out }
    var direction = 0  // +1 rising, −1 falling, 0 not yet known
    var extreme = 0
    var low = 0
    var high = 0
    for i in 1..<values.count {
      let v = values[i]
      switch direction {
      case 0:
        if v > values[high] { high = i }
        if v < values[low] { low = i }
        if values[high] - values[low] > h {
          direction = high > low ? 1 : -1
          extreme = high > low ? high : low
        }
      case 1:
        if v > values[extreme] {
          extreme = i
        } else if values[extreme] - v > h {
          if extreme > 0 { out.insert(times[extreme]) }
          direction = -1
          extreme = i
        }
      default:
        if v < values[extreme] {
          extreme = i
        } else if v - values[extreme] > h {
          if extreme > 0 { out.insert(times[extreme]) }
          direction = 1
          extreme = i
        }
      }
    }
    return out
  }

  /// Of `crossings` (sorted times at which the samples cross `rest`), those
  /// after which the samples reach more than ``band`` on the other side
  /// from where they last were beyond it: the last crossing before each
  /// such change of side.
  public func crossingsBeyond(times: [Double], values: [Double], rest: Double, crossings: [Double]) -> [Double] {
    var kept: [Double] = []
    var side = 0
    for i in values.indices {
      let s = values[i] > rest + band ? 1 : values[i] < rest - band ? -1 : 0
      guard s != 0 else { continue }
      if side != 0, s != side {
        // The last crossing at or before this sample.
        var lo = 0
        var hi = crossings.count
        while lo < hi {
          let mid = (lo + hi) / 2
          if crossings[mid] <= times[i] { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0, kept.last != crossings[lo - 1] { kept.append(crossings[lo - 1]) }
      }
      side = s
    }
    return kept
  }
}
