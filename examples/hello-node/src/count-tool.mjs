// countTo: counts slowly to a number, reporting progress on the way. The one tool of this service.
export const NAME = 'countTo';

export const descriptor = {
  name: NAME,
  title: 'Count to a number',
  description: 'Counts from 1 to `to`, one step every 100 ms, and reports each step as progress.',
  inputSchema: {
    type: 'object',
    properties: { to: { type: 'integer', minimum: 1, maximum: 10, description: 'Where to stop (1 to 10).' } },
    required: ['to'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: { counted: { type: 'integer' } },
    required: ['counted'],
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
  timeoutMs: 10000,
};

/** The first rule the arguments break, as the contract's InvalidArgumentsData names it, or null. */
export function invalidArguments(args) {
  const violation = (property, rule, message) => ({ tool: NAME, property, rule, violations: [{ property, rule, message }] });
  for (const name of Object.keys(args)) {
    if (name !== 'to') {
      return violation('', 'additionalProperties', `property '${name}' is not allowed`);
    }
  }
  if (!('to' in args)) {
    return violation('', 'required', "required property 'to' is missing");
  }
  if (!Number.isInteger(args.to)) {
    return violation('to', 'type', 'to must be an integer');
  }
  if (args.to < 1 || args.to > 10) {
    return violation('to', args.to < 1 ? 'minimum' : 'maximum', 'to must be between 1 and 10');
  }
  return null;
}

/** Runs the tool; `progress(progress, total, message)` sends a progress event when the caller wants them. */
export async function call(args, { progress, cancelled }) {
  for (let step = 1; step <= args.to; step++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (cancelled()) {
      return null;
    }
    progress(step, args.to, `counted ${step}`);
  }
  const structuredContent = { counted: args.to };
  return { resultType: 'complete', content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
}
