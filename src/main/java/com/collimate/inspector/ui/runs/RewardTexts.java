package com.collimate.inspector.ui.runs;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The reward texts of the runs table, remembered: finding a reward's shortest form takes a few BigDecimal roundings,
 * and scrolling fills every visible cell again each frame, mostly with rewards just shown. FX thread only.
 */
final class RewardTexts {
    private static final int REMEMBERED = 1024;

    private final Map<Double, RewardText> recent = new LinkedHashMap<>(REMEMBERED, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Double, RewardText> eldest) {
            return size() > REMEMBERED;
        }
    };

    RewardText of(double reward) {
        return recent.computeIfAbsent(reward, RewardText::of);
    }
}
