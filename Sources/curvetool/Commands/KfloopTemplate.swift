// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What `curvetool diagnose --init` prints: a kfloop/1 file that reads and
/// diagnoses as it is, every field explained in a `//` comment, to edit into
/// a description of your own loops (docs/diagnose.md §6; the schema is
/// docs/kfloop.schema.json).
enum KfloopTemplate {
  static let text = """
    // A kfloop/1 file: keyframe timelines, how they play, what drives them.
    // Every field is in docs/diagnose.md §6; docs/kfloop.schema.json checks it.
    // Lines starting with // are comments. Run: curvetool diagnose this.json
    {
      "format": "kfloop/1",
      // Constants: numbers, or expressions over other constants.
      "let": { "period": 1.2 },
      // SwiftUI's open choices (these are the defaults).
      "semantics": { "springCutoff": "handoff", "springSettleEpsilon": 0.001,
                     "resumeAfterPause": "restart", "pausedValue": "timelineStart" },
      // The display rates the loops are seen at, and the frame rates of exports.
      "clock": { "displayHz": [60, 120], "exportFps": [30, 60] },
      "timelines": [
        {
          "id": "dot1",
          // A timeline's own constants shadow the file's.
          "let": { "d": "period" },
          // One track per key path; the value before the first keyframe.
          "initialValue": { "scale": 1.0, "offsetY": 0.0 },
          "tracks": [
            // Keyframe types: linear (timingCurve), cubic (startVelocity,
            // endVelocity), spring (spring, startVelocity), move.
            { "keyPath": "scale", "keyframes": [
              { "type": "spring", "to": 0.8, "duration": "d*0.5", "spring": { "duration": 0.5, "bounce": 0.2 } },
              { "type": "linear", "to": 1.0, "duration": "d*0.5", "timingCurve": "easeInOut" } ] },
            { "keyPath": "offsetY", "keyframes": [
              { "type": "cubic", "to": -20, "duration": "d/2" },
              { "type": "cubic", "to": 0, "duration": "d/2" } ] } ],
          // mode: repeating, trigger or once; repeating: true, false or
          // { "control": id }; startAt and timeOffset stagger a loop;
          // padTo holds the end; intendedPeriod says what it should last.
          "playback": { "mode": "repeating", "repeating": { "control": "toggle" },
                        "startAt": 0, "timeOffset": 0, "intendedPeriod": "period" }
        },
        {
          "id": "dot2",
          "let": { "d": 1.3 },
          "initialValue": { "scale": 1.0, "offsetY": 0.0 },
          "tracks": [
            { "keyPath": "offsetY", "keyframes": [
              { "type": "cubic", "to": -20, "duration": "d/2" },
              { "type": "cubic", "to": 0, "duration": "d/2" } ] } ],
          "playback": { "mode": "repeating", "repeating": { "control": "toggle" }, "timeOffset": 0.4,
                        "intendedPeriod": "period" }
        }
      ],
      // Timers (interval, firstFireAt, tolerance, runLoopMode, chained) or
      // events (at: [times]) acting on timelines: toggle, set or increment
      // their repeating or trigger.
      "controls": [
        { "id": "toggle", "type": "timer", "interval": 4.0, "firstFireAt": 4.0, "tolerance": 0,
          "runLoopMode": "common", "chained": false,
          "action": { "op": "toggle", "field": "repeating", "initial": true },
          "targets": ["dot1", "dot2"] } ],
      // How long to simulate, how finely, and the smallest visible change.
      "analyze": { "horizon": 20, "sampleHz": 120, "phaseThreshold": "1frame",
                   "valueThreshold": { "scale": 0.01, "offsetY": 1 } },
      // Exports written with --export-dir: array, csv, ca-keyframes,
      // css-keyframes, css-linear or lottie.
      "export": [
        { "timeline": "dot1", "keyPath": "scale", "sampleHz": 60, "span": "period", "as": "css-keyframes" } ]
    }

    """
}
