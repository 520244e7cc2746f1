package com.collimate.inspector.core.config;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.util.IoReasons;
import com.collimate.inspector.core.util.JsonSyntax;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Loads and saves {@link Settings} as {@code settings.json} in the config folder. The file is written atomically
 * and, on POSIX systems, readable by the user alone (it may hold the API key).
 */
public final class SettingsStore {
    public static final String FILE_NAME = "settings.json";
    private static final String ENDPOINT_FIELD = "endpoint";
    private static final String API_KEY_FIELD = "api_key";

    private final Path file;
    // 2.5 retries is a mistake to report, not a 2 to use quietly
    private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);

    public SettingsStore(Path configFolder) {
        this.file = configFolder.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    /**
     * The stored settings, or the defaults when there is no file yet. A file that is no JSON object at all is an
     * error. Otherwise each value is read on its own: one that cannot be used (an unknown theme, a number that is
     * text, a fraction or out of range) is reported to {@code warnings} in one located line and replaced by its
     * default, and the others load. A value that is missing gets its default.
     * Only a bad {@code endpoint} fails the whole load: its default, the local sandbox, would run the log's code on
     * this machine instead of the intended server.
     * A value shown in a message never shows the file's API key: a key pasted into another field is masked.
     */
    public Settings load(Consumer<String> warnings) throws IOException {
        if (!Files.exists(file)) {
            return Settings.defaults();
        }
        JsonNode root;
        try {
            root = mapper.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            // Jackson's message quotes the file's text, which may be the API key: only its location is shown
            throw new IOException(file + ": settings file is " + JsonSyntax.notJson(e));
        } catch (FileSystemException | FileNotFoundException e) {
            throw new IOException(file + ": settings file cannot be read (" + IoReasons.of(e) + ")");
        } catch (IOException e) {
            // e.g. a CharConversionException, whose message may quote the file's bytes
            throw new IOException(file + ": settings file cannot be read (a read error, or text that is not UTF-8)");
        }
        if (root == null || root.isMissingNode() || root.isNull()) {
            return Settings.defaults();
        }
        if (!root.isObject()) {
            throw invalid("not a JSON object", null);
        }
        ApiKey storedKey = ApiKey.ofNullable(root.path(API_KEY_FIELD).textValue());
        ObjectNode usable = mapper.createObjectNode();
        for (Map.Entry<String, JsonNode> field : root.properties()) {
            try {
                mapper.treeToValue(mapper.createObjectNode().set(field.getKey(), field.getValue()), Settings.class);
                usable.set(field.getKey(), field.getValue());
            } catch (JsonProcessingException e) {
                JsonValuePath path = JsonValuePath.of(field.getKey(), e);
                String described = SettingsValueProblem.describe(field.getKey(), "'" + path.shown() + "'"
                        + path.locationIn(file, mapper.getFactory()), e);
                String problem = storedKey == null ? described : storedKey.redact(described);
                if (ENDPOINT_FIELD.equals(field.getKey())) {
                    throw invalid(problem, null);
                }
                warnings.accept("settings file " + file + ": " + problem + "; using the default");
            }
        }
        return mapper.treeToValue(usable, Settings.class);
    }

    private IOException invalid(String why, Exception cause) {
        return new IOException(file + ": settings file is not valid (" + why + ")", cause);
    }

    public void save(Settings settings) throws IOException {
        AtomicJsonFile.write(file, mapper, settings, true);
    }
}
