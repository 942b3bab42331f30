package dev.switchboard.gateway.accounts;

import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.sessionstore.vault.TokenVault;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

/**
 * Each user sees and removes their own linked accounts through the gateway's account tools, in their MCP client: the
 * list names their upstreams and never a token, an unlink removes only their own link and is audited, and what they
 * never linked, or a call without the right arguments or scope, gets a clear answer.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class UsersSeeAndRemoveOnlyTheirOwnLinkedAccountsTest {

    private static final String TENANT = "tenant-a";

    @Inject
    TokenVault vault;

    @InjectOAuthServer
    MockOAuthServer oauth;

    @AfterEach
    void unlinkEveryone() {
        vault.unlinkTenant(TENANT);
    }

    @Test
    void aUserListsTheirOwnLinksAndNoToken() {
        String secret = link("ann", "notes");
        link("ann", "drive");
        link("bob", "tracker");
        McpTestClient ann = client("ann");

        String answer = ann.modern("tools/call").tool(AccountTools.LIST, "{}").then().statusCode(200)
                .body("result.isError", nullValue())
                .body("result.structuredContent.accounts.upstream", equalTo(java.util.List.of("drive", "notes")))
                .body("result.structuredContent.accounts[1].refreshable", equalTo(true))
                .extract().asString();

        assertThat(answer).doesNotContain(secret).doesNotContain("tracker");
    }

    @Test
    void aUserUnlinksTheirAccountAndAnotherUsersLinkStays() {
        link("ann", "notes");
        String bobs = link("bob", "notes");
        McpTestClient ann = client("ann");

        ann.modern("tools/call").tool(AccountTools.UNLINK, "{\"upstream\":\"notes\"}").then().statusCode(200)
                .body("result.isError", nullValue()).body("result.structuredContent.unlinked", equalTo(true))
                .body("result.content[0].text", containsString("'notes' is unlinked"));

        assertThat(vault.links(TENANT, "ann")).isEmpty();
        assertThat(vault.tokens(new LinkKey(TENANT, "bob", "notes"))).hasValueSatisfying(
                tokens -> assertThat(tokens.accessToken()).isEqualTo(bobs));
        SecuredGateway.admin().get("/admin/v1/tenants/" + TENANT + "/audit").then().statusCode(200)
                .body(containsString("link.removed")).body(containsString("\"actor\":\"self\""));
    }

    @Test
    void unlinkingAnAccountNeverLinkedIsAToolErrorThatSaysSo() {
        client("ann").modern("tools/call").tool(AccountTools.UNLINK, "{\"upstream\":\"drive\"}").then()
                .statusCode(200).body("result.isError", equalTo(true))
                .body("result.content[0].text", containsString("no account linked at 'drive'"));
    }

    @Test
    void anUnlinkWithoutAnUpstreamIsInvalidParams() {
        client("ann").modern("tools/call").tool(AccountTools.UNLINK, "{\"account\":\"notes\"}").then()
                .statusCode(200).body("error.code", equalTo(-32602))
                .body("error.message", containsString("unknown argument account; it takes upstream"));
        client("ann").modern("tools/call").tool(AccountTools.UNLINK, "{}").then().statusCode(200)
                .body("error.code", equalTo(-32602)).body("error.message", containsString("\"upstream\""));
    }

    @Test
    void theToolsAreListedBesideTheCatalogues() {
        McpTestClient ann = client("ann");
        ann.awaitTool("fx_echo");
        ann.modern("tools/list").then().statusCode(200)
                .body("result.tools.name", hasItems("fx_echo", AccountTools.LIST, AccountTools.UNLINK))
                .body("result.tools.find { it.name == 'unlink_account' }.inputSchema.required",
                        equalTo(java.util.List.of("upstream")))
                .body("result.tools.find { it.name == 'unlink_account' }.annotations.destructiveHint", equalTo(true));
    }

    @Test
    void aCallerWithoutTheCallScopeIsChallenged() {
        McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-reader")).modern("tools/call")
                .tool(AccountTools.LIST, "{}").then().statusCode(403)
                .header("WWW-Authenticate", containsString("tools:call")).body(not(containsString("accounts")));
    }

    private String link(String subject, String upstream) {
        String secret = "access-" + subject + "-" + upstream + "-" + System.nanoTime();
        vault.link(new LinkKey(TENANT, subject, upstream),
                new LinkedTokens(secret, "refresh-" + secret, Instant.now().plusSeconds(600), "read"));
        return secret;
    }

    private static McpTestClient client(String subject) {
        return McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey(TENANT, subject));
    }
}
