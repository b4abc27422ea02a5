import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacyEndpoints } from '@app/contract/calls/endpoints';
import { callForFile } from '../../../lib/call-for-file';
import { saveFile } from '../lib/save-file';
import { accessLogKeys } from './access-log';

/** A ZIP of every file can take a while to put together and to come down. */
const EXPORT_TIMEOUT_MS = 120_000;

/** user/exportData: the ZIP of everything held about the member, saved as a file. */
export async function exportData(): Promise<string> {
  const zip = await callForFile(privacyEndpoints.exportData, {}, 'application/zip', {
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  const name = `my-data-${new Date().toISOString().slice(0, 10)}.zip`;
  saveFile(zip, name);
  return name;
}

export function useExportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportData,
    // The export read every file: the access log has new lines.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessLogKeys.all }),
  });
}
