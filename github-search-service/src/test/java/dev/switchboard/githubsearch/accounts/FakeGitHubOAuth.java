package dev.switchboard.githubsearch.accounts;

import com.github.tomakehurst.wiremock.client.MappingBuilder;

import dev.switchboard.githubsearch.FakeGitHub;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;

/**
 * GitHub's OAuth web flow as the fake plays it, in the format of GitHub's "Authorizing OAuth apps" and "Generating a
 * user access token for a GitHub App": the authorization page sends the browser back to the redirect URI with a code
 * for the account named by {@code login} and the state; the token endpoint redeems that code (and refresh tokens) as
 * JSON when asked for JSON, and as a form otherwise, as GitHub does.
 */
final class FakeGitHubOAuth {

    static final String AUTHORIZE_PATH = "/login/oauth/authorize";
    static final String TOKEN_PATH = "/login/oauth/access_token";

    private final FakeGitHub github;

    FakeGitHubOAuth(FakeGitHub github) {
        this.github = github;
    }

    /** The authorization page: whoever signs in (the {@code login} suggested) approves at once. */
    void authorizationPage() {
        github.stub(get(urlPathEqualTo(AUTHORIZE_PATH))
                .withQueryParam("client_id", equalTo(UserOAuthProfile.CLIENT_ID))
                .withQueryParam("code_challenge_method", equalTo("S256"))
                .willReturn(aResponse().withStatus(302).withTransformers("response-template")
                        .withHeader("Location", "{{request.query.redirect_uri}}?code=code-for-{{request.query.login}}"
                                + "&state={{request.query.state}}")));
    }

    /** An OAuth app's token for {@code login}'s code: it does not expire and has no refresh token. */
    void oauthAppToken(String login, String accessToken) {
        redeem(login, "{\"access_token\":\"" + accessToken + "\",\"scope\":\"repo\",\"token_type\":\"bearer\"}",
                "access_token=" + accessToken + "&scope=repo&token_type=bearer");
    }

    /** A GitHub App's user token for {@code login}'s code: it expires in 8 hours and comes with a refresh token. */
    void appUserToken(String login, String accessToken, String refreshToken) {
        redeem(login, appToken(accessToken, refreshToken), "access_token=" + accessToken
                + "&expires_in=28800&refresh_token=" + refreshToken
                + "&refresh_token_expires_in=15897600&scope=&token_type=bearer");
    }

    /** A refresh of {@code refreshToken} gives {@code accessToken} and a new refresh token. */
    void refreshes(String refreshToken, String accessToken, String nextRefreshToken) {
        github.stub(tokenRequest().withRequestBody(containing("grant_type=refresh_token"))
                .withRequestBody(containing("refresh_token=" + refreshToken))
                .willReturn(json(appToken(accessToken, nextRefreshToken))));
    }

    private void redeem(String login, String asJson, String asForm) {
        github.stub(redemption(login).atPriority(2).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/x-www-form-urlencoded; charset=utf-8").withBody(asForm)));
        github.stub(redemption(login).atPriority(1).withHeader("Accept", equalTo("application/json"))
                .willReturn(json(asJson)));
    }

    private static MappingBuilder redemption(String login) {
        return tokenRequest().withRequestBody(containing("grant_type=authorization_code"))
                .withRequestBody(containing("code=code-for-" + login + "&"))
                .withRequestBody(containing("code_verifier="));
    }

    private static MappingBuilder tokenRequest() {
        return post(urlPathEqualTo(TOKEN_PATH))
                .withRequestBody(containing("client_id=" + UserOAuthProfile.CLIENT_ID))
                .withRequestBody(containing("client_secret=" + UserOAuthProfile.CLIENT_SECRET));
    }

    private static com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder json(String body) {
        return aResponse().withStatus(200).withHeader("Content-Type", "application/json; charset=utf-8")
                .withBody(body);
    }

    private static String appToken(String accessToken, String refreshToken) {
        return "{\"access_token\":\"" + accessToken + "\",\"expires_in\":28800,\"refresh_token\":\"" + refreshToken
                + "\",\"refresh_token_expires_in\":15897600,\"scope\":\"\",\"token_type\":\"bearer\"}";
    }
}
