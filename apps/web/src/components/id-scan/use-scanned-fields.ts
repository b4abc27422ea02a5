import { useCallback, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

function without(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  if (!set.has(key)) return set;
  const next = new Set(set);
  next.delete(key);
  return next;
}

/**
 * Which fields hold a value the ID scan filled and the person has not yet edited or confirmed
 * (each shows data-scanned="true" and "please check"). `onChange` is the form's own, wrapped: a
 * change by the person clears the field's mark. All three functions are stable.
 */
export function useScannedFields<V>(onChange: (key: string, value: V) => void) {
  const [scanned, setScanned] = useState(NONE);
  const change = useCallback(
    (key: string, value: V) => {
      setScanned((set) => without(set, key));
      onChange(key, value);
    },
    [onChange],
  );
  const confirm = useCallback((key: string) => setScanned((set) => without(set, key)), []);
  const fill = useCallback(
    (values: Record<string, string>) => {
      for (const [key, value] of Object.entries(values)) onChange(key, value as V);
      setScanned(new Set(Object.keys(values)));
    },
    [onChange],
  );
  return { scanned, onChange: change, confirm, fill };
}
