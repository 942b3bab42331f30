package dev.switchboard.githubsearch.accounts;

/** What a tenant's users without a linked GitHub account search with. */
public enum LinkRule {

    /** Nothing: they are asked to link their account first. */
    REQUIRE_LINK,

    /** The tenant's token (or the default one), and they are not asked. */
    ALLOW_FALLBACK
}
