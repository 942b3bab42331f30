package dev.switchboard.gateway.tenant;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The tenants of {@code gateway.tenants.seed-file}, {@code {"tenants": {"<id>": {…}}}}, read and checked as the admin
 * API checks a record. A file with any mistake stops the start, with one line naming the file, the tenant, the field
 * and the problem: a gateway never runs with part of its seeded policy silently ignored or read literally.
 */
final class TenantSeeds {

    private TenantSeeds() {
    }

    /** Every seeded tenant by id, in the file's order; {@link IllegalStateException} saying what is wrong otherwise. */
    static Map<String, TenantRecord> read(String file, ObjectMapper strict) {
        JsonNode seeds;
        try {
            seeds = strict.readTree(Files.readString(Path.of(file))).path("tenants");
        } catch (IOException e) {
            throw refused(file, "cannot be read: " + oneLine(e.getMessage()));
        }
        if (!seeds.isObject()) {
            throw refused(file, "holds no \"tenants\" object; write {\"tenants\": {\"<id>\": {…}}}");
        }
        Map<String, TenantRecord> records = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> entry : seeds.properties()) {
            String tenant = entry.getKey();
            if (!TenantRecord.ID.matcher(tenant).matches()) {
                throw refused(file, "'" + tenant + "' is no tenant id (1-64 letters, digits, '.', '_' or '-', "
                        + "starting with a letter or digit)");
            }
            TenantRecord record;
            try {
                record = strict.treeToValue(entry.getValue(), TenantRecord.class);
            } catch (JsonProcessingException e) {
                throw refused(file, "tenant '" + tenant + "': " + field(e) + oneLine(e.getOriginalMessage()));
            }
            List<String> problems = record.problems();
            if (!problems.isEmpty()) {
                throw refused(file, "tenant '" + tenant + "': " + String.join("; ", problems));
            }
            records.put(tenant, record);
        }
        return records;
    }

    private static IllegalStateException refused(String file, String problem) {
        return new IllegalStateException("Tenant seed file " + file + " (gateway.tenants.seed-file): " + problem);
    }

    /** {@code tools.allow: } for a problem at that place of the record, else nothing. */
    private static String field(JsonProcessingException e) {
        if (!(e instanceof JsonMappingException mapping) || mapping.getPath().isEmpty()) {
            return "";
        }
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : mapping.getPath()) {
            if (reference.getFieldName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(reference.getFieldName());
            } else {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path + ": ";
    }

    private static String oneLine(String text) {
        return text == null ? "" : text.replaceAll("\\s*\\R\\s*", " ").strip();
    }
}
