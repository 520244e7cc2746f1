package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

class ShellWordsTest {
    @TempDir
    Path dir;

    @Test
    void simpleWordsStayBare() {
        assertThat(ShellWords.join(List.of("python3", "-m", "pytest", "tests/a_b.py", "--k=v", "user@host:1,2", "50%")))
                .isEqualTo("python3 -m pytest tests/a_b.py --k=v user@host:1,2 50%");
        assertThat(ShellWords.join(List.of())).isEmpty();
    }

    @Test
    void specialWordsAreSingleQuoted() {
        assertThat(ShellWords.join(List.of("python3", "-c", "print(\"a  b\")")))
                .isEqualTo("python3 -c 'print(\"a  b\")'");
        assertThat(ShellWords.join(List.of("echo", "", "a b", "$HOME", "`id`", "x\ny", "*", "~", "a\\b", "é")))
                .isEqualTo("echo '' 'a b' '$HOME' '`id`' 'x\ny' '*' '~' 'a\\b' 'é'");
    }

    @Test
    void anEmbeddedSingleQuoteIsClosedEscapedAndReopened() {
        assertThat(ShellWords.join(List.of("echo", "it's", "'"))).isEqualTo("echo 'it'\\''s' ''\\'''");
    }

    @Test
    void aFirstWordThatTheShellWouldReadAsAnAssignmentOrKeywordIsQuoted() {
        assertThat(ShellWords.join(List.of("A=b", "c=d"))).isEqualTo("'A=b' c=d");
        assertThat(ShellWords.join(List.of("time", "if"))).isEqualTo("'time' if");
    }

    /** The joined line, run by a real bash, gives the program exactly the logged argv. */
    @Test
    void bashSplitsTheJoinedLineBackIntoTheSameArgv() throws Exception {
        assumeThat(Files.isExecutable(Path.of("/bin/bash"))).isTrue();
        List<String> args = List.of("", " ", "a  b", "print(\"a  b\")", "it's", "''", "\"", "$HOME", "${x:-y}", "$(id)",
                "`id`", "\\", "\\n", "x\ny\n", "\t", "*", "?", "[a]", "~", "~/x", "#c", "a;b", "a|b", "a&b", "<>",
                "!", "!!", "{a,b}", "é ü ✓ 日本", "emoji 😀", "--flag=va lue", "-", "=", "%");
        List<String> argv = new ArrayList<>(List.of("printf", "%s\\0"));
        argv.addAll(args);
        Path script = dir.resolve("main.sh");
        Files.writeString(script, ShellWords.join(argv) + "\n", StandardCharsets.UTF_8);

        Process bash = new ProcessBuilder("/bin/bash", script.toString()).redirectErrorStream(true).start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        bash.getInputStream().transferTo(out);
        assertThat(bash.waitFor()).isZero();

        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).endsWith("\0");
        assertThat(Arrays.asList(printed.substring(0, printed.length() - 1).split("\0", -1))).isEqualTo(args);
    }
}
