package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.util.Sizes;

/** The words beside the search field for how a search went. */
final class SearchStatus {
    private SearchStatus() {
    }

    /**
     * @param noSearch  the search field is empty
     * @param searching code and output are still being searched
     * @param matches   the runs matching by key, seed or text so far, whatever the filters
     */
    static String describe(boolean noSearch, boolean searching, int matches) {
        if (noSearch) {
            return "";
        }
        if (searching) {
            return "searching code and output…";
        }
        return switch (matches) {
            case 0 -> "no runs match";
            case 1 -> "1 run matches";
            default -> Sizes.count(matches) + " runs match";
        };
    }
}
