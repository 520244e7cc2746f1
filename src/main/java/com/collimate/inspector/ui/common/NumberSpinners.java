package com.collimate.inspector.ui.common;

import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.util.StringConverter;

import java.util.function.UnaryOperator;

/**
 * Whole-number boxes (the repeat count, the settings' concurrency and timeouts): digits only, a number out of range
 * taken as the nearest bound, and a text that is no number (empty) giving way to the last value when committed. A
 * plain spinner's converter throws on "abc" when the box loses focus.
 */
public final class NumberSpinners {
    private NumberSpinners() {
    }

    /** Makes {@code spinner} a box for 1 to {@code max}, showing {@code initial}. */
    public static void install(Spinner<Integer> spinner, int max, int initial) {
        SpinnerValueFactory.IntegerSpinnerValueFactory factory =
                new SpinnerValueFactory.IntegerSpinnerValueFactory(1, max, initial);
        factory.setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer value) {
                return value == null ? "" : value.toString();
            }

            @Override
            public Integer fromString(String text) {
                int parsed = parse(text, max);
                return parsed > 0 ? parsed : factory.getValue();
            }
        });
        spinner.setValueFactory(factory);
        int digits = Integer.toString(max).length() + 1; // one more, so a number over the maximum can be typed
        UnaryOperator<TextFormatter.Change> onlyDigits = change ->
                change.getControlNewText().matches("\\d{0," + digits + "}") ? change : null;
        TextField editor = spinner.getEditor();
        editor.setTextFormatter(new TextFormatter<>(onlyDigits));
        // a typed number counts at once (Ctrl+R right after typing, OK in a dialog), without waiting for the commit
        editor.textProperty().addListener((obs, old, text) -> {
            int parsed = parse(text, max);
            if (parsed > 0) {
                factory.setValue(parsed);
            }
        });
        // the spinner commits on focus loss first; the box then shows the value kept
        spinner.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                editor.setText(factory.getValue().toString());
            }
        });
    }

    /** The number in {@code text} within 1 to {@code max} (out of range: the nearest bound), or 0 when there is none. */
    private static int parse(String text, int max) {
        String trimmed = text == null ? "" : text.trim();
        if (trimmed.isEmpty() || !trimmed.chars().allMatch(Character::isDigit) || trimmed.length() > 9) {
            return 0;
        }
        return Math.max(1, Math.min(max, Integer.parseInt(trimmed)));
    }
}
