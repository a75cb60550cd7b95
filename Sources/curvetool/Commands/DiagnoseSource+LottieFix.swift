// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--write-fixed` for a Lottie file (docs/diagnose.md §14): number tokens
/// replaced in place, every other byte kept.
extension DiagnoseSource {
  /// - The period (D02, with `--intended-period T`): `fr` becomes (op − ip)/T,
  ///   so the same frames play in T seconds: every duration scaled alike,
  ///   as the other sources' fixes scale their durations.
  /// - The seams (D04): a property whose keyframes run from `ip` to `op`
  ///   (three or more) and end near, not at, their start (a jump of at most
  ///   a tenth of the range the keyframes span, whole turns of a rotation
  ///   aside) gets the first keyframe's `s`, byte for byte, as its last
  ///   keyframe's: the loop ends where it starts. A larger jump (a progress
  ///   that restarts, a fade that starts again) is taken as meant and left,
  ///   as is a velocity kink at the seam (the easing handles' to choose).
  /// The result is read back and diagnosed before it is written.
  func fixedLottie(_ doc: KfloopDocument) throws(CommandError) -> [UInt8] {
    guard let json = try? JSONReader.parse(bytes), let lottie = try? LottieReader.read(json) else { return bytes }
    var edits: [(Range<Int>, String)] = []
    if let t = doc.timelines.first, let intended = t.intendedPeriod, Swift.abs(t.period - intended) > 1e-9 * intended {
      guard let range = JSONSpans.range(of: [.key("fr")], in: bytes) else { throw .failure("the file's fr was not found") }
      let fr = (lottie.outPoint - lottie.inPoint) / intended
      guard fr > 0, fr <= 1000 else {
        throw .failure("\(NumberText.text(lottie.outPoint - lottie.inPoint, .detail)) frames in \(NumberText.text(intended, .detail)) s would be \(NumberText.text(fr, .detail)) fps, outside Lottie's (0, 1000]")
      }
      edits.append((range, NumberText.text(fr, .shortest)))
    }
    var done = Set<String>()
    for p in lottie.properties where p.keyframes.count > 1 && !done.contains(p.path) {
      done.insert(p.path)
      guard p.keyframes.count > 2, let first = p.keyframes.first, let last = p.keyframes.last,
        p.keyframes.allSatisfy({ $0.value.count == first.value.count }),
        first.frame == lottie.inPoint, last.frame == lottie.outPoint
      else { continue }
      // A near miss: some dimension jumps, none by more than a tenth of
      // its range over the keyframes.
      var jumps = false
      var near = true
      for d in first.value.indices {
        var jump = last.value[d] - first.value[d]
        if RotationKeyPath.isLottieRotation(p.path) { jump -= 360 * (jump / 360).rounded() }
        let values = p.keyframes.map { $0.value[d] }
        let range = (values.max() ?? 0) - (values.min() ?? 0)
        if jump != 0 { jumps = true }
        if Swift.abs(jump) > 0.1 * range { near = false }
      }
      guard jumps, near, let steps = Self.steps(p.path) else { continue }
      let keys = steps + [.key("k")]
      guard let from = JSONSpans.range(of: keys + [.index(0), .key("s")], in: bytes),
        let to = JSONSpans.range(of: keys + [.index(p.keyframes.count - 1), .key("s")], in: bytes)
      else { continue }
      edits.append((to, String(decoding: bytes[from], as: UTF8.self)))
    }
    guard !edits.isEmpty else { return bytes }
    let out = JSONSpans.replacing(edits, in: bytes)
    try verify(out)
    return out
  }

  /// The steps of a reader's JSON path: `assets[0].layers[2].ks.p` →
  /// assets, 0, layers, 2, ks, p.
  static func steps(_ path: String) -> [JSONSpans.Step]? {
    var out: [JSONSpans.Step] = []
    for part in path.split(separator: ".") {
      var name = Substring(part)
      var indices: [Int] = []
      while name.hasSuffix("]"), let open = name.lastIndex(of: "[") {
        guard let i = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) else { return nil }
        indices.insert(i, at: 0)
        name = name[..<open]
      }
      if !name.isEmpty { out.append(.key(String(name))) }
      out += indices.map { .index($0) }
    }
    return out
  }
}
