import { describe, expect, it } from 'vitest';
import { requiresProductionSettings } from './requires-production-settings.js';

describe('requiresProductionSettings', () => {
  it('is true in production, during next build too, and false in development and tests', () => {
    expect(requiresProductionSettings({ NODE_ENV: 'production' })).toBe(true);
    expect(requiresProductionSettings({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBe(true);
    expect(requiresProductionSettings({ NODE_ENV: 'development' })).toBe(false);
    expect(requiresProductionSettings({ NODE_ENV: 'test' })).toBe(false);
  });
});
