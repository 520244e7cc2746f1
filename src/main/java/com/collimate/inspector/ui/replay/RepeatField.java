package com.collimate.inspector.ui.replay;

import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.util.StringConverter;

import java.util.function.UnaryOperator;

/**
 * The repeat box: digits only, and a value that cannot be read (empty, out of range) gives way to the last valid
 * one when committed, so no text the user types ever reaches the replay as an exception.
 */
final class RepeatField {
    private RepeatField() {
    }

    /** Makes {@code spinner} a repeat box for 1 to {@code max}. */
    static void install(Spinner<Integer> spinner, int max) {
        SpinnerValueFactory.IntegerSpinnerValueFactory factory =
                new SpinnerValueFactory.IntegerSpinnerValueFactory(1, max, 1);
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
        int digits = Integer.toString(max).length();
        UnaryOperator<TextFormatter.Change> onlyDigits = change ->
                change.getControlNewText().matches("\\d{0," + digits + "}") ? change : null;
        TextField editor = spinner.getEditor();
        editor.setTextFormatter(new TextFormatter<>(onlyDigits));
        // a typed number counts at once (Ctrl+R right after typing), without waiting for the commit
        editor.textProperty().addListener((obs, old, text) -> {
            int parsed = parse(text, max);
            if (parsed > 0) {
                factory.setValue(parsed);
            }
        });
        // the spinner commits on focus loss first; an unreadable text then shows the value kept
        spinner.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                editor.setText(factory.getValue().toString());
            }
        });
    }

    /** The number in {@code text} when it is one from 1 to {@code max}, else 0. */
    private static int parse(String text, int max) {
        String trimmed = text == null ? "" : text.trim();
        if (trimmed.isEmpty() || !trimmed.chars().allMatch(Character::isDigit) || trimmed.length() > 9) {
            return 0;
        }
        int value = Integer.parseInt(trimmed);
        return value >= 1 && value <= max ? value : 0;
    }
}
