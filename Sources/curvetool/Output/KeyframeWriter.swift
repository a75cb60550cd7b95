// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Keyframe arrays: when each value is shown and what it is.
struct KeyframeValues {
  /// Seconds from the start.
  var times: [Double]
  /// times / duration, 0…1 (Core Animation `keyTimes`).
  var keyTimes: [Double]
  var values: [Double]
  /// Print values as the shortest `Float` text (they are floats).
  var valuesAreFloat: Bool

  /// `"times"`, `"keyTimes"`, `"values"` for a JSON object.
  var jsonMembers: [(String, JSON)] {
    [
      SampledData.times.member(times),
      SampledData.keyTimes.member(keyTimes),
      (SampledData.values.rawValue, .array(values.map { valuesAreFloat ? .float(Float($0)) : .number($0) })),
    ]
  }

  /// A value as round-trip text.
  func valueText(_ i: Int) -> String {
    valuesAreFloat ? JSON.tidyExponent(Float(values[i]).description) : JSON.numberText(values[i])
  }
}

extension KeyframeValues {
  /// SKBounceAnimation's values array as it plays: value i at key time
  /// i/(n − 1), which Core Animation uses when no `keyTimes` are set, as
  /// Floats.
  init(_ rendering: SKBounceRendering) {
    self.init(times: rendering.times, keyTimes: rendering.keyTimes, values: rendering.values.map(Double.init), valuesAreFloat: true)
  }
}

/// Writers for keyframe arrays shared by `bounce`, `sample` and `export`.
enum KeyframeWriter {
  /// `t,keyTime,value`, one row per keyframe, round-trip numbers.
  static func csv(_ k: KeyframeValues) -> String {
    var out = SampledData.csvHeader([.times, .keyTimes, .values])
    out.reserveCapacity(k.values.count * 48)
    for i in k.values.indices {
      out += JSON.numberText(k.times[i])
      out += ","
      out += JSON.numberText(k.keyTimes[i])
      out += ","
      out += k.valueText(i)
      out += "\n"
    }
    return out
  }

  /// A Swift array literal body: numbers separated by commas, wrapped at
  /// `width` columns with two-space indentation.
  static func swiftArrayBody(_ items: [String], width: Int = 80) -> String {
    var lines: [String] = []
    var line = " "
    for item in items {
      let piece = " " + item + ","
      if line.count + piece.count > width, line.count > 1 {
        lines.append(line)
        line = " "
      }
      line += piece
    }
    if line.count > 1 { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// `values` and `keyTimes` arrays and a `CAKeyframeAnimation` using them,
  /// with linear timing so Core Animation does not re-ease the keyframes.
  ///
  /// - Parameters:
  ///   - keyTimes: `nil` leaves them out (Core Animation spreads the values
  ///     evenly), with a comment saying so.
  ///   - notes: comment lines after the animation's properties.
  ///
  /// The one model-value rule: the layer's model value must be the last
  /// presented value (the last of `values`), so nothing jumps when the
  /// animation is removed; every Swift snippet says so with that value.
  /// The one model-value rule, for every Core Animation snippet: set the
  /// layer's model value to the last presented value (`last`).
  static func modelValueAdvice(_ last: String, keyPath: String) -> String {
    "// Model value = the last value, so nothing jumps when the animation ends:\n"
      + "// layer.setValue(\(last), forKeyPath: \"\(keyPath)\")\n"
  }

  static func coreAnimation(
    values: [String], type: String = "Double", keyTimes: [String]?, keyPath: String, duration: Double,
    mode: String = "linear", notes: [String] = [], key: String
  ) -> String {
    var out = "import QuartzCore\n\n"
    out += "let values: [\(type)] = [\n" + swiftArrayBody(values) + "\n]\n"
    if let keyTimes { out += "let keyTimes: [NSNumber] = [\n" + swiftArrayBody(keyTimes) + "\n]\n" }
    out += "\nlet animation = CAKeyframeAnimation(keyPath: \"\(keyPath)\")\n"
    out += "animation.values = values\n"
    out += keyTimes == nil
      ? "// No keyTimes, as in SKBounceAnimation: Core Animation spreads the values evenly.\n"
      : "animation.keyTimes = keyTimes\n"
    out += "animation.duration = \(NumberText.text(duration, .duration))\n"
    out += "animation.calculationMode = .\(mode)\n"
    out += "animation.timingFunction = CAMediaTimingFunction(name: .linear)\n"
    for note in notes { out += "// \(note)\n" }
    if let last = values.last { out += modelValueAdvice(last, keyPath: keyPath) }
    out += "// layer.add(animation, forKey: \"\(key)\")\n"
    return out
  }
}
