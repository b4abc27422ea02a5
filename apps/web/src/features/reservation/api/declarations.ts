import { useQuery } from '@tanstack/react-query';
import { loadChunk, retryableImport } from '../../../lib/lazy-screen';
import { reservationKeys } from './reservation-keys';

/**
 * The collection statement, the declarations, the consents' words and who must sign: the
 * contract's versioned texts in both languages (about 4 KiB gzip), fetched as a chunk of their own
 * when the tip screen opens so its own chunk stays small. Zod-free.
 */
const load = loadChunk(async () => {
  const [texts, rules] = await Promise.all([
    retryableImport(() => import('@app/contract/declarations/texts')),
    retryableImport(() => import('@app/contract/declarations/rules')),
  ]);
  return {
    PICS_VERSION: texts.PICS_VERSION,
    DECLARATIONS_VERSION: texts.DECLARATIONS_VERSION,
    declarationTexts: texts.declarationTexts,
    declarationsJson: texts.declarationsJson,
    crossBorderApplies: rules.crossBorderApplies,
    requiredSignatures: rules.requiredSignatures,
  };
});

export type Declarations = Awaited<ReturnType<typeof load>>;

export function useDeclarations() {
  return useQuery({
    queryKey: reservationKeys.declarations(),
    queryFn: load,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
