// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// One dimension of a Lottie property as pieces of motion on the
/// composition's clock (frames), cut exactly where the composition or a time
/// remapping window ends (docs/lottie.md §5).
struct LottiePieces {
  enum Piece: Equatable {
    /// The value holds from `from` to `to`.
    case hold(from: Double, to: Double, value: Double)
    /// From `v0` to `v1` along `easing` between `from` and `to`.
    case ease(from: Double, to: Double, v0: Double, v1: Double, easing: CubicBezier)

    var from: Double {
      switch self {
      case .hold(let f, _, _), .ease(let f, _, _, _, _): f
      }
    }
    var to: Double {
      switch self {
      case .hold(_, let t, _), .ease(_, let t, _, _, _): t
      }
    }
    var startValue: Double {
      switch self {
      case .hold(_, _, let v), .ease(_, _, let v, _, _): v
      }
    }
    var endValue: Double {
      switch self {
      case .hold(_, _, let v), .ease(_, _, _, let v, _): v
      }
    }
    func shifted(_ by: Double) -> Piece {
      switch self {
      case .hold(let f, let t, let v): .hold(from: f + by, to: t + by, value: v)
      case .ease(let f, let t, let a, let b, let e): .ease(from: f + by, to: t + by, v0: a, v1: b, easing: e)
      }
    }
  }

  /// Motion that is not drawn as pieces, and why: a cut that is no
  /// cubic-bezier easing (``CubicBezier/split(atX:)``), an easing along a
  /// curved path that leaves [0, 1], or a window repeated too often.
  struct Uncut: Error {
    var reason = "a segment cut at ip, op or a time remapping's end whose part is no cubic-bezier easing"
  }

  /// Dimension `d` of `p` from `from` to `to` (frames): holds before its
  /// first keyframe and after its last, its segments, a hold keyframe
  /// holding until the next; under time remapping, its window (held
  /// outside, or repeated after it when cycled).
  static func pieces(_ p: LottieDocument.Property, dimension d: Int, from: Double, to: Double) throws(Uncut) -> [Piece] {
    guard let first = p.keyframes.first, let last = p.keyframes.last else { return [] }
    var base: [Piece] = [.hold(from: -.infinity, to: first.frame, value: first.value[d])]
    for (k, s) in p.segments.enumerated() where s.toFrame > s.fromFrame {
      let v0 = p.keyframes[k].value[d]
      let v1 = p.keyframes[k + 1].value[d]
      if let path = s.path, let e = s.easing?.first {
        base += try along(path, e, dimension: d, from: s.fromFrame, to: s.toFrame)
      } else if let e = s.easing?[d] {
        base.append(.ease(from: s.fromFrame, to: s.toFrame, v0: v0, v1: v1, easing: e))
      } else {
        base.append(.hold(from: s.fromFrame, to: s.toFrame, value: v0))
      }
    }
    base.append(.hold(from: last.frame, to: .infinity, value: last.value[d]))
    guard let window = p.window else { return try clip(base, from, to) }
    // Inside the window the keyframes' timing; before it, the value at its
    // start; after it, the value at its end, or the window again.
    let inside = try clip(base, window.lowerBound, window.upperBound)
    guard let firstPiece = inside.first, let lastPiece = inside.last else { return [] }
    var all: [Piece] = [.hold(from: -.infinity, to: window.lowerBound, value: firstPiece.startValue)] + inside
    if let period = p.cycle, period > 0 {
      // A window repeated more often than this is not drawn piece by piece.
      guard (to - window.lowerBound) / period <= 10_000 else {
        throw Uncut(reason: "a time remapping that repeats more than 10000 times in the composition")
      }
      var k = 1.0
      while window.lowerBound + k * period < to {
        all += inside.map { $0.shifted(k * period) }
        k += 1
      }
    } else {
      all.append(.hold(from: window.upperBound, to: .infinity, value: lastPiece.endValue))
    }
    return try clip(all, from, to)
  }

