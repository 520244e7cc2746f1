package com.collimate.inspector.cli;

import com.collimate.inspector.core.config.SandboxLimit;
import picocli.CommandLine;

/** A size option ({@code 64MiB}, {@code 512KiB}, {@code 1048576}) of the local sandbox, up to 1 GiB. */
final class SizeArgument implements CommandLine.ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
        try {
            return SandboxLimit.parse(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
