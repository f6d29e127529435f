import { describe, expect, it } from 'vitest';
import { requiresProductionSettings } from './requires-production-settings.js';

describe('requiresProductionSettings', () => {
  it('is true in production, false in development and during next build', () => {
    expect(requiresProductionSettings({ NODE_ENV: 'production' })).toBe(true);
    expect(requiresProductionSettings({ NODE_ENV: 'development' })).toBe(false);
    expect(requiresProductionSettings({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBe(false);
    expect(requiresProductionSettings({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-server' })).toBe(true);
  });
});
