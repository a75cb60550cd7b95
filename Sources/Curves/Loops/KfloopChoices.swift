// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The kfloop/1 fields that take one word from a fixed list, as types
/// (docs/diagnose.md §6): every `switch` over them is exhaustive.

/// After `repeating` turns true again: restart at t = 0, or resume keeping
/// the elapsed time (`semantics.resumeAfterPause`).
public enum KfloopResume: String, CaseIterable, Sendable {
  case restart
  case resume
}

/// What a paused `repeating` animator shows (`semantics.pausedValue`):
/// SwiftUI's documented snap to the timeline's start, or the value held.
public enum KfloopPausedValue: String, CaseIterable, Sendable {
  case timelineStart
  case hold
}

/// What a control does when it fires (`action.op`).
public enum KfloopOperation: String, CaseIterable, Sendable {
  case toggle
  case set
  case increment
}

/// What a control acts on (`action.field`).
public enum KfloopField: String, CaseIterable, Sendable {
  case repeating
  case trigger
}

/// The run-loop mode a timer is scheduled in (`runLoopMode`): `default`
/// stops during scroll tracking, `common` does not.
public enum KfloopRunLoopMode: String, CaseIterable, Sendable {
  case `default`
  case common
}
