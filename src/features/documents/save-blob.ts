// Hands a downloaded document to the browser: saved as a file, or opened in a new tab to view.

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The file name to save under: the document's name with the extension of its type. */
export function downloadName(name: string, contentType: string): string {
  const extension = EXTENSIONS[contentType] ?? 'pdf';
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}

/** Saves the blob as a file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started from the URL; keep it a moment for slow starts, then free it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Opens the blob in a new tab with the browser's own viewer. */
export function viewBlob(blob: Blob, contentType: string): void {
  const url = URL.createObjectURL(new Blob([blob], { type: contentType }));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
