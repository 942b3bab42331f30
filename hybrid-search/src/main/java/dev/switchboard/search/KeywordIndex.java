package dev.switchboard.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.DisjunctionMaxQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermInSetQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.QueryBuilder;

/**
 * BM25 over a set of texts: an in-memory Lucene index, kept in step with its items by {@link HybridIndex}. Each text may
 * carry labels, exact values a search can require (a memory's type and tags, for instance).
 */
final class KeywordIndex implements AutoCloseable {

    private static final String ID = "id";
    private static final String LABEL = "label";
    /** Each field's own best-matching terms count fully, the others a little (a document matched in two fields wins). */
    private static final float TIE_BREAKER = 0f;

    private final Map<String, Analyzer> analyzers;
    private final IndexWriter writer;
    private DirectoryReader reader;
    private boolean changed;

    KeywordIndex() {
        this.analyzers = KeywordAnalyzers.byField();
        try {
            IndexWriterConfig config = new IndexWriterConfig(KeywordAnalyzers.perField(analyzers))
                    .setRAMBufferSizeMB(8);
            this.writer = new IndexWriter(new ByteBuffersDirectory(), config);
            this.reader = DirectoryReader.open(writer);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void put(String id, Collection<String> labels, String text) {
        Document document = new Document();
        document.add(new StringField(ID, id, Field.Store.YES));
        labels.forEach(label -> document.add(new StringField(LABEL, label, Field.Store.NO)));
        analyzers.keySet().forEach(field -> document.add(new TextField(field, text, Field.Store.NO)));
        try {
            writer.updateDocument(new Term(ID, id), document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        changed = true;
    }

    void remove(String id) {
        try {
            writer.deleteDocuments(new Term(ID, id));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        changed = true;
    }

    void clear() {
        try {
            writer.deleteAll();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        changed = true;
    }

    /** Makes the changes so far visible to searches; call while no search runs. */
    void refresh() {
        if (!changed) {
            return;
        }
        try {
            DirectoryReader newer = DirectoryReader.openIfChanged(reader, writer);
            if (newer != null) {
                reader.close();
                reader = newer;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        changed = false;
    }

    /**
     * The best {@code limit} texts carrying every required label, best BM25 first, each with the share of the query's
     * words it contains (in the analyzer where that share is highest) and those words; empty when the query has none.
     * Unless {@code among} is null, only texts of those ids are candidates.
     */
    Map<String, KeywordHit> search(String text, Collection<String> requiredLabels, Collection<String> among,
            int limit) {
        Map<String, Query> perField = new LinkedHashMap<>();
        analyzers.forEach((field, analyzer) -> {
            Query query = new QueryBuilder(analyzer).createBooleanQuery(field, text, BooleanClause.Occur.SHOULD);
            if (query != null) {
                perField.put(field, query);
            }
        });
        Map<String, KeywordHit> hits = new LinkedHashMap<>();
        if (perField.isEmpty()) {
            return hits;
        }
        BooleanQuery.Builder builder = new BooleanQuery.Builder()
                .add(new DisjunctionMaxQuery(perField.values(), TIE_BREAKER), BooleanClause.Occur.MUST);
        requiredLabels.forEach(label -> builder.add(new TermQuery(new Term(LABEL, label)),
                BooleanClause.Occur.FILTER));
        if (among != null) {
            builder.add(new TermInSetQuery(ID, among.stream().map(BytesRef::new).toList()),
                    BooleanClause.Occur.FILTER);
        }
        Query query = builder.build();
        Map<String, Set<String>> wanted = new LinkedHashMap<>();
        perField.forEach((field, fieldQuery) -> wanted.put(field, terms(fieldQuery)));
        try {
            IndexSearcher searcher = new IndexSearcher(reader);
            TopDocs top = searcher.search(query, limit);
            StoredFields stored = searcher.storedFields();
            Map<Integer, Map<String, Set<String>>> found = contained(top.scoreDocs, wanted);
            for (ScoreDoc hit : top.scoreDocs) {
                hits.put(stored.document(hit.doc).get(ID), coverage(hit.score, found.get(hit.doc), wanted));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return hits;
    }

    /** Which of the wanted terms each hit contains, per field: one postings walk per term and segment, no positions. */
    private Map<Integer, Map<String, Set<String>>> contained(ScoreDoc[] hits, Map<String, Set<String>> wanted)
            throws IOException {
        Map<Integer, Map<String, Set<String>>> found = new HashMap<>();
        int[] docs = Arrays.stream(hits).mapToInt(hit -> hit.doc).sorted().toArray();
        for (LeafReaderContext leaf : reader.leaves()) {
            int from = leaf.docBase;
            int to = leaf.docBase + leaf.reader().maxDoc();
            int[] inLeaf = Arrays.stream(docs).filter(doc -> doc >= from && doc < to).toArray();
            if (inLeaf.length == 0) {
                continue;
            }
            for (Map.Entry<String, Set<String>> field : wanted.entrySet()) {
                Terms terms = leaf.reader().terms(field.getKey());
                if (terms == null) {
                    continue;
                }
                TermsEnum termsEnum = terms.iterator();
                for (String term : field.getValue()) {
                    if (!termsEnum.seekExact(new BytesRef(term))) {
                        continue;
                    }
                    PostingsEnum postings = termsEnum.postings(null, PostingsEnum.NONE);
                    for (int doc : inLeaf) {
                        int local = doc - leaf.docBase;
                        if (postings.docID() < local) {
                            postings.advance(local);
                        }
                        if (postings.docID() == local) {
                            found.computeIfAbsent(doc, ignored -> new HashMap<>())
                                    .computeIfAbsent(field.getKey(), ignored -> new LinkedHashSet<>()).add(term);
                        }
                    }
                }
            }
        }
        return found;
    }

    private static KeywordHit coverage(float score, Map<String, Set<String>> found, Map<String, Set<String>> wanted) {
        KeywordHit best = new KeywordHit(score, 0, List.of());
        if (found == null) {
            return best;
        }
        for (Map.Entry<String, Set<String>> field : found.entrySet()) {
            double share = (double) field.getValue().size() / wanted.get(field.getKey()).size();
            if (share > best.coverage()) {
                best = new KeywordHit(score, share, List.copyOf(field.getValue()));
            }
        }
        return best;
    }

    private static Set<String> terms(Query query) {
        Set<String> terms = new LinkedHashSet<>();
        query.visit(new QueryVisitor() {
            @Override
            public void consumeTerms(Query leaf, Term... leafTerms) {
                for (Term term : leafTerms) {
                    terms.add(term.text());
                }
            }

            @Override
            public QueryVisitor getSubVisitor(BooleanClause.Occur occur, Query parent) {
                return occur == BooleanClause.Occur.MUST_NOT ? QueryVisitor.EMPTY_VISITOR : this;
            }
        });
        return terms;
    }

    @Override
    public void close() {
        try {
            reader.close();
            writer.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
