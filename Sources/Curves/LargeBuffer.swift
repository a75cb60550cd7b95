// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#endif

/// Arrays of many `Double`s (a fit's samples, bases and Jacobian) whose
/// memory the system is asked to back with huge pages where it offers them
/// (Linux's transparent huge pages in `madvise` mode: one page fault per
/// 2 MiB instead of per 4 KiB). Only where the pages come from changes: the
/// contents are the same, and elsewhere the advice is left out.
public enum LargeBuffer {
  /// Arrays of fewer bytes than this are left alone (4 MiB).
  public static let adviceBytes = 1 << 22

  /// `count` zeros, the memory advised before it is first touched.
  public static func zeros(_ count: Int) -> [Double] {
    [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress { advise(UnsafeMutableRawPointer(base), bytes: count * MemoryLayout<Double>.stride) }
      buffer.initialize(repeating: 0)
      initialized = count
    }
  }

  /// Reserves room for `capacity` elements in `array` and advises that
  /// room, for an array about to grow into it by appending.
  public static func reserve(_ array: inout [Double], capacity: Int) {
    array.reserveCapacity(capacity)
    let bytes = array.capacity * MemoryLayout<Double>.stride
    array.withUnsafeMutableBufferPointer { buffer in
      if let base = buffer.baseAddress { advise(UnsafeMutableRawPointer(base), bytes: bytes) }
    }
  }

  /// Asks for huge pages over the whole 2 MiB pages inside the range.
  static func advise(_ start: UnsafeMutableRawPointer, bytes: Int) {
    #if os(Linux) && canImport(Glibc)
      guard bytes >= adviceBytes else { return }
      let huge = 1 << 21
      let first = (Int(bitPattern: start) + huge - 1) & ~(huge - 1)
      let end = (Int(bitPattern: start) + bytes) & ~(huge - 1)
      guard end > first, let page = UnsafeMutableRawPointer(bitPattern: first) else { return }
      _ = madvise(page, end - first, MADV_HUGEPAGE)
    #endif
  }
}
