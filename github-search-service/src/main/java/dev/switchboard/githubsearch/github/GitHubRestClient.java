package dev.switchboard.githubsearch.github;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/**
 * GitHub's repository search endpoint. The path is relative so that a base URL with a path of its own (GitHub
 * Enterprise's {@code https://HOST/api/v3}) keeps it. Every status comes back as a {@link Response} (the default
 * exception mapper is off for this client): {@link GitHubClient} decides what each one means.
 */
@RegisterRestClient(configKey = "github")
@ClientHeaderParam(name = HttpHeaders.ACCEPT, value = GitHubHeaders.MEDIA_TYPE)
@ClientHeaderParam(name = GitHubHeaders.API_VERSION, value = GitHubHeaders.PINNED_API_VERSION)
interface GitHubRestClient {

    /** Null parameters and headers are left out of the request. */
    @GET
    @Path("search/repositories")
    Response searchRepositories(
            @QueryParam("q") String query,
            @QueryParam("per_page") int perPage,
            @QueryParam("page") int page,
            @QueryParam("sort") String sort,
            @QueryParam("order") String order,
            @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
            @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch);
}
