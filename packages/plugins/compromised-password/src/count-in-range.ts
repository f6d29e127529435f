/**
 * How often a hash suffix was seen, read from a range answer: one
 * `SUFFIX:COUNT` line per hash sharing the five-character prefix. Padding
 * lines (`Add-Padding: true`) carry count 0, so they never count as a match;
 * a suffix absent from the answer was never seen, also 0.
 *
 * @example
 * countInRange('1E4C9B93F3F0682250B6CF8331B7EE68FD8:9545824\r\n…', '1E4C9B93F3F0682250B6CF8331B7EE68FD8'); // 9545824
 */
export function countInRange(body: string, suffix: string): number {
  const wanted = suffix.toUpperCase();
  for (const line of body.split('\n')) {
    const separator = line.indexOf(':');
    if (separator < 0 || line.slice(0, separator).trim().toUpperCase() !== wanted) continue;
    const count = Number.parseInt(line.slice(separator + 1).trim(), 10);
    return Number.isFinite(count) && count > 0 ? count : 0;
  }
  return 0;
}
