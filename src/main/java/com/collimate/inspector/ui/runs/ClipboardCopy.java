package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.util.Sizes;

import java.util.List;

/** What a copy puts on the clipboard ("" leaves the clipboard as it was) and the notice saying what it did. */
public record ClipboardCopy(String text, String notice) {
    /** A copy that puts nothing on the clipboard, only says {@code notice}. */
    static ClipboardCopy nothing(String notice) {
        return new ClipboardCopy("", notice);
    }

    /**
     * The {@code values} (a seed or key each, of some of the {@code selected} runs: the others have none) one a line,
     * saying how many were copied and how many runs had none: "Seed copied", "3 keys copied; 1 selected run has no
     * key", "This run has no seed: nothing copied".
     */
    static ClipboardCopy lines(String noun, List<String> values, int selected) {
        int without = selected - values.size();
        if (values.isEmpty()) {
            return nothing((selected == 1 ? "This run has" : "The " + Sizes.count(selected) + " selected runs have")
                    + " no " + noun + ": nothing copied");
        }
        String copied = values.size() == 1 ? Character.toUpperCase(noun.charAt(0)) + noun.substring(1) + " copied"
                : Sizes.count(values.size(), noun) + " copied";
        String missing = without == 0 ? ""
                : "; " + Sizes.count(without, "selected run") + (without == 1 ? " has" : " have") + " no " + noun;
        return new ClipboardCopy(String.join("\n", values), copied + missing);
    }
}
