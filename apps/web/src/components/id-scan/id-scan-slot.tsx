import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useAfterFirstContent } from '../../hooks/use-after-first-content';
import { idScanLoader } from './provider';
import type { ScanIdProps } from './provider';

let Scan: LazyExoticComponent<ComponentType<ScanIdProps>> | undefined;

/**
 * "Scan ID" where an identity block begins, loaded after the screen's first content (its button,
 * texts and readers are a chunk of their own; the OCR engine comes only with a scan). Nothing
 * when the block has no ID number to fill.
 */
export function IdScanSlot(props: ScanIdProps) {
  const ready = useAfterFirstContent();
  const load = idScanLoader();
  if (!ready || !load || !props.targets.idNumber) return null;
  Scan ??= lazy(load);
  return (
    <Suspense fallback={null}>
      <Scan {...props} />
    </Suspense>
  );
}
