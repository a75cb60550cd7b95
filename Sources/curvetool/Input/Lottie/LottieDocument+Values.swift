// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A property's keyframed value as the players compute it (the Lottie
/// specification, "Animated properties": each segment's value is
/// s_k + (s_{k+1} − s_k)·B(progress) per dimension, B the segment's
/// cubic-bezier easing; a hold keeps s_k; before the first keyframe and after
/// the last the value holds).
extension LottieDocument.Property {
  /// The segment holding `frame` (on the property's clock), or `nil`
  /// before the first keyframe or from the last on.
  private func segmentIndex(_ frame: Double) -> Int? {
    guard let first = keyframes.first, let last = keyframes.last, frame >= first.frame, frame < last.frame else { return nil }
    var lo = 0
    var hi = segments.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if segments[mid].fromFrame <= frame { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// The value at `frame`, one number per dimension.
  func value(atFrame frame: Double) -> [Double] {
    guard let first = keyframes.first, let last = keyframes.last else { return [] }
    guard let k = segmentIndex(frame) else { return frame < first.frame ? first.value : last.value }
    let s = segments[k]
    let a = keyframes[k].value
    guard let easing = s.easing, s.toFrame > s.fromFrame else { return a }
    let b = keyframes[k + 1].value
    let x = (frame - s.fromFrame) / (s.toFrame - s.fromFrame)
    if let path = s.path, let e = easing.first {
      return path.point(progress: e.progress(at: x))
    }
    // A dimension the next keyframe lacks holds (the reader names such
    // keyframes; nothing here reads past an array).
    return a.indices.map { d in d < b.count && d < easing.count ? a[d] + (b[d] - a[d]) * easing[d].progress(at: x) : a[d] }
  }

  /// The derivative at `frame`, value units per frame (the segment leaving
  /// a keyframe at the keyframe; 0 outside the keyframes and on holds).
  func velocity(atFrame frame: Double) -> [Double] {
    guard let first = keyframes.first else { return [] }
    let zero = [Double](repeating: 0, count: first.value.count)
    guard let k = segmentIndex(frame) else { return zero }
    let s = segments[k]
    guard let easing = s.easing, s.toFrame > s.fromFrame else { return zero }
    if s.path != nil {
      // Along a curved path: a difference over 1e-4 frames kept inside
      // the segment.
      let (behind, ahead) = (Swift.max(frame - 1e-4, s.fromFrame), Swift.min(frame + 1e-4, s.toFrame))
      let (a, b) = (value(atFrame: behind), value(atFrame: ahead))
      return a.indices.map { d in d < b.count ? (b[d] - a[d]) / (ahead - behind) : 0 }
    }
    let a = keyframes[k].value
    let b = keyframes[k + 1].value
    let length = s.toFrame - s.fromFrame
    let x = (frame - s.fromFrame) / length
    return a.indices.map { d in d < b.count && d < easing.count ? (b[d] - a[d]) * easing[d].slope(at: x) / length : 0 }
  }
}
