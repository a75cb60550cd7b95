// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// kfloop takes any curve expression where it takes a spring or a timing
/// curve, and reads it as the object form of the same curve.
@Suite("kfloop reads curve expressions")
struct KfloopExpressionTests {
  /// One looping timeline whose keyframes are `frames`.
  static func file(_ frames: String) -> String {
    """
    {"format": "kfloop/1", "timelines": [{"id": "a", "initialValue": {"y": 0}, "tracks": [{"keyPath": "y", "keyframes": [\(frames)]}],
     "playback": {"mode": "repeating"}}]}
    """
  }

  static func values(_ text: String) throws -> [Double] {
    let doc = try KfloopReader.read(Array(text.utf8))
    let timeline = try #require(doc.timelines.first).timeline
    return (0...240).map { timeline.value("y", at: Double($0) / 120) }
  }

  @Test("A spring expression plays as its object form, bit for bit")
  func springs() throws {
    let pairs = [
      (".bouncy", "{\"duration\": 0.5, \"bounce\": 0.3}"),
      (".spring(response: 0.4, dampingFraction: 0.7)", "{\"response\": 0.4, \"dampingRatio\": 0.7}"),
      ("Spring(mass: 1, stiffness: 200, damping: 12)", "{\"mass\": 1, \"stiffness\": 200, \"damping\": 12}"),
    ]
    for (expression, object) in pairs {
      let a = try Self.values(Self.file("{\"type\": \"spring\", \"to\": 100, \"duration\": 1, \"spring\": \"\(expression)\"}, {\"type\": \"move\", \"to\": 0}"))
      let b = try Self.values(Self.file("{\"type\": \"spring\", \"to\": 100, \"duration\": 1, \"spring\": \(object)}, {\"type\": \"move\", \"to\": 0}"))
      #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "\(expression)")
    }
  }

  @Test("A Bézier expression is a timing curve; other curves are refused by kind")
  func timingCurves() throws {
    let a = try Self.values(Self.file("{\"type\": \"linear\", \"to\": 100, \"duration\": 1, \"timingCurve\": \"PathInterpolator(0.4, 0, 0.2, 1)\"}"))
    let b = try Self.values(Self.file("{\"type\": \"linear\", \"to\": 100, \"duration\": 1, \"timingCurve\": {\"bezier\": [0.4, 0, 0.2, 1]}}"))
    #expect(a.map(\.bitPattern) == b.map(\.bitPattern))
    #expect(throws: KfloopError.self) {
      try KfloopReader.read(Array(Self.file("{\"type\": \"linear\", \"to\": 1, \"duration\": 1, \"timingCurve\": \".bouncy\"}").utf8))
    }
    do {
      _ = try KfloopReader.read(Array(Self.file("{\"type\": \"spring\", \"to\": 1, \"spring\": \"ease-in\"}").utf8))
      Issue.record("accepted a Bézier as a spring")
    } catch {
      #expect(error.message.contains("not a spring"))
    }
  }

  @Test("A bezier timing curve is held to the Bézier rules: x in [0, 1], y within ±1e12", arguments: [
    ("[1.5, 0, 0.5, 1]", "bezier x1 1.5 is outside [0, 1]: x control points must lie in [0, 1]"),
    ("[0.3, 1e300, 0.7, 1]", "bezier y1 1e300 is outside ±1e12: y control points must lie within ±1e12"),
    ("[0.3, 0, 0.7]", "bezier is [x1, y1, x2, y2], four numbers"),
  ])
  func bezierRules(_ points: String, _ message: String) {
    do {
      _ = try KfloopReader.read(Array(Self.file("{\"type\": \"linear\", \"to\": 1, \"duration\": 1, \"timingCurve\": {\"bezier\": \(points)}}").utf8))
      Issue.record("accepted \(points)")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  @Test("Values and velocities are held to ±1e9 and ±1e12, durations to 0 or 1 µs and more, naming the field", arguments: [
    ("{\"type\": \"cubic\", \"to\": 1, \"duration\": 5e-324}, {\"type\": \"spring\", \"to\": 0}", "duration: 4.94066e-324 s is shorter than 1e-6 s: use 0 for a jump"),
    ("{\"type\": \"linear\", \"to\": 1e308, \"duration\": 1}", "to: 1e308 must be between -1e9 and 1e9"),
    ("{\"type\": \"spring\", \"to\": [0, 2e9]}", "to[1]: 2e9 must be between -1e9 and 1e9"),
    ("{\"type\": \"cubic\", \"to\": 1, \"duration\": 1, \"startVelocity\": 1e13}", "startVelocity: 1e13 must be between -1e12 and 1e12"),
  ])
  func valueLimits(_ keyframe: String, _ message: String) {
    do {
      _ = try KfloopReader.read(Array(Self.file(keyframe).utf8))
      Issue.record("accepted \(keyframe)")
    } catch {
      #expect(error.text.contains(message), "\(error.text)")
    }
  }

  @Test("A spring outside Spring's domain or a Float parameter beyond Float's range is refused, naming the field")
  func hostileSprings() {
    for spring in ["\"SpringForce(1e300, 0.5)\"", "\"Spring(mass: 1e-300, stiffness: 1e300, damping: 1)\"", "{\"mass\": 1, \"stiffness\": 1e-9, \"damping\": 1}"] {
      do {
        _ = try KfloopReader.read(Array(Self.file("{\"type\": \"spring\", \"to\": 1, \"spring\": \(spring)}").utf8))
        Issue.record("accepted \(spring)")
      } catch {
        #expect(error.path.hasSuffix("spring") || error.path.contains("spring."), "\(spring): \(error.path)")
      }
    }
  }
}
