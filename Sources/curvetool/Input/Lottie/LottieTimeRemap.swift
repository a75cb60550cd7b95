// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A precomposition layer's time remapping (`tm`, seconds of the
/// precomposition to show, as a property of the layer; the Lottie
/// specification's precomposition layer, lottie-web `PreCompElement`): read
/// when it is a straight line over its keyframes, held before the first and
/// after the last, or cycled after the last by `loopOut("cycle")`, the way
/// After Effects loops a precomposition inside a longer one
/// (docs/lottie.md §1).
struct LottieTimeRemap: Equatable {
  /// The layer frames its keyframes span, and the precomposition's time
  /// (seconds) at each end.
  var fromFrame: Double
  var toFrame: Double
  var fromSeconds: Double
  var toSeconds: Double
  /// Whether `loopOut("cycle")` repeats it after its last keyframe.
  var cycled: Bool

  /// `tm` read, or why it is not modelled.
  static func read(_ tm: JSON) -> Result<LottieTimeRemap, LottieError> {
    func no(_ why: String) -> Result<LottieTimeRemap, LottieError> { .failure(LottieError(path: "tm", message: why)) }
    guard tm["a"]?.doubleValue == 1, let frames = tm["k"]?.arrayValue, frames.count >= 2 else {
      return no("time remapping that holds one frame of the precomposition is not modelled")
    }
    var cycled = false
    if let x = tm["x"]?.stringValue {
      let s = x.filter { !$0.isWhitespace && $0 != ";" }.replacingOccurrences(of: "\"", with: "'")
      guard ["loopOut()", "loopOut('cycle')", "$bm_rt=loopOut()", "$bm_rt=loopOut('cycle')", "varbm_rt$bm_rt=loopOut('cycle')"].contains(s)
        || s.hasSuffix("$bm_rt=loopOut('cycle')") || s.hasSuffix("$bm_rt=loopOut()")
      else { return no("a time remap expression other than loopOut('cycle') is not modelled") }
      cycled = true
    }
    var walker = LottieReader.Walker(assets: [])
    walker.property(frames, path: "tm", layer: nil, start: 0, stretch: 1, via: [])
    guard let p = walker.properties.first, walker.notes.isEmpty, p.keyframes.allSatisfy({ $0.value.count == 1 }) else {
      return no("time remapping whose keyframes are not read is not modelled")
    }
    // A straight line: every segment eased linearly (handles on the
    // diagonal), all of one slope.
    let first = p.keyframes[0]
    let last = p.keyframes[p.keyframes.count - 1]
    guard last.frame > first.frame, last.value[0] != first.value[0] else {
      return no("time remapping that does not advance is not modelled")
    }
    let slope = (last.value[0] - first.value[0]) / (last.frame - first.frame)
    for (k, s) in p.segments.enumerated() {
      guard let e = s.easing?.first, e.x1 == e.y1, e.x2 == e.y2 else {
        return no("eased or held time remapping is not modelled (only a straight line, as After Effects' default)")
      }
      let a = p.keyframes[k]
      let b = p.keyframes[k + 1]
      guard Swift.abs((b.value[0] - a.value[0]) - slope * (b.frame - a.frame)) <= 1e-9 * Swift.max(1, Swift.abs(b.value[0] - first.value[0])) else {
        return no("time remapping that changes speed is not modelled")
      }
    }
    guard slope > 0 else { return no("time remapping that plays backwards is not modelled") }
    return .success(LottieTimeRemap(fromFrame: first.frame, toFrame: last.frame, fromSeconds: first.value[0], toSeconds: last.value[0], cycled: cycled))
  }
}
