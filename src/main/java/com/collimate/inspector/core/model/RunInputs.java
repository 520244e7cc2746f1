package com.collimate.inspector.core.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a run was given: its template, code and seed. Two runs (or a run and its replay) given different inputs are
 * expected to print different outputs, so a comparison says so before any output difference.
 *
 * @param seed the seed as logged, or for a replay the seed sent; null when none
 */
public record RunInputs(String template, String code, String seed) {

    /** The inputs of a run as logged. */
    public static RunInputs of(Run run) {
        return new RunInputs(run.template(), run.code(), run.seed().raw());
    }

    /** The inputs of a replay of {@code run}: the run's template and code, with the seed the replay was sent. */
    public static RunInputs replayOf(Run run, String sentSeed) {
        return new RunInputs(run.template(), run.code(), sentSeed);
    }

    /** The inputs that differ, among "template", "code", "seed" in that order (seeds are hex: case is ignored). */
    public List<String> differingFrom(RunInputs other) {
        List<String> differing = new ArrayList<>(3);
        if (!Objects.equals(template, other.template)) {
            differing.add("template");
        }
        if (!Objects.equals(code, other.code)) {
            differing.add("code");
        }
        if (seed == null ? other.seed != null : !seed.equalsIgnoreCase(Objects.requireNonNullElse(other.seed, ""))) {
            differing.add("seed");
        }
        return List.copyOf(differing);
    }

    /** "inputs differ: code, seed — output differences are expected", or "" when nothing differs. */
    public static String describe(List<String> differing) {
        return differing.isEmpty() ? ""
                : "inputs differ: " + String.join(", ", differing) + " — output differences are expected";
    }
}
