import { join } from 'node:path';
import { describeResources } from '../../test/i18n-checks';
import { resourceParts, resources } from './i18n-resources';

const root = join(import.meta.dirname, '..');

// The staff console (src/pda/) has its own texts and its own test.
describeResources('i18n resources', {
  parts: resourceParts,
  resources,
  root,
  skip: [join(root, 'pda')],
});
