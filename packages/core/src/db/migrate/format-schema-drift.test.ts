import { describe, expect, it } from 'vitest';
import { formatSchemaDrift } from './format-schema-drift.js';

describe('formatSchemaDrift', () => {
  it('names every missing table, column and index and the command that adds them', () => {
    const message = formatSchemaDrift(
      {
        missingTables: ['verification'],
        missingColumns: ['user.image'],
        missingIndexes: [{ table: 'session', name: 'session_userId_idx', columns: ['userId'], unique: false }],
      },
      { configPath: 'src/auth.ts' }
    );
    expect(message).toBe(
      'The database is missing parts of the Latchkey schema: tables verification; columns user.image; ' +
        'indexes session_userId_idx on session(userId). Run `npx latchkey migrate --config src/auth.ts` to add them.'
    );
  });

  it('uses a placeholder when the config file is not known', () => {
    const message = formatSchemaDrift({ missingTables: ['user'], missingColumns: [], missingIndexes: [] });
    expect(message).toContain('npx latchkey migrate --config <file>');
  });
});
