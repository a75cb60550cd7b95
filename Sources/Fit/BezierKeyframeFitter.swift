// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Keyframes with one cubic-Bézier easing per dimension between them: the
/// way After Effects and Lottie animate a property (value_k + (value_{k+1} −
/// value_k)·B(progress) per dimension).
public struct BezierKeyframes: Hashable, Sendable {
  public struct Key: Hashable, Sendable {
    /// The key's sample index in the fitted grid.
    public var index: Int
    public var time: Double
    /// One value per dimension.
    public var value: [Double]
    /// The easing of the segment leaving the key, one per dimension;
    /// `nil` for a hold (the value jumps at the next key) and on the last key.
    public var easing: [CubicBezier]?
  }

  public var keys: [Key]

  /// The value at `time` (seconds): held before the first key and after the
  /// last.
  public func value(at time: Double) -> [Double] {
    guard let first = keys.first, let last = keys.last else { return [] }
    if time <= first.time { return first.value }
    if time >= last.time { return last.value }
    var k = 0
    while k + 1 < keys.count - 1, keys[k + 1].time <= time { k += 1 }
    let a = keys[k]
    let b = keys[k + 1]
    guard let easing = a.easing else { return a.value }
    let x = (time - a.time) / (b.time - a.time)
    return a.value.indices.map { d in a.value[d] + (b.value[d] - a.value[d]) * easing[d].progress(at: x) }
  }
}

/// Few Bézier keyframes that follow a sampled motion within a tolerance
/// (`curvetool lottie --bake`, docs/lottie.md §6).
///
/// Keys sit only on the grid indices `stride·k` (whole frames when the grid
/// has `stride` samples per frame) and on the last sample. Between two keys,
/// each dimension eases along a Bézier whose end tangents carry the motion's
/// velocity at the keys (slope m₀ = s₀·Δt/Δv leaving the first key, m₁
/// arriving, with handles (x₁, m₀x₁) and (x₂, 1 − m₁(1 − x₂))), so the baked
/// motion keeps its velocity through every key; x₁ and x₂ in (0, 1] are
/// chosen to minimise the largest deviation over the segment's samples (a
/// 6 × 6 grid, then compass search). A segment whose two values are equal
/// cannot move and holds; a one-step segment that deviates more than a hold
/// would becomes a hold (a jump). From each key the next is the furthest
/// key position whose segment stays within `tolerance` (found by doubling,
/// then bisection, so it takes a segment's fit to get worse as it
/// lengthens); that choice gives the fewest keys whenever every part of a
/// segment that fits fits too (the greedy rule for covering a line).
/// Then any key whose two segments merge within `tolerance` is removed.
public enum BezierKeyframeFitter {
  /// - Parameters:
  ///   - times: the grid, seconds, ascending; `(times.count − 1)` a multiple
  ///     of `stride`.
  ///   - values: per sample, one value per dimension.
  ///   - slope: the motion's velocity (value per second) at a sample, from
  ///     the right (`true`, leaving it) or from the left.
  public static func fit(
    times: [Double], values: [[Double]], stride: Int, tolerance: Double,
    slope: (Int, Bool) -> [Double]
  ) -> BezierKeyframes {
    let n = times.count
    guard n > 1, stride > 0 else {
      return BezierKeyframes(keys: values.first.map { [.init(index: 0, time: times[0], value: $0, easing: nil)] } ?? [])
    }
    return withoutActuallyEscaping(slope) { slope in
      fit(times: times, values: values, stride: stride, tolerance: tolerance, problem: Problem(times: times, values: values, slope: slope))
    }
  }

  static func fit(times: [Double], values: [[Double]], stride: Int, tolerance: Double, problem: Problem) -> BezierKeyframes {
    let n = times.count
    // From each key, the next is the furthest key position whose segment
    // stays within the tolerance: doubling the reach until a segment fails,
    // then halving between the last that fits and the first that fails.
    var keys = [0]
    var segments: [Int: Problem.Segment] = [:]
    let positions = (n - 1 + stride - 1) / stride  // key positions after 0
    func position(_ p: Int) -> Int { Swift.min(p * stride, n - 1) }
    var at = 0
    while at < positions {
      let a = position(at)
      var good = at + 1
      var best = problem.segment(a, position(good))
      if best.error <= tolerance {
        var bad = positions + 1
        var step = 1
        while good < positions {
          let next = Swift.min(good + step, positions)
          let s = problem.segment(a, position(next))
          if s.error <= tolerance {
            (good, best) = (next, s)
            step *= 2
          } else {
            bad = next
            break
          }
        }
        while bad - good > 1 {
          let mid = (good + bad) / 2
          let s = problem.segment(a, position(mid))
          if s.error <= tolerance { (good, best) = (mid, s) } else { bad = mid }
        }
      }
      segments[a] = best
      keys.append(position(good))
      at = good
    }
    // Remove keys while the merged segment stays within the tolerance.
    var removed = true
    while removed {
      removed = false
      var j = 1
      while j + 1 < keys.count {
        let merged = problem.segment(keys[j - 1], keys[j + 1])
        if merged.error <= tolerance {
          segments[keys[j - 1]] = merged
          segments[keys[j]] = nil
          keys.remove(at: j)
          removed = true
        } else {
          j += 1
        }
      }
    }
    return BezierKeyframes(keys: keys.enumerated().map { i, index in
      .init(index: index, time: times[index], value: values[index], easing: i + 1 < keys.count ? segments[index]?.easing : nil)
    })
  }
}
