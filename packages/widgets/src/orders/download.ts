import { saveBlob } from '../shared/download.ts';

/**
 * Saving a file the API answered (the invoice PDF) under a given name. One replaceable function,
 * so tests can see what would be saved.
 */
export const fileSaver = {
  save(blob: Blob, filename: string): void {
    saveBlob(blob, filename);
  },
};
