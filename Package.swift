// swift-tools-version:6.0
// This file is part of curvetool. SPDX-License-Identifier: MIT

import PackageDescription

let package = Package(
  name: "curvetool",
  products: [
    .library(name: "Curves", targets: ["Curves"]),
    .library(name: "Fit", targets: ["Fit"]),
    .executable(name: "curvetool", targets: ["curvetool"]),
  ],
  targets: [
    // MARK: - Public API
    .target(name: "Curves", swiftSettings: kernelSettings),
    .target(name: "Fit", dependencies: ["Curves"], swiftSettings: kernelSettings),
    .executableTarget(name: "curvetool", dependencies: ["Curves", "Fit"]),

    // MARK: - Unit test bundles
    // What the test bundles share (the seeded generator), built only for them.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CurvesTests", dependencies: ["Curves", "TestSupport"], swiftSettings: testSettings),
    .testTarget(name: "FitTests", dependencies: ["Fit", "Curves", "TestSupport"], swiftSettings: testSettings),
    .testTarget(name: "curvetoolTests", dependencies: ["curvetool", "Curves", "Fit", "TestSupport"], swiftSettings: testSettings),
  ]
)

/// The test bundles are not optimised, even in a release build: the
/// exhaustive tier (`swift test -c release`, README, Development) runs the
/// optimised libraries and command-line tool, whose code does the work;
/// optimising the test code itself took minutes more than running it.
var testSettings: [SwiftSetting] { [.unsafeFlags(["-Onone"], .when(configuration: .release))] }

/// The numerical libraries are optimised in debug builds too, so that
/// `swift test` runs their kernels at speed (the everyday tier in 50 s
/// rather than 140 s on two cores; the build takes some 40 s longer). Floating-point
/// results do not change: Swift's `-O` keeps IEEE semantics, and the
/// exhaustive tier runs the same tests on a release build.
///
/// Not when curvetool is another package's dependency (its folder is a
/// checkout inside a build folder), where SwiftPM refuses unsafe flags, nor
/// with `CURVETOOL_DEBUG_KERNELS=1`, for stepping through them in a
/// debugger.
var kernelSettings: [SwiftSetting] {
  let folder = Context.packageDirectory
  let dependency = folder.contains("/checkouts/") || folder.contains("/SourcePackages/")
  guard !dependency, Context.environment["CURVETOOL_DEBUG_KERNELS"] != "1" else { return [] }
  return [.unsafeFlags(["-O"], .when(configuration: .debug))]
}
