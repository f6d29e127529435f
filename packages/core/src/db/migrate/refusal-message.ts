import type { MigrationPlan } from './migration-plan.js';

/** One message listing every refusal of a plan. */
export function refusalMessage(plan: MigrationPlan): string {
  const lines = plan.refusals.map((refusal) => `- ${refusal.message}`);
  return `The migration was not applied:\n${lines.join('\n')}`;
}
