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
