package com.collimate.inspector.cli;

import picocli.CommandLine.Option;

/** {@code --max-output} and {@code --max-request}: the built-in sandbox's limits, for serve and for check --replay. */
final class SandboxLimitOptions {
    @Option(names = "--max-output", paramLabel = "SIZE", converter = SizeArgument.class,
            description = "The built-in local sandbox's limit on each run's stdout and on its stderr, e.g. 64MiB "
                    + "(default: 8 MiB, at most 1 GiB); the rest is discarded and the answer says \"truncated\".")
    Integer maxOutput;

    @Option(names = "--max-request", paramLabel = "SIZE", converter = SizeArgument.class,
            description = "The built-in local sandbox's largest request (the code) accepted, e.g. 16MiB (default: "
                    + "4 MiB, at most 1 GiB); a larger one gets HTTP 413.")
    Integer maxRequest;

    ReplayBackend.LocalLimits limits() {
        return new ReplayBackend.LocalLimits(maxOutput, maxRequest);
    }
}
