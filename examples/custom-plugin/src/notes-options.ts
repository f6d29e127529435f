import { pluginKey } from 'latchkey/plugins';

/** How the notes plugin is configured. */
export interface NotesOptions {
  /** How many notes one user may keep. Defaults to 100. */
  maxNotes?: number;
}

/** The options with their defaults applied, as the endpoints read them. */
export interface ResolvedNotesOptions {
  maxNotes: number;
}

/** The plugin's handle on its options: `notesKey.options(ctx.auth)` in any endpoint. */
export const notesKey = pluginKey<ResolvedNotesOptions>('notes');

/** Applies the defaults. */
export function resolveNotesOptions(options: NotesOptions = {}): ResolvedNotesOptions {
  return { maxNotes: options.maxNotes ?? 100 };
}
