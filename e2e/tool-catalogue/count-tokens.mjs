// Counts the tokens of JSON documents as a model reads them: node count-tokens.mjs FILE...
// The encoding is o200k_base (gpt-tokenizer), the tokenizer of current OpenAI models; other models' tokenizers give
// counts of the same order. Used for the size of tools/list in full and progressive mode (bench/ToolDiscoveryCost.java).
import { readFileSync } from 'node:fs';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node count-tokens.mjs FILE...');
  process.exit(2);
}
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  console.log(`${file}: ${Buffer.byteLength(text).toLocaleString('en')} bytes, ` +
    `${encode(text).length.toLocaleString('en')} tokens (o200k_base)`);
}
