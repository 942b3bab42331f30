package dev.switchboard.githubsearch.search;

/** The fields GitHub can sort repository search results by; no sort means GitHub's best match. */
public enum SearchSort {
    STARS("stars"),
    FORKS("forks"),
    HELP_WANTED_ISSUES("help-wanted-issues"),
    UPDATED("updated");

    private final String wireName;

    SearchSort(String wireName) {
        this.wireName = wireName;
    }

    /** The value of GitHub's {@code sort} query parameter. */
    public String wireName() {
        return wireName;
    }

    public static SearchSort from(String wireName) {
        for (SearchSort sort : values()) {
            if (sort.wireName.equals(wireName)) {
                return sort;
            }
        }
        throw new IllegalArgumentException(
                "Unknown sort '" + wireName + "'; expected stars, forks, help-wanted-issues or updated");
    }
}
