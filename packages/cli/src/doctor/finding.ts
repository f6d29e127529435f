/** One line of the doctor's report: what was checked, how it stands, and what to do about it. */
export interface Finding {
  /** `problem` makes `latchkey doctor` exit 1; `warning` is worth reading; `ok` is fine. */
  level: 'ok' | 'warning' | 'problem';
  subject: string;
  message: string;
  fix?: string;
}

/** Whether a URL's host is this machine, where plain http is acceptable. */
export function isLoopback(url: URL): boolean {
  const host = url.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}
