package com.collimate.inspector.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ClosedStdinTest {
    @TempDir
    Path dir;

    @Test
    void standardInputIsClosedWhenItIsAFileTheJvmOpenedItself() throws Exception {
        Path modules = Files.writeString(dir.resolve("modules"), "jimage");
        Path jar = Files.writeString(dir.resolve("app.jar"), "jar");
        Path link = Files.createSymbolicLink(dir.resolve("fd0"), modules); // as /dev/stdin links to what fd 0 is

        assertThat(ClosedStdin.isOneOf(link, List.of(jar, modules))).isTrue();
        assertThat(ClosedStdin.isOneOf(jar, List.of(dir.resolve("missing"), jar))).isTrue();
        assertThat(ClosedStdin.isOneOf(Files.writeString(dir.resolve("log.jsonl"), "{}"), List.of(jar, modules)))
                .as("a log redirected to stdin").isFalse();
        assertThat(ClosedStdin.isOneOf(dir, List.of(dir))).as("a class path folder").isFalse();
    }

    @Test
    void aJvmFileTheJvmAlsoHasOpenOnADescriptorOfItsOwnWasGivenAsStandardInput() throws Exception {
        Path jar = Files.writeString(dir.resolve("app.jar"), "jar");
        Path modules = Files.writeString(dir.resolve("modules"), "jimage");
        Path descriptors = Files.createDirectory(dir.resolve("fd")); // as /dev/fd lists them
        Path stdin = Files.createSymbolicLink(descriptors.resolve("0"), jar);
        Files.createSymbolicLink(descriptors.resolve("3"), modules);

        assertThat(ClosedStdin.isOpenOnAnotherDescriptor(stdin, descriptors)).as("closed: fd 0 is the JVM's").isFalse();
        Files.createSymbolicLink(descriptors.resolve("4"), jar);
        assertThat(ClosedStdin.isOpenOnAnotherDescriptor(stdin, descriptors)).as("summary - < app.jar").isTrue();
        assertThat(ClosedStdin.isOpenOnAnotherDescriptor(stdin, dir.resolve("no-fd-list"))).isFalse();
    }

    @Test
    void aClassPathEntryThatIsNoPathIsLeftOutNotAFailure() {
        Path home = dir.resolve("jdk");

        assertThat(ClosedStdin.jvmFiles(home.toString(), "a.jar" + File.pathSeparator + File.pathSeparator + "nul\0"))
                .containsExactly(home.resolve("lib").resolve("modules"), Path.of("a.jar"));
    }
}
