export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface LoggerOptions {
  /** The lowest level written. Defaults to `error` (spec §9). */
  level?: LogLevel;
  /** Where entries go. Defaults to the console. */
  log?: (level: LogLevel, message: string, ...details: unknown[]) => void;
  disabled?: boolean;
}

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/**
 * A levelled logger; replace the sink with `log` to send entries elsewhere.
 *
 * @example
 * const logger = createLogger({ level: 'warn', log: (level, msg) => pino[level](msg) });
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const min = rank[options.level ?? 'error'];
  const sink =
    options.log ?? ((level: LogLevel, message: string, ...details: unknown[]) => console[level](`[latchkey] ${message}`, ...details));
  const at =
    (level: LogLevel) =>
    (message: string, ...details: unknown[]): void => {
      if (!options.disabled && rank[level] >= min) sink(level, message, ...details);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
