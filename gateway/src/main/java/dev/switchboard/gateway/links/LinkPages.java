package dev.switchboard.gateway.links;

import io.vertx.ext.web.RoutingContext;

/** The small HTML pages a person sees while linking an account: what happened, and what to do next. */
final class LinkPages {

    private LinkPages() {
    }

    static void show(RoutingContext ctx, int status, String title, String text) {
        String page = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + escape(title)
                + "</title></head><body><h1>" + escape(title) + "</h1><p>" + escape(text) + "</p></body></html>";
        ctx.response().setStatusCode(status).putHeader("Content-Type", "text/html; charset=utf-8")
                .putHeader("Cache-Control", "no-store").putHeader("Referrer-Policy", "no-referrer")
                .putHeader("Content-Security-Policy", "default-src 'none'").end(page);
    }

    static void redirect(RoutingContext ctx, String location) {
        ctx.response().setStatusCode(302).putHeader("Location", location).putHeader("Cache-Control", "no-store")
                .putHeader("Referrer-Policy", "no-referrer").end();
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
