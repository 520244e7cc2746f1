package com.collimate.inspector.ui.main;

/** Something the user must be told in a dialog: a short title and a one-line reason. */
public record Problem(String title, String message) {
}
