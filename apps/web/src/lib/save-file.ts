// Hands a file made in the page to the browser's downloads, as a tap on a download link would: the one way
// that works on Android Chrome as well as on desktops (no File System Access API there).

// Revoking the address at once can cancel a download that has not started yet on a slow phone.
const KEEP_ADDRESS_MS = 60_000;

export function saveFile(fileName: string, contents: BlobPart, type: string): void {
  const address = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.hidden = true;
  // Firefox follows only a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), KEEP_ADDRESS_MS);
}
