import { useState } from 'react';
import { isoDateToday } from '@app/contract/dates';

/**
 * Today in Hong Kong (where the intermediary's dates are set), read once per screen visit so a
 * countdown does not change under the member's eyes while they read it.
 */
export function useToday(): string {
  const [today] = useState(() => isoDateToday());
  return today;
}
