package com.collimate.inspector.cli;

import picocli.CommandLine;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * An option that takes one of a few words, in any case ({@code --fail-on}, {@code --stream}, {@code --isolation});
 * as the option's converter, anything else is "'x' is not one of a, b, c", the same words for every such option. As
 * its completion candidates, the words {@code --help} lists.
 */
abstract class ChoiceArgument<T> implements CommandLine.ITypeConverter<T>, Iterable<String> {
    private final Map<String, T> choices;

    /** @param choices the words in lower case, in the order the help and errors list them; a value may be null */
    ChoiceArgument(Map<String, T> choices) {
        this.choices = choices;
    }

    /** {@code values} by their {@code label}, in order. */
    static <T> Map<String, T> labelled(T[] values, Function<T, String> label) {
        Map<String, T> choices = new LinkedHashMap<>();
        for (T value : values) {
            choices.put(label.apply(value), value);
        }
        return choices;
    }

    @Override
    public T convert(String value) {
        String word = value.trim().toLowerCase(Locale.ROOT);
        if (!choices.containsKey(word)) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not one of " + String.join(", ", this));
        }
        return choices.get(word);
    }

    @Override
    public Iterator<String> iterator() {
        return choices.keySet().iterator();
    }
}