  /// Dimension `d` along a curved path (``LottieSpatialPath``): between two
  /// of the polyline's points the value is linear in the progress, so each
  /// stretch is the easing's own part between the times the progress
  /// reaches those points' distances (``CubicBezier/part(fromX:toX:)``),
  /// exactly. An easing whose progress leaves [0, 1] (lottie-web then holds
  /// the end point, even below 0) is not modelled.
  static func along(_ polyline: LottieSpatialPath.Polyline, _ e: CubicBezier, dimension d: Int, from: Double, to: Double) throws(Uncut) -> [Piece] {
    guard (0...1).contains(e.y1), (0...1).contains(e.y2) else {
      throw Uncut(reason: "an easing along a curved path whose progress leaves 0…1 (lottie-web holds the end point there)")
    }
    let (path, distances) = (polyline.points, polyline.distances)
    guard let total = distances.last, total > 0 else { return [.hold(from: from, to: to, value: path[0][d])] }
    var out: [Piece] = []
    var x0 = 0.0
    for j in 0..<(path.count - 1) where distances[j + 1] > distances[j] {
      let x1 = j + 1 == path.count - 1 ? 1 : e.time(atProgress: distances[j + 1] / total)
      defer { x0 = x1 }
      guard x1 > x0 else { continue }
      let (a, b) = (from + x0 * (to - from), from + x1 * (to - from))
      let (u, w) = (path[j][d], path[j + 1][d])
      if u == w {
        out.append(.hold(from: a, to: b, value: u))
      } else {
        guard let part = e.part(fromX: x0, toX: x1) else { throw Uncut() }
        out.append(.ease(from: a, to: b, v0: u, v1: w, easing: part))
      }
    }
    return out
  }

  /// The pieces between `from` and `to`, an eased piece cut exactly.
  static func clip(_ pieces: [Piece], _ from: Double, _ to: Double) throws(Uncut) -> [Piece] {
    var out: [Piece] = []
    for piece in pieces where piece.to > from && piece.from < to {
      var p = piece
      if p.from < from { p = try cut(p, at: from).after }
      if p.to > to { p = try cut(p, at: to).before }
      if p.to > p.from { out.append(p) }
    }
    return out
  }

  /// `piece` cut at frame `f` inside it.
  static func cut(_ piece: Piece, at f: Double) throws(Uncut) -> (before: Piece, after: Piece) {
    switch piece {
    case .hold(let a, let b, let v): return (.hold(from: a, to: f, value: v), .hold(from: f, to: b, value: v))
    case .ease(let a, let b, let v0, let v1, let e):
      let x = (f - a) / (b - a)
      // A cut within rounding of an end (a cycle's sums of periods) moves
      // that end: nothing of the motion lies beyond it.
      if x >= 1 - 1e-12 { return (.ease(from: a, to: f, v0: v0, v1: v1, easing: e), .hold(from: f, to: f, value: v1)) }
      if x <= 1e-12 { return (.hold(from: f, to: f, value: v0), .ease(from: f, to: b, v0: v0, v1: v1, easing: e)) }
      let (before, after) = e.split(atX: x)
      let mid = v0 + (v1 - v0) * before.progressAtCut
      // A part whose two ends have one value holds it only if its easing
      // does not leave it; otherwise it is not one easing.
      func part(_ from: Double, _ to: Double, _ u: Double, _ w: Double, _ easing: CubicBezier?, _ flat: Bool) throws(Uncut) -> Piece {
        if let easing { return .ease(from: from, to: to, v0: u, v1: w, easing: easing) }
        guard flat else { throw Uncut() }
        return .hold(from: from, to: to, value: u)
      }
      let flatBefore = e.turningFractions.allSatisfy { $0 >= x } && before.progressAtCut == 0
      let flatAfter = e.turningFractions.allSatisfy { $0 <= x } && before.progressAtCut == 1
      return (try part(a, f, v0, mid, before.easing, flatBefore), try part(f, b, mid, v1, after.easing, flatAfter))
    }
  }

  /// kfloop/1 keyframes for the pieces, `fr` frames a second: a jump
  /// between pieces is a move.
  static func keyframes(_ pieces: [Piece], fr: Double) -> [JSON] {
    var out: [JSON] = []
    var current = pieces.first?.startValue
    for piece in pieces {
      if let c = current, c != piece.startValue { out.append(.object([("type", .string("move")), ("to", .number(piece.startValue))])) }
      let seconds = (piece.to - piece.from) / fr
      switch piece {
      case .hold(_, _, let v):
        out.append(.object([("type", .string("linear")), ("to", .number(v)), ("duration", .number(seconds))]))
      case .ease(_, _, let v0, let v1, let e):
        out += KfloopSegments.segment(v0, v1, seconds, .bezier(e), reversed: false)
      }
      current = piece.endValue
    }
    return out
  }
}
