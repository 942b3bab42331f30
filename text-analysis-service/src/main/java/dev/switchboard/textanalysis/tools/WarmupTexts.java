package dev.switchboard.textanalysis.tools;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Texts for the service's warm-up before it registers (runtime-tuning's {@code ServiceWarmup}): paragraphs in several
 * languages and scripts, with names, numbers and dates for the entity extractor, each made distinct by its round so
 * that the compiler sees the variety clients send. No text is in a language whose resources load on first use
 * ({@code LanguageResources.loadsOnFirstUse}): the warm-up would load them into every replica, used or not.
 */
final class WarmupTexts {

    private static final String[] PARAGRAPHS = {
            "The gateway forwards every call to the service that owns the tool. On Monday, 3 March 2025, Ada Lovelace "
                    + "met Charles Babbage in London to discuss the Analytical Engine; they wrote 12 pages of notes.",
            "Der Dienst zählt Sätze und Wörter, erkennt die Sprache und lässt Stoppwörter weg. Am 14. Juli fuhr "
                    + "Angela Schmidt mit der Deutschen Bahn von Berlin nach München, eine Reise von 6 Stunden.",
            "Le service compte les phrases et les mots, reconnaît la langue et ignore les mots vides. Marie Curie a "
                    + "travaillé à Paris pendant 30 ans; l'Institut Pasteur a publié son rapport le 5 mai.",
            "El servicio cuenta oraciones y palabras y reconoce el idioma del texto. Gabriel García Márquez vivió en "
                    + "Ciudad de México durante muchos años y escribió más de 20 libros.",
            "O serviço conta frases e palavras, reconhece o idioma e ignora as palavras vazias. Fernando Pessoa "
                    + "viveu em Lisboa e publicou a Mensagem em 1934, um livro de 44 poemas.",
            "Il servizio conta le frasi e le parole e riconosce la lingua. Leonardo da Vinci lavorò a Milano e a "
                    + "Firenze; la Gioconda è al Louvre dal 1797.",
            "Сервис считает предложения и слова и определяет язык текста. Лев Толстой жил в Ясной Поляне и написал "
                    + "роман «Война и мир» в 1869 году.",
            "このサービスは文と単語を数え、言語を識別します。東京大学の研究者は2024年に新しい報告を発表しました。" };

    private WarmupTexts() {
    }

    /** The arguments of a warm-up round: a text of one to three paragraphs, distinct per round. */
    static ObjectNode arguments(long round) {
        StringBuilder text = new StringBuilder(600);
        int paragraphs = 1 + (int) (round % 3);
        for (int i = 0; i < paragraphs; i++) {
            text.append(PARAGRAPHS[(int) ((round + i * 3) % PARAGRAPHS.length)]).append(i + 1 < paragraphs ? "\n\n"
                    : " ");
        }
        text.append("Ref ").append(round).append('.');
        return JsonNodeFactory.instance.objectNode().put("text", text.toString());
    }
}
