/** The Web Share API as this browser offers it: absent on most desktops, present on phones. */
export const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Whether the share sheet takes this file (Android and iOS do for PDFs; some browsers only share text). */
export const canShareFile = (file: File) => {
  try {
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
};

/** Saves a file the way a download link does. */
export function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click hands the blob to the browser's download; some browsers read it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
