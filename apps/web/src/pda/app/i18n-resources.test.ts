import { join } from 'node:path';
import { describeResources } from '../../../test/i18n-checks';
import { consoleResourceParts, consoleResources } from './i18n-resources';

describeResources('console i18n resources', {
  parts: consoleResourceParts,
  resources: consoleResources,
  root: join(import.meta.dirname, '..'),
});
