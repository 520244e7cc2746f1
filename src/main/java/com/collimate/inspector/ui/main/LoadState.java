package com.collimate.inspector.ui.main;

/** Where the loading of a log stands. */
public enum LoadState { LOADING, LOADED, CANCELLED, FAILED }
