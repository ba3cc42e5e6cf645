import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { withMatrix } from './matrix';

// Rewrites the default roles' tables in docs/roles.md (npm run docs:roles -w apps/server),
// formatted as the repository's prettier formats every document.
const doc = fileURLToPath(new URL('../../../../../docs/roles.md', import.meta.url));
const text = withMatrix(readFileSync(doc, 'utf8'));
writeFileSync(doc, await format(text, { ...(await resolveConfig(doc)), filepath: doc }));
