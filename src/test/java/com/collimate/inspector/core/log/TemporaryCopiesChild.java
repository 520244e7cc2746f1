package com.collimate.inspector.core.log;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.Collection;

/**
 * Another process making temporary copies, for {@link TemporaryCopyTest}: {@code churn FOLDER N} opens and closes N
 * copies, prints how many paths the JVM's {@code deleteOnExit} list holds, then leaves one copy open and exits;
 * {@code hold FOLDER} makes a copy, prints "held" and holds it until its standard input ends.
 */
public final class TemporaryCopiesChild {
    private TemporaryCopiesChild() {
    }

    public static void main(String[] args) throws Exception {
        TemporaryCopies copies = TemporaryCopies.in(Path.of(args[1]));
        if (args[0].equals("churn")) {
            for (int i = 0; i < Integer.parseInt(args[2]); i++) {
                copies.create(TemporaryCopies.READ_WRITE).close();
            }
            System.out.println(deleteOnExitPaths());
            copies.create(TemporaryCopies.READ_WRITE); // left open: deleted at exit
        } else {
            try (LogData held = copies.create(TemporaryCopies.READ_WRITE)) {
                System.out.println("held");
                System.out.flush();
                while (System.in.read() >= 0) {
                    // held until the test closes our input
                }
            }
        }
    }

    /** Needs {@code --add-opens java.base/java.io=ALL-UNNAMED}. */
    private static int deleteOnExitPaths() throws ReflectiveOperationException, IOException {
        Field files = Class.forName("java.io.DeleteOnExitHook").getDeclaredField("files");
        files.setAccessible(true);
        return ((Collection<?>) files.get(null)).size();
    }
}
