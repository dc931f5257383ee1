/** Refusing secrets and cleaning what is delivered in automation files (docs/automation-safety.md). */
export { checkAutomationSafety, type AutomationSafety } from './check';
export { cleanAutomationFile } from './clean';
export { secretsRefusalMessage } from './refusal';
export { findSecrets } from './secrets';
export type { AutomationPlatform, CleanResult, Removal, SecretFinding, StepRef } from './types';
