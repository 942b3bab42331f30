package dev.switchboard.planner.classify;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.switchboard.planner.plan.PlanRequest;

import static org.assertj.core.api.Assertions.assertThat;

class TaskTypesAreRecognisedFromTheirWordingTest {

    private final TaskClassifier classifier = new TaskClassifier(Lexicon.builtIn());

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            feature       | Add CSV export to the reports page
            feature       | Implement single sign-on for the admin console
            bugFix        | Fix the crash when saving a profile with an empty name
            bugFix        | Checkout fails with a null pointer exception after the last release
            refactor      | Refactor the billing module to decouple invoicing from payments
            refactor      | Clean up the legacy code in the importer and remove duplication
            migration     | Migrate the user database from MySQL 5.7 to PostgreSQL 16
            migration     | Upgrade the service from Spring Boot 2 to Spring Boot 3
            performance   | Speed up the search endpoint; p99 latency is 2 seconds
            performance   | The dashboard is slow to load for large accounts
            security      | Harden the login endpoint against credential stuffing attacks
            security      | Patch the XSS vulnerability in the comment form
            research      | Evaluate message brokers for the event bus: Kafka or RabbitMQ
            research      | Investigate whether we can replace polling with webhooks
            documentation | Write a getting-started tutorial for the public client library
            documentation | Document the configuration options in the README
            operations    | Deploy the gateway to Kubernetes with autoscaling and alerts
            operations    | Set up nightly backups and monitoring for the production cluster
            """)
    void englishTasks(String expected, String task) {
        assertThat(classify(task).type().wireName()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            bugFix        | Napraw błąd logowania przy pustym haśle
            performance   | Przyspiesz generowanie raportów, które działa zbyt wolno
            migration     | Zmigruj bazę danych z MySQL do PostgreSQL
            documentation | Udokumentuj API płatności
            security      | Zabezpiecz formularz logowania przed atakami
            feature       | Dodaj eksport raportów do CSV
            bugFix        | Исправить ошибку при сохранении профиля
            security      | Устранить уязвимость SQL-инъекции в форме входа
            operations    | Развернуть сервис в Kubernetes и настроить мониторинг
            migration     | Перенести базу данных на PostgreSQL 16
            research      | Исследовать и сравнить брокеры сообщений
            bugFix        | 修复登录页面崩溃的问题
            performance   | 优化搜索接口的性能
            research      | 调研消息队列的技术选型
            refactor      | 重构支付模块
            bugFix        | ログイン画面のバグを修正する
            migration     | データベースをPostgreSQLに移行する
            documentation | APIのドキュメントを作成する
            operations    | 本番環境にデプロイして監視を設定する
            security      | ログインフォームの脆弱性を修正する
            """)
    void tasksInOtherLanguages(String expected, String task) {
        assertThat(classify(task).type().wireName()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            performance | Rework the search page           | Results appear within 200 ms at p99
            security    | Rework the login page             | Passwords are never logged; rate limit brute-force attacks
            """)
    void requirementsTipTheBalanceWhenTheTaskIsVague(String expected, String task, String requirement) {
        Classification classification = classifier.classify(PlanRequest.of(task, List.of(requirement), List.of()));

        assertThat(classification.type().wireName()).isEqualTo(expected);
    }

    private Classification classify(String task) {
        return classifier.classify(PlanRequest.of(task, List.of(), List.of()));
    }
}
