// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A finding's fix (``LoopFix``) in the terms of the source it was read
/// from (kfloop/1, a style sheet, SwiftUI, Compose, Lottie), saying what
/// `--write-fixed` does for it (docs/diagnose.md §4, §8).
enum FixText {
  /// What a source's fix says of `--write-fixed`: `claim`, or why it
  /// cannot (it was tried before the report was made).
  static func writeFixed(_ c: DiagnosisContext, _ claim: String) -> String {
    c.doc.fixRefusal.map { "--write-fixed cannot: \($0)" } ?? claim
  }

  static func text(_ fix: LoopFix, _ c: DiagnosisContext) -> String {
    let dialect = c.doc.dialect
    switch fix {
    case .keepPattern:
      return "nothing if the pattern is intended; otherwise give every loop one period"
    case .sharePeriod(let shared):
      let s = NumberText.text(shared, .report)
      switch dialect {
      case .swiftUI:
        return "give every loop the same period, \(s) s: scale each view's keyframe durations by \(s)/period (\(writeFixed(c, "--write-fixed edits the duration constants; --diff shows the change")))"
      case .compose:
        return "give every loop the same period, \(s) s: each infiniteRepeatable's iteration (delay + durationMillis) \(NumberText.text(shared * 1000, .detail)) ms, half that with RepeatMode.Reverse (\(writeFixed(c, "--write-fixed edits durationMillis; --diff shows it")))"
      case .lottie:
        return "give every composition the same length, \(s) s: op − ip = \(s) × fr frames in each file (\(writeFixed(c, "--write-fixed writes it")))"
      case .css:
        return "give every looping animation the same duration, animation-duration: \(s)s (\(writeFixed(c, "--write-fixed writes it; --diff shows it")))"
      case .kfloop:
        return "give every loop the same period, \(s) s: \"padTo\": \(s) on each timeline (a trailing hold), or scale each timeline's durations by \(s)/period"
      }
    case .staggerInsidePeriod:
      switch dialect {
      case .swiftUI: return "stagger the views with a delay inside the shared period, not with different durations"
      case .compose:
        return "stagger the dots with initialStartOffset = StartOffset(…, StartOffsetType.FastForward) inside the shared period, not with different durations"
      case .lottie: return "stagger the loaders by starting each at its own frame inside that length, not with different lengths"
      case .css: return "stagger the dots with a negative animation-delay inside that period, not with different durations"
      case .kfloop: return "stagger the loops with \"timeOffset\" inside the shared period, not with different durations"
      }
    case .fitIntendedPeriod(let timeline, let seconds, let scaleValue):
      let scale = NumberText.text(scaleValue, .report)
      switch dialect {
      case .kfloop: return "\(timeline): \"padTo\": \(NumberText.text(seconds, .report)) (or scale its durations by \(scale))"
      case .lottie:
        return "\(timeline): play its frames in \(NumberText.text(seconds, .report)) s, its durations scaled by \(scale): fr divided by \(scale) (\(writeFixed(c, "--write-fixed writes fr")))"
      case .css, .swiftUI, .compose: return "\(timeline): scale its durations by \(scale) (\(writeFixed(c, "--write-fixed does it")))"
      }
    case .tracksSumToPeriod:
      return "a keyframe timeline lasts as long as its longest track: make every track sum to the period"
    case .springSlot(let settle, let duration, let bounce, let slot):
      return "give each spring slot its settling time (\"duration\": null uses it, \(NumberText.text(settle, .brief)) s here), or a stiffer spring that settles in the slot: Spring(duration: \(NumberText.text(duration, .brief)), bounce: \(NumberText.text(bounce, .brief))) settles in \(NumberText.text(slot, .brief)) s"
    case .endWhereItStarts:
      return dialect == .lottie
        ? "end each property at its first keyframe's value: its last keyframe's s the first's (\(writeFixed(c, "--write-fixed closes near misses: a last keyframe on op within a tenth of the range of its start"))), and, for a motion that runs through the seam, the last keyframe's in handle matching the first's out handle"
        : "end each loop at its start value and at rest: a last CubicKeyframe to the start value with \"endVelocity\": 0, or a final spring slot at least its settling time"
    case .oneClock:
      return "start every loop from one clock (one CAAnimationGroup, one shared beginTime, one WAAPI startTime, one TimelineView(.animation)); express staggers as timeOffset"
    case .intervalMultipleOfPeriod(let shared):
      return "make the control's interval a multiple of the loop period (with a shared \(NumberText.text(shared, .report)) s period: \(NumberText.text(2 * shared, .report)) or \(NumberText.text(3 * shared, .report)) s)"
    case .oneTimeline:
      return "or drive every loop from one TimelineView(.animation) and compute phases from one start date; stop at a loop boundary"
    case .steadyTimer:
      return "a repeating Timer in .common mode with tolerance 0; never chain one-shots (asyncAfter, setTimeout) for a cadence"
    case .wholeFrames:
      return "choose durations that are whole frames at every rate (multiples of 1/120 s serve 60 and 120 Hz; of 1/60 s, 30 and 60 fps exports)"
    case .automaticVelocities:
      return "leave start and end velocities automatic (nil) so neighbouring segments agree; replace a move mid-motion with a cubic keyframe"
    case .mediaTime:
      return "compute every phase from media time (CACurrentMediaTime, TimelineView(.animation), the animation's own clock), never from Date"
    case .moveLastKeyframe(let path, let outFrame, let lastFrame):
      return "if the pause is not meant: move the last keyframe of \(path) to frame \(NumberText.text(outFrame, .report)) (op), or end the composition at frame \(NumberText.text(lastFrame, .report)) (op = \(NumberText.text(lastFrame, .report)))"
    case .runThroughSeam:
      return "give the last keyframe's in handle and the first keyframe's out handle the motion's speed (linear there: i = o = the segment's straight line), so the loop runs through its seam"
    case .keyframesOnFrames:
      return "put every keyframe on a whole frame (t rounded)"
    case .bakeExpressions:
      return "bake them into keyframes: curvetool lottie FILE --bake -o OUT (docs/lottie.md §6)"
    }
  }
}
