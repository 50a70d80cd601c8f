import { downloadFile } from '../../../api/downloadFile';
import { exportPath } from '../../../queries/resultExports';

/** Fetches the finished file with the signed-in headers and hands it to the browser as a download. */
export function downloadExport(id: string, fileName: string): Promise<void> {
  return downloadFile(`${exportPath(id)}/file`, fileName);
}
