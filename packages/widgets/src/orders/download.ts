/**
 * Saving a file the API answered (the invoice PDF) under a given name. One replaceable function,
 * so tests can see what would be saved.
 */
export const fileSaver = {
  save(blob: Blob, filename: string): void {
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    a.rel = 'noopener';
    a.style.display = 'none';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
