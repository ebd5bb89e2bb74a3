/** Saves a blob as a file the browser downloads (an object URL on a temporary <a download>). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
