package dev.switchboard.textanalysis.bench;

import java.util.SplittableRandom;

/**
 * Benchmark texts generated from a fixed seed out of small vocabularies written for this harness: prose-like English
 * and Chinese with sentences of varying length and paragraphs, about {@code bytes} of UTF-8 each. Same seed, same
 * text, on every machine.
 */
public final class Corpus {

    private static final String[] EN_SUBJECTS = { "the gateway", "each service", "the registry", "a client",
            "the operator", "our team", "the scheduler", "every replica", "the cache", "the load balancer",
            "a new release", "the database", "the analyst", "the deployment pipeline", "this module" };
    private static final String[] EN_VERBS = { "forwards", "stores", "measures", "rejects", "accepts", "retries",
            "records", "compares", "summarises", "validates", "publishes", "rebuilds", "monitors", "reads",
            "writes", "tolerates", "schedules", "encrypts", "compresses", "announces" };
    private static final String[] EN_OBJECTS = { "every request", "the session state", "long documents",
            "the configuration", "a heartbeat", "the latest metrics", "slow responses", "user authentication",
            "several thousand records", "the error budget", "encrypted tokens", "the audit trail",
            "incoming messages", "old snapshots", "the access policy", "a small summary", "network partitions" };
    private static final String[] EN_TAILS = { "before the deadline", "without blocking", "in a few milliseconds",
            "when the queue fills up", "after a restart", "across three regions", "under heavy load",
            "for each tenant", "during the nightly run", "with a clear message", "on a single core",
            "so that nobody waits", "while the cluster rebalances", "unless the limit is reached" };
    private static final String[] EN_OPENERS = { "However", "In practice", "Meanwhile", "As a rule", "Afterwards",
            "In most cases", "Fortunately", "By design", "Occasionally", "Later" };

    private static final String[] ZH_SUBJECTS = { "网关", "每个服务", "注册中心", "客户端", "运维人员", "我们的团队", "调度器",
            "每个副本", "缓存", "负载均衡器", "新版本", "数据库", "分析师", "部署流水线", "这个模块" };
    private static final String[] ZH_VERBS = { "转发", "存储", "测量", "拒绝", "接受", "重试", "记录", "比较", "总结", "验证", "发布",
            "重建", "监控", "读取", "写入", "容忍", "安排", "加密", "压缩", "通知" };
    private static final String[] ZH_OBJECTS = { "每一个请求", "会话状态", "很长的文档", "系统配置", "心跳信号", "最新的指标", "缓慢的响应",
            "用户认证", "几千条记录", "错误预算", "加密令牌", "审计日志", "收到的消息", "旧的快照", "访问策略", "简短的摘要", "网络分区" };
    private static final String[] ZH_TAILS = { "在截止日期之前", "而不会阻塞", "只需要几毫秒", "当队列已满的时候", "在重新启动以后", "跨越三个地区",
            "在高负载下", "为每一个租户", "在夜间运行期间", "并给出清楚的信息", "在单个处理器上", "所以没有人需要等待", "在集群重新平衡的时候" };
    private static final String[] ZH_OPENERS = { "但是", "实际上", "同时", "一般来说", "然后", "在大多数情况下", "幸运的是", "按照设计",
            "有时候", "后来" };

    private Corpus() {
    }

    /** About {@code bytes} of English prose (ASCII: one byte per character). */
    public static String english(int bytes, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder text = new StringBuilder(bytes + 256);
        int sentencesLeft = paragraphLength(random);
        while (text.length() < bytes) {
            for (int block = 0; block < 200; block++) {
                StringBuilder sentence = new StringBuilder();
                if (random.nextInt(4) == 0) {
                    sentence.append(pick(random, EN_OPENERS)).append(", ");
                }
                sentence.append(pick(random, EN_SUBJECTS)).append(' ').append(pick(random, EN_VERBS)).append(' ')
                        .append(pick(random, EN_OBJECTS));
                if (random.nextBoolean()) {
                    sentence.append(' ').append(pick(random, EN_TAILS));
                }
                if (random.nextInt(3) == 0) {
                    sentence.append(", and ").append(pick(random, EN_SUBJECTS)).append(' ')
                            .append(pick(random, EN_VERBS)).append(' ').append(pick(random, EN_OBJECTS));
                }
                sentence.setCharAt(0, Character.toUpperCase(sentence.charAt(0)));
                text.append(sentence).append(random.nextInt(10) == 0 ? "? " : ". ");
                if (--sentencesLeft == 0) {
                    text.setLength(text.length() - 1);
                    text.append("\n\n");
                    sentencesLeft = paragraphLength(random);
                }
            }
        }
        return text.toString();
    }

    /** About {@code bytes} of Chinese prose (three bytes of UTF-8 per character). */
    public static String chinese(int bytes, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder text = new StringBuilder(bytes / 3 + 256);
        int sentencesLeft = paragraphLength(random);
        while (text.length() * 3 < bytes) {
            if (random.nextInt(4) == 0) {
                text.append(pick(random, ZH_OPENERS)).append('，');
            }
            text.append(pick(random, ZH_SUBJECTS)).append(pick(random, ZH_VERBS)).append(pick(random, ZH_OBJECTS));
            if (random.nextBoolean()) {
                text.append('，').append(pick(random, ZH_TAILS));
            }
            if (random.nextInt(3) == 0) {
                text.append('，').append(pick(random, ZH_SUBJECTS)).append("也").append(pick(random, ZH_VERBS))
                        .append(pick(random, ZH_OBJECTS));
            }
            text.append(random.nextInt(10) == 0 ? '？' : '。');
            if (--sentencesLeft == 0) {
                text.append("\n\n");
                sentencesLeft = paragraphLength(random);
            }
        }
        return text.toString();
    }

    /** Six to ten sentences. */
    private static int paragraphLength(SplittableRandom random) {
        return 6 + random.nextInt(5);
    }

    private static String pick(SplittableRandom random, String[] words) {
        return words[random.nextInt(words.length)];
    }
}
