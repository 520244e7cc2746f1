package com.collimate.inspector.ui.main;

import javafx.scene.image.Image;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/** The window icons bundled at {@value #FOLDER}app-&lt;size&gt;.png; sizes that are absent are skipped. */
final class AppIcons {
    static final String FOLDER = "/com/collimate/inspector/icons/";
    private static final int[] SIZES = {16, 24, 32, 48, 64, 128, 256, 512};

    private AppIcons() {
    }

    static List<Image> load() {
        List<Image> icons = new ArrayList<>();
        for (int size : SIZES) {
            try (InputStream in = AppIcons.class.getResourceAsStream(FOLDER + "app-" + size + ".png")) {
                if (in != null) {
                    icons.add(new Image(in));
                }
            } catch (IOException e) {
                // An unreadable icon only costs that size.
            }
        }
        return icons;
    }
}
