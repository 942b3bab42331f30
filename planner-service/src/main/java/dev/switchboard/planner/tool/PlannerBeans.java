package dev.switchboard.planner.tool;

import java.security.SecureRandom;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.state.StateSealer;
import dev.switchboard.planner.classify.Lexicon;
import dev.switchboard.planner.classify.TaskClassifier;
import dev.switchboard.planner.model.ModelPlanReader;
import dev.switchboard.planner.model.ModelPlanRequest;
import dev.switchboard.planner.model.ResumeStateCodec;
import dev.switchboard.planner.rules.RulePlanner;
import io.quarkus.runtime.Startup;

/** Makes the plain-Java planning parts available to the kit beans, configured. */
@ApplicationScoped
class PlannerBeans {

    private static final Logger LOG = Logger.getLogger(PlannerBeans.class);

    @Produces
    @ApplicationScoped
    TaskClassifier classifier() {
        return new TaskClassifier(Lexicon.builtIn());
    }

    @Produces
    @ApplicationScoped
    RulePlanner rulePlanner() {
        return new RulePlanner();
    }

    @Produces
    @ApplicationScoped
    ModelPlanRequest modelPlanRequest(ObjectMapper json, PlannerConfig config) {
        return new ModelPlanRequest(json, config.sampling().maxTokens());
    }

    @Produces
    @ApplicationScoped
    ModelPlanReader modelPlanReader(ObjectMapper json) {
        return new ModelPlanReader(json);
    }

    /** Made at start-up, so a bad key stops the service there and a missing one is announced there. */
    @Produces
    @ApplicationScoped
    @Startup
    ResumeStateCodec resumeStateCodec(PlannerConfig config, ObjectMapper json) {
        SigningKeys keys = SigningKeys.resolve(config.stateKeys(), new SecureRandom());
        if (keys.generated()) {
            LOG.warn("*** No planner.state-keys (PLANNER_STATE_KEYS) configured: sealing sampling requestState with "
                    + "a random key made for this process. A retry that reaches another replica, or this one after "
                    + "a restart, will be refused. Multi-replica deployments MUST configure PLANNER_STATE_KEYS. ***");
        }
        return new ResumeStateCodec(new StateSealer(keys.keys(), json), config.stateTtl(), json);
    }
}
