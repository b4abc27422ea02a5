import { useHashParams } from '../src/sessions/passwords.ts';
import { TEST_HASH_PARAMS } from './hash-cost.ts';

// Every server test file starts with the cheap hashing parameters (D57).
useHashParams(TEST_HASH_PARAMS);
