package dev.switchboard.githubsearch.search;

/** Direction of a sorted search. */
public enum SortOrder {
    ASC("asc"),
    DESC("desc");

    private final String wireName;

    SortOrder(String wireName) {
        this.wireName = wireName;
    }

    /** The value of GitHub's {@code order} query parameter. */
    public String wireName() {
        return wireName;
    }

    public static SortOrder from(String wireName) {
        for (SortOrder order : values()) {
            if (order.wireName.equals(wireName)) {
                return order;
            }
        }
        throw new IllegalArgumentException("Unknown order '" + wireName + "'; expected asc or desc");
    }
}
