package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.ui.testing.FxWait;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

import java.lang.ref.WeakReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The Load errors window's heading counts every record that could not be read, and says when there is none. */
@ExtendWith(ApplicationExtension.class)
class LoadErrorsViewUiTest {
    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void aLogReadWholeSaysSoInsteadOfZeroRecordsAndAnEmptyTable(FxRobot robot) {
        show(robot, FXCollections.observableArrayList(), 0);

        assertThat(robot.lookup("#loadErrorsHeading").queryAs(Label.class).getText())
                .isEqualTo("Every record of runs.jsonl was read");
        TableView<?> table = robot.lookup("#loadErrorTable").queryTableView();
        assertThat(((Label) table.getPlaceholder()).getText()).isEqualTo("Every record was read");
        assertThat(robot.lookup("#errorRawText").queryAs(TextArea.class).getPromptText())
                .as("no error to select").isEmpty();
    }

    /** Opened while the log loads (its errors come at the end) or after loading was cancelled: no "every record". */
    @Test
    void aLogNotReadToItsEndDoesNotSayEveryRecordWasRead(FxRobot robot) {
        SimpleBooleanProperty readWhole = new SimpleBooleanProperty(false);
        robot.interact(() -> LoadErrorsView.show(FXCollections.observableArrayList(), new SimpleLongProperty(0),
                readWhole, new SimpleStringProperty(""), FXCollections.observableArrayList(), new SimpleLongProperty(0),
                new SimpleStringProperty("runs.jsonl"), null));

        assertThat(robot.lookup("#loadErrorsHeading").queryAs(Label.class).getText())
                .isEqualTo("No unreadable record so far: runs.jsonl was not read to its end");
        TableView<?> table = robot.lookup("#loadErrorTable").queryTableView();
        assertThat(((Label) table.getPlaceholder()).getText()).isEqualTo("No unreadable record so far");

        robot.interact(() -> readWhole.set(true));
        assertThat(robot.lookup("#loadErrorsHeading").queryAs(Label.class).getText())
                .isEqualTo("Every record of runs.jsonl was read");
    }

    @Test
    void moreErrorsThanListedAreCountedAndTheListSaysItHoldsTheFirst(FxRobot robot) {
        ObservableList<LoadError> listed = FXCollections.observableArrayList(
                new LoadError(3, "not JSON", "oops"), new LoadError(9, "not JSON", "oops"));
        SimpleLongProperty count = show(robot, listed, 250_000);

        assertThat(robot.lookup("#loadErrorsHeading").queryAs(Label.class).getText())
                .isEqualTo("250,000 records of runs.jsonl could not be read; the first 2 are listed");
        assertThat(robot.lookup("#errorRawText").queryAs(TextArea.class).getPromptText())
                .isEqualTo("Select an error to see its raw text");

        robot.interact(() -> count.set(2));
        assertThat(robot.lookup("#loadErrorsHeading").queryAs(Label.class).getText())
                .isEqualTo("2 records of runs.jsonl could not be read");
    }

    /** The sources belong to the log's tab, which outlives the window: they must not hold a closed one's view. */
    @Test
    void theLogsCountsDoNotKeepAViewNobodyShows(FxRobot robot) throws Exception {
        ObservableList<LoadError> listed = FXCollections.observableArrayList();
        SimpleLongProperty count = new SimpleLongProperty(0);
        SimpleBooleanProperty readWhole = new SimpleBooleanProperty(true);
        WeakReference<LoadErrorsView> view = new WeakReference<>(FxWait.onFx(() ->
                new LoadErrorsView(listed, count, readWhole, new SimpleStringProperty(""), listed, count,
                        new SimpleStringProperty("runs.jsonl"))));

        for (int round = 0; round < 50 && view.get() != null; round++) {
            System.gc();
        }

        assertThat(view.get()).as("the view, with the log's list and counts still alive").isNull();
        robot.interact(() -> {
            count.set(3); // heard by no view any more, and no error
            readWhole.set(false);
            listed.add(new LoadError(1, "not JSON", "x"));
        });
    }

    private SimpleLongProperty show(FxRobot robot, ObservableList<LoadError> listed, long errorCount) {
        SimpleLongProperty count = new SimpleLongProperty(errorCount);
        robot.interact(() -> LoadErrorsView.show(listed, count, new SimpleBooleanProperty(true),
                new SimpleStringProperty(""), FXCollections.observableArrayList(), new SimpleLongProperty(0),
                new SimpleStringProperty("runs.jsonl"), null));
        return count;
    }

    /** A field of the wrong type is no unreadable record: its run was read, and the window lists it apart. */
    @Test
    void fieldsOfTheWrongTypeAreListedAfterTheErrorsWithANote(FxRobot robot) {
        LoadError warning = new LoadError(4, "field \"exit_code\": expected an integer (64-bit), found a string; "
                + "it counts as absent (kept as an extra)", "\"x\"");
        robot.interact(() -> LoadErrorsView.show(
                FXCollections.observableArrayList(new LoadError(2, "not JSON", "oops")), new SimpleLongProperty(1),
                new SimpleBooleanProperty(true), new SimpleStringProperty(""),
                FXCollections.observableArrayList(warning), new SimpleLongProperty(1),
                new SimpleStringProperty("runs.jsonl"), null));

        assertThat(robot.lookup("#loadErrorsHeading").queryAs(Label.class).getText())
                .isEqualTo("1 record of runs.jsonl could not be read");
        assertThat(robot.lookup("#loadErrorTable").queryTableView().getItems()).extracting(row -> (LoadError) row)
                .extracting(LoadError::line).containsExactly(2L, 4L);
        Label note = robot.lookup("#loadErrorsFieldWarnings").queryAs(Label.class);
        assertThat(note.isVisible()).isTrue();
        assertThat(note.getText()).startsWith("1 field has a value of the wrong type");
    }

    /** Of very many fields of the wrong type only the first are kept: the note says so, as the heading does. */
    @Test
    void theNoteSaysWhenOnlyTheFirstFieldsOfTheWrongTypeAreListed(FxRobot robot) {
        LoadError warning = new LoadError(4, "field \"exit_code\": expected an integer (64-bit), found a string; "
                + "it counts as absent (kept as an extra)", "\"x\"");
        robot.interact(() -> LoadErrorsView.show(FXCollections.observableArrayList(), new SimpleLongProperty(0),
                new SimpleBooleanProperty(true), new SimpleStringProperty(""),
                FXCollections.observableArrayList(warning, warning), new SimpleLongProperty(2_500_000),
                new SimpleStringProperty("runs.jsonl"), null));

        assertThat(robot.lookup("#loadErrorsFieldWarnings").queryAs(Label.class).getText())
                .startsWith("2,500,000 fields have a value of the wrong type")
                .endsWith("The first 2 are listed after the records that could not be read.");
    }
}
