// Three dots that should pulse together: the Compose form of docs/examples/loader.css.
package com.example.loader

import androidx.compose.animation.core.*
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue

private const val PULSE_MS = 600

@Composable
fun LoadingDots() {
    val transition = rememberInfiniteTransition(label = "dots")
    val first by transition.animateFloat(
        initialValue = 1f,
        targetValue = 0.4f,
        animationSpec = infiniteRepeatable(
            animation = tween(PULSE_MS, easing = FastOutSlowInEasing),
            repeatMode = RepeatMode.Reverse,
        ),
        label = "first",
    )
    val second by transition.animateFloat(
        initialValue = 1f,
        targetValue = 0.4f,
        animationSpec = infiniteRepeatable(
            animation = tween(durationMillis = 625, easing = FastOutSlowInEasing),
            repeatMode = RepeatMode.Reverse,
            initialStartOffset = StartOffset(400, StartOffsetType.FastForward),
        ),
        label = "second",
    )
    val third by transition.animateFloat(
        initialValue = 1f,
        targetValue = 0.4f,
        animationSpec = infiniteRepeatable(
            animation = keyframes {
                durationMillis = PULSE_MS * 2 + 100
                0.4f at 650 using FastOutSlowInEasing
                1f at 1300
            },
            initialStartOffset = StartOffset(800, StartOffsetType.FastForward),
        ),
        label = "third",
    )
    Dots(first, second, third)
}
