package com.collimate.inspector.cli;

import picocli.CommandLine;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Words of the command line no option or parameter took, said without echoing what may be a secret: picocli's
 * "Unknown options: '--api-key', 'sk-…'" printed the value after an unknown option (a guessed {@code --api-key})
 * into a CI log, and took it for the LOG when it came first. An unknown option is named without its value, and a
 * surplus word only when no unknown option could own it.
 */
final class UnmatchedArguments {
    private static final Pattern KEY_LIKE = Pattern.compile("key|token|auth|secret|password");

    private final CommandLine command;
    private final List<String> unmatched;
    private final List<String> options;

    private UnmatchedArguments(CommandLine command, List<String> unmatched) {
        this.command = command;
        this.unmatched = unmatched;
        this.options = unmatched.stream().filter(UnmatchedArguments::isOption).map(UnmatchedArguments::name).toList();
    }

    /**
     * The unmatched words of {@code ex}, also when picocli reports a missing parameter first: {@code check --bogus}
     * said "Missing required parameter: 'LOG'", and the typo showed only once the log was added.
     */
    static Optional<UnmatchedArguments> of(CommandLine.ParameterException ex) {
        List<String> unmatched = ex instanceof CommandLine.UnmatchedArgumentException u ? u.getUnmatched()
                : ex instanceof CommandLine.MissingParameterException
                && ex.getCommandLine().getUnmatchedArguments().stream().anyMatch(UnmatchedArguments::isOption)
                ? ex.getCommandLine().getUnmatchedArguments() : List.of();
        return unmatched.isEmpty() ? Optional.empty()
                : Optional.of(new UnmatchedArguments(ex.getCommandLine(), List.copyOf(unmatched)));
    }

    String message() {
        if (!options.isEmpty()) {
            return (options.size() == 1 ? "Unknown option: " : "Unknown options: ")
                    + String.join(", ", options.stream().map(o -> "'" + o + "'").toList()) + keyHint() + fileHint();
        }
        List<CommandLine.Model.PositionalParamSpec> positionals = command.getCommandSpec().positionalParameters();
        String expected = positionals.size() == 1 ? "one " + positionals.get(0).paramLabel() + " at a time"
                : positionals.stream().map(CommandLine.Model.PositionalParamSpec::paramLabel)
                        .reduce((a, b) -> a + " and " + b).map(labels -> "only " + labels).orElse("no arguments");
        return expected + ": '" + unmatched.get(0) + "' is " + (unmatched.size() == 1 ? "one argument"
                : unmatched.size() + " arguments") + " too many";
    }

    /**
     * Whether {@code file}, the command's positional file, is the word right after an unknown option given without
     * {@code =}: then it may be that option's value (a key), not the file the user meant.
     */
    boolean mayBeAnOptionValue(Path file, String[] args) {
        for (int i = 0; i + 1 < args.length; i++) {
            // an unknown option's name has no '=': one given with its value is never found here
            if (options.contains(args[i]) && names(file, args[i + 1])) {
                return true;
            }
        }
        return false;
    }

    private String keyHint() {
        boolean talksToAnExecApi = command.getCommandSpec().findOption("--endpoint") != null;
        boolean keyLike = options.stream().anyMatch(o -> KEY_LIKE.matcher(o.toLowerCase(Locale.ROOT)).find());
        return talksToAnExecApi && keyLike ? " (" + command.getCommandName() + " reads the API key from "
                + "COLLIMATE_API_KEY or the settings file, never from the command line)" : "";
    }

    /** A file whose name starts with '-' is taken for an option, as by every Unix tool: say how to give it. */
    private String fileHint() {
        return options.stream().filter(UnmatchedArguments::isAFile).findFirst()
                .map(file -> " (to give the file " + file + ", write ./" + file + " or put -- before it)").orElse("");
    }

    private static boolean isAFile(String word) {
        try {
            return Files.exists(Path.of(word));
        } catch (InvalidPathException e) {
            return false;
        }
    }

    private static boolean names(Path file, String word) {
        try {
            return Path.of(word).equals(file);
        } catch (InvalidPathException e) {
            return false;
        }
    }

    private static boolean isOption(String word) {
        return word.length() > 1 && word.startsWith("-");
    }

    private static String name(String option) {
        int equals = option.indexOf('=');
        return equals < 0 ? option : option.substring(0, equals);
    }
}
