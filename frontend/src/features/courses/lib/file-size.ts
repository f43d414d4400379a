// A file's size as a reader reads it: "512 bytes", "48 KB", "1.4 MB", "2.1 GB".
const UNITS = ['KB', 'MB', 'GB'];

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = size < 10 ? 1 : 0;
  return `${size.toFixed(digits).replace(/\.0$/, '')} ${UNITS[unit]}`;
}
