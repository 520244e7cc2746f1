package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.diff.CompareWarmUpSchedule;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.settings.SettingsForm;
import com.collimate.inspector.ui.settings.SettingsDialog;
import com.collimate.inspector.ui.testing.DirectExecutors;
import com.collimate.inspector.ui.testing.TestMainViewModels;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The banner about the endpoint (unreachable, refused key) speaks of the backend it met: a new one clears it. */
class EndpointBannerTest {
    @TempDir
    Path home;

    private final UiExecutors executors = DirectExecutors.create();

    @AfterEach
    void tearDown() {
        executors.shutdown();
    }

    private static SettingsForm backend(SettingsForm form, boolean local, String endpoint, Settings.Theme theme) {
        return new SettingsForm(local, endpoint, "", false, form.concurrency(), form.connectTimeoutSeconds(),
                form.readTimeoutSeconds(), form.callTimeoutSeconds(), form.sandboxMaxOutput(), form.masks(), theme);
    }

    @Test
    void anUnreachableEndpointsBannerClearsWhenTheBackendSettingsChange() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        MainViewModel main = TestMainViewModels.create(executors, home);
        SettingsForm form = main.settings().form();
        String unreachable = "http://127.0.0.1:" + closedPort;
        assertThat(main.settings().apply(backend(form, false, unreachable, form.theme()))).isEmpty();
        ReplayServices services = new ReplayServices(() -> main.settings().settingsProperty().get(), Map.of(),
                config -> {
                    throw new IOException("no sandbox in this test");
                }, home.resolve("data"));
        ReplayFeature feature = new ReplayFeature(main, executors, services,
                (owner, title, initialName, description, patterns) -> Optional.empty(),
                new CompareWarmUpSchedule(() -> null, (nanos, action) -> { }, Duration.ZERO));
        main.open(home.resolve("runs.jsonl"));
        ReplayViewModel model = feature.forWorkspace(main.workspaces().get(0));

        model.replay(List.of(0));
        assertThat(model.endpointProblemProperty().get()).isNotNull();
        assertThat(model.endpointProblemProperty().get().field()).isEqualTo(SettingsDialog.Field.ENDPOINT);

        Settings.Theme other = form.theme() == Settings.Theme.DARK ? Settings.Theme.LIGHT : Settings.Theme.DARK;
        assertThat(main.settings().apply(backend(form, false, unreachable, other))).isEmpty();
        assertThat(model.endpointProblemProperty().get()).as("not a change of backend").isNotNull();

        assertThat(main.settings().apply(backend(form, true, "", other))).isEmpty();
        assertThat(model.endpointProblemProperty().get()).isNull();
        feature.close();
    }
}
