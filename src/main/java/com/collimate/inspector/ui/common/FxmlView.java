package com.collimate.inspector.ui.common;

/** Every FXML file of the app, in one place (paths relative to the {@code ui} resource folder). */
public enum FxmlView {
    MAIN("main/MainView.fxml"),
    LOG_WORKSPACE("main/LogWorkspaceView.fxml"),
    RUNS("runs/RunsView.fxml"),
    LOAD_ERRORS("runs/LoadErrorsView.fxml"),
    RUN_DETAIL("detail/RunDetailView.fxml"),
    DASHBOARD("dashboard/DashboardView.fxml"),
    SETTINGS("settings/SettingsView.fxml");

    private final String path;

    FxmlView(String path) {
        this.path = path;
    }

    public String path() {
        return path;
    }
}
